import { queryOptions } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../../shared/contract/account';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** GET /api/account, also the query key of the account. */
export const ACCOUNT_KEY = '/api/account';

/** GET: everything kept about the user, as a JSON attachment. */
export const ACCOUNT_EXPORT_PATH = `${ACCOUNT_KEY}/export`;

/** The account with its plan. */
export const accountQueryOptions = queryOptions({
  queryKey: [ACCOUNT_KEY],
  queryFn: async (): Promise<Account> => answer(await request('GET', ACCOUNT_KEY), import.meta.env.DEV && accountSchema),
  // Read again whenever the screen opens: it carries this session's state (a Google confirmation made a moment ago
  // on the provider's page), which no cached copy knows.
  staleTime: 0,
});
