import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedInSessionsSchema, type SignedInSessions } from '../../../../shared/contract/account-sessions';
import { answer } from '../../../lib/answer';
import { request } from '../../../lib/api';

/** GET /api/account/sessions, also the query key of where the account is signed in. */
export const SESSIONS_KEY = '/api/account/sessions';

/** Where the account is signed in: read again whenever the page opens, as another device may have signed in since. */
export const sessionsQueryOptions = queryOptions({
  queryKey: [SESSIONS_KEY],
  queryFn: async (): Promise<SignedInSessions> => answer(await request('GET', SESSIONS_KEY), import.meta.env.DEV && signedInSessionsSchema),
  staleTime: 0,
});

/** Where the account is signed in. */
export function useSessions(enabled = true) {
  return useQuery({ ...sessionsQueryOptions, enabled });
}

/** `DELETE /api/account/sessions/{handle}`: signs another device out; the list as it is then. */
export async function endSession(handle: string): Promise<SignedInSessions> {
  return answer(await request('DELETE', `${SESSIONS_KEY}/${encodeURIComponent(handle)}`), import.meta.env.DEV && signedInSessionsSchema);
}

/** `POST /api/account/sessions/end-others`: signs every other device out; the list as it is then. */
export async function endOtherSessions(): Promise<SignedInSessions> {
  return answer(await request('POST', `${SESSIONS_KEY}/end-others`), import.meta.env.DEV && signedInSessionsSchema);
}
