import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminContactRequestPageSchema,
  adminErrorReportPageSchema,
  adminOverviewSchema,
  adminProductListSchema,
  adminProductSchema,
  adminUserListSchema,
  adminUserSchema,
  databaseStatusSchema,
  packageMigrationResultSchema,
  type AdminUserUpdate,
  type PackageMigrationInput,
  type ProductInput,
} from '../../../shared/contract/admin';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';
import { HOME_PRODUCTS_KEY, PRODUCTS_KEY } from '../billing';

/** The admin API's paths, also their query keys. */
export const ADMIN_KEYS = {
  overview: '/api/admin/overview',
  users: '/api/admin/users',
  products: '/api/admin/products',
  database: '/api/admin/database-migrations',
  contactRequests: '/api/admin/contact-requests',
  errorReports: '/api/admin/error-reports',
} as const;

/** A GET of the admin API, its answer checked against `schema` in development. */
const get =
  <T>(path: string, schema: z.ZodType<T> | false) =>
  async () =>
    answer(await request('GET', path), schema);

export const overviewQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.overview], queryFn: get(ADMIN_KEYS.overview, import.meta.env.DEV && adminOverviewSchema) });

/** A page of accounts for a search (the previous page stays on screen while the next loads). */
export function usersQueryOptions(search: { q: string; role: '' | 'user' | 'admin'; page: number }) {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  const path = `${ADMIN_KEYS.users}?${params}`;
  return queryOptions({ queryKey: [path], queryFn: get(path, import.meta.env.DEV && adminUserListSchema), placeholderData: keepPreviousData });
}

export const adminProductsQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.products], queryFn: get(ADMIN_KEYS.products, import.meta.env.DEV && adminProductListSchema) });

export const databaseQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.database], queryFn: get(ADMIN_KEYS.database, import.meta.env.DEV && databaseStatusSchema) });

/** A page of contact-form messages or of browser error reports. */
export function contactRequestsQueryOptions(page: number) {
  const path = `${ADMIN_KEYS.contactRequests}?page=${page}`;
  return queryOptions({ queryKey: [path], queryFn: get(path, import.meta.env.DEV && adminContactRequestPageSchema), placeholderData: keepPreviousData });
}

export function errorReportsQueryOptions(page: number) {
  const path = `${ADMIN_KEYS.errorReports}?page=${page}`;
  return queryOptions({ queryKey: [path], queryFn: get(path, import.meta.env.DEV && adminErrorReportPageSchema), placeholderData: keepPreviousData });
}

/** Refreshes every query whose key starts with one of the admin paths. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (...paths: string[]) => queryClient.invalidateQueries({ predicate: (query) => paths.some((path) => String(query.queryKey[0]).startsWith(path)) });
}

/** PATCH an account: its role, blocking, or days added to its trial. */
export function useUpdateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: AdminUserUpdate }) => answer(await request('PATCH', `${ADMIN_KEYS.users}/${id}`, change), import.meta.env.DEV && adminUserSchema),
    onSuccess: () => invalidate(ADMIN_KEYS.users, ADMIN_KEYS.overview),
  });
}

/** Creates a package (no id) or saves one. */
export function useSaveProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: ProductInput }) =>
      answer(
        await request(id === undefined ? 'POST' : 'PUT', id === undefined ? ADMIN_KEYS.products : `${ADMIN_KEYS.products}/${id}`, input),
        import.meta.env.DEV && adminProductSchema,
      ),
    // The landing page's and the subscription page's package lists change with it.
    onSuccess: () => invalidate(ADMIN_KEYS.products, HOME_PRODUCTS_KEY, PRODUCTS_KEY),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request('DELETE', `${ADMIN_KEYS.products}/${id}`),
    onSuccess: () => invalidate(ADMIN_KEYS.products, HOME_PRODUCTS_KEY, PRODUCTS_KEY),
  });
}

/** Moves every subscription in force from one package to another. */
export function useMigratePackage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: PackageMigrationInput) => answer(await request('POST', '/api/admin/package-migration', input), import.meta.env.DEV && packageMigrationResultSchema),
    onSuccess: () => invalidate(ADMIN_KEYS.products, ADMIN_KEYS.users, ADMIN_KEYS.overview),
  });
}
