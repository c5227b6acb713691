import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/account, also the query key of the account. */
export const ACCOUNT_KEY = '/api/account';

/** The account with its plan. */
export async function getAccount(): Promise<Account> {
  return answer(await request('GET', ACCOUNT_KEY), import.meta.env.DEV && accountSchema);
}

/** The account's query: read again whenever a screen opens on it. */
export const accountQueryOptions = queryOptions({
  queryKey: [ACCOUNT_KEY],
  queryFn: getAccount,
  // It carries this session's state (a Google confirmation made a moment ago on the provider's page), which no
  // cached copy knows.
  staleTime: 0,
});

/** The account with its plan. */
export function useAccount() {
  return useQuery(accountQueryOptions);
}
