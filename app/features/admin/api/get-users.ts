import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/users; each search's key is its full address. */
export const USERS_PATH = '/api/admin/users';

/** What the accounts' table asks for. */
export interface UsersSearch {
  q: string;
  role: '' | 'user' | 'admin';
  page: number;
}

/** The table's first search: every account, first page. */
export const FIRST_USERS_SEARCH: UsersSearch = { q: '', role: '', page: 1 };

function usersPath(search: UsersSearch): string {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  return `${USERS_PATH}?${params}`;
}

/** A page of accounts for a search. */
export const getUsers = (search: UsersSearch) => getJson(usersPath(search), import.meta.env.DEV && adminUserListSchema);

/** A page of accounts; the previous page stays on screen while the next loads. */
export function usersQueryOptions(search: UsersSearch) {
  return queryOptions({ queryKey: [usersPath(search)], queryFn: () => getUsers(search), placeholderData: keepPreviousData });
}

export function useUsers(search: UsersSearch) {
  return useQuery(usersQueryOptions(search));
}
