import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUserUpdate } from '../../../../shared/contract/admin';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { queriesUnder } from '../../../lib/query-keys';
import { OVERVIEW_KEY } from './get-overview';
import { USERS_PATH } from './get-users';

/** PATCH an account: its role, blocking, or days added to its trial. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: AdminUserUpdate }) => answer(await request('PATCH', `${USERS_PATH}/${id}`, change), import.meta.env.DEV && adminUserSchema),
    onSuccess: () => Promise.all([queryClient.invalidateQueries(queriesUnder(USERS_PATH)), queryClient.invalidateQueries({ queryKey: [OVERVIEW_KEY] })]),
  });
}
