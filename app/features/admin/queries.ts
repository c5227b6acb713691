import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContactRequest,
  AdminErrorReport,
  AdminOverview,
  AdminPage,
  AdminProduct,
  AdminUser,
  AdminUserList,
  AdminUserUpdate,
  DatabaseStatus,
  PackageMigrationInput,
  ProductInput,
} from '../../../shared/contract/admin';
import { request } from '../../lib/api';

/** The admin API's paths, also their query keys. */
export const ADMIN_KEYS = {
  overview: '/api/admin/overview',
  users: '/api/admin/users',
  products: '/api/admin/products',
  database: '/api/admin/database-migrations',
  contactRequests: '/api/admin/contact-requests',
  errorReports: '/api/admin/error-reports',
} as const;

const get =
  <T>(path: string) =>
  async () =>
    (await request('GET', path)) as T;

export const overviewQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.overview], queryFn: get<AdminOverview>(ADMIN_KEYS.overview) });

/** A page of accounts for a search (the previous page stays on screen while the next loads). */
export function usersQueryOptions(search: { q: string; role: '' | 'user' | 'admin'; page: number }) {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  const path = `${ADMIN_KEYS.users}?${params}`;
  return queryOptions({ queryKey: [path], queryFn: get<AdminUserList>(path), placeholderData: keepPreviousData });
}

export const adminProductsQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.products], queryFn: get<AdminProduct[]>(ADMIN_KEYS.products) });

export const databaseQueryOptions = queryOptions({ queryKey: [ADMIN_KEYS.database], queryFn: get<DatabaseStatus>(ADMIN_KEYS.database) });

/** A page of contact-form messages or of browser error reports. */
export function adminPageQueryOptions<T extends AdminContactRequest | AdminErrorReport>(
  base: typeof ADMIN_KEYS.contactRequests | typeof ADMIN_KEYS.errorReports,
  page: number,
) {
  const path = `${base}?page=${page}`;
  return queryOptions({ queryKey: [path], queryFn: get<AdminPage<T>>(path), placeholderData: keepPreviousData });
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
    mutationFn: async ({ id, change }: { id: number; change: AdminUserUpdate }) => (await request('PATCH', `${ADMIN_KEYS.users}/${id}`, change)) as AdminUser,
    onSuccess: () => invalidate(ADMIN_KEYS.users, ADMIN_KEYS.overview),
  });
}

/** Creates a package (no id) or saves one. */
export function useSaveProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: ProductInput }) =>
      (await request(id === undefined ? 'POST' : 'PUT', id === undefined ? ADMIN_KEYS.products : `${ADMIN_KEYS.products}/${id}`, input)) as AdminProduct,
    // The landing page's and the subscription page's package lists change with it.
    onSuccess: () => invalidate(ADMIN_KEYS.products, '/api/home-products', '/api/products'),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request('DELETE', `${ADMIN_KEYS.products}/${id}`),
    onSuccess: () => invalidate(ADMIN_KEYS.products, '/api/home-products', '/api/products'),
  });
}

/** Moves every subscription in force from one package to another. */
export function useMigratePackage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: PackageMigrationInput) => (await request('POST', '/api/admin/package-migration', input)) as { moved: number },
    onSuccess: () => invalidate(ADMIN_KEYS.products, ADMIN_KEYS.users, ADMIN_KEYS.overview),
  });
}
