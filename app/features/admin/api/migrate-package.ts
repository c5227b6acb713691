import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageMigrationResultSchema, type PackageMigrationInput } from '../../../../shared/contract/admin';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { queriesUnder } from '../../../lib/query-keys';
import { ADMIN_PRODUCTS_KEY } from './get-products';
import { OVERVIEW_KEY } from './get-overview';
import { USERS_PATH } from './get-users';

/** Moves every subscription in force from one package to another (POST /api/admin/package-migration). */
export function useMigratePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PackageMigrationInput) => answer(await request('POST', '/api/admin/package-migration', input), import.meta.env.DEV && packageMigrationResultSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_PRODUCTS_KEY] }),
        queryClient.invalidateQueries(queriesUnder(USERS_PATH)),
        queryClient.invalidateQueries({ queryKey: [OVERVIEW_KEY] }),
      ]),
  });
}
