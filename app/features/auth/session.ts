import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useRouterState } from '@tanstack/react-router';
import type { User } from '../../../shared/contract/auth';
import { CURRENT_USER_KEY } from '../../../shared/contract/current-user-key';
import { SUPPORT_STALE_MS } from '../../../shared/contract/support-timings';
import { apiClient } from '../../lib/api';
import { fieldsOf } from '../../lib/answer';
import { isUnauthorized } from '../../lib/errors';
import { asksServerForSession, forgetSignInRedirect, isReturningFromSignIn } from '../../lib/session-check';
import { STORAGE_KEYS, asUser, browserStorage, readStoredUser, writeStoredUser } from '../../lib/storage';
import { toast, toastStore } from '../../lib/toast';
import { languageAtom, translate } from '../../i18n';
import { appStore } from '../../lib/store';
import { dropDevicePush } from '../notifications';
import { forgetSession } from './logout-flow';

export { CURRENT_USER_KEY };

/** The browser's dependencies for the auth flows. */
export function browserAuthDeps() {
  return { api: apiClient(), storage: browserStorage(), events: window };
}

let expiryToastId: string | null = null;

/** True while the automatic-logout toast is on screen: a login prompt must not replace its explanation. */
export function isExpiryNoticeShowing(): boolean {
  return toastStore.getSnapshot().some((item) => item.id === expiryToastId && item.open);
}

/** A 401 while a local user exists: clear local data and this device's pushes, broadcast logout, tell the user. */
export function expireSession(queryClient: QueryClient): void {
  if (!readStoredUser(browserStorage())) return;
  forgetSession(browserAuthDeps());
  void dropDevicePush();
  queryClient.setQueryData([CURRENT_USER_KEY], null);
  const language = appStore.get(languageAtom);
  expiryToastId = toast({ title: translate(language, 'auth.expired.title'), description: translate(language, 'auth.expired.text'), variant: 'warning' });
}

/**
 * A page the server drew for the signed-in owner came with them: kept as the server's answer would be, and asked
 * again at once all the same (spec §4: on load the current user is fetched), since the page may be a copy the browser
 * kept, drawn for a session that has ended since.
 */
export function keepUserFromDocument(queryClient: QueryClient): void {
  const user = asUser(queryClient.getQueryData([CURRENT_USER_KEY]));
  if (!user) return;
  writeStoredUser(browserStorage(), user);
  queryClient.setQueryData([CURRENT_USER_KEY], user, { updatedAt: 0 });
}

/** Asks the server who is logged in; keeps the local user on errors other than 401. */
async function fetchCurrentUser(queryClient: QueryClient): Promise<User | null> {
  const storage = browserStorage();
  try {
    const data = fieldsOf(await apiClient().request('GET', CURRENT_USER_KEY, undefined, { cache: 'no-store' }));
    const user = asUser(data.user);
    if (!user) return null;
    writeStoredUser(storage, user);
    if (typeof data.token === 'string' && data.token) storage.setItem(STORAGE_KEYS.token, data.token);
    return user;
  } catch (error) {
    if (isUnauthorized(error)) {
      expireSession(queryClient);
      return null;
    }
    return readStoredUser(storage);
  } finally {
    forgetSignInRedirect();
  }
}

/** The current user query: starts from the stored user and checks it with the server at once (on `pathname`, see asksServerForSession). */
export function currentUserQueryOptions(queryClient: QueryClient, pathname: string, notFound = false) {
  const stored = readStoredUser(browserStorage());
  return queryOptions({
    queryKey: [CURRENT_USER_KEY],
    queryFn: () => fetchCurrentUser(queryClient),
    initialData: stored ?? undefined,
    initialDataUpdatedAt: 0,
    // The user carries the header's count of unread support answers: support data is fresh for 60 s.
    staleTime: SUPPORT_STALE_MS,
    retry: false,
    enabled: asksServerForSession(pathname, { hasStoredUser: stored !== null, returningFromSignIn: isReturningFromSignIn(), notFound }),
  });
}

/** True on the app's not-found page: /not-found, or the catch-all for any address but a /@username one. */
export function isNotFoundRoute(routeId: string | undefined, pathname: string): boolean {
  return routeId === '/not-found' || (routeId === '/$' && !pathname.startsWith('/@'));
}

/** Who is logged in: 'loading' until known, then 'in' with the user or 'out'. */
export type SessionState = { status: 'loading'; user: null } | { status: 'in'; user: User } | { status: 'out'; user: null };

/** The session state for components. */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (location) => location.pathname });
  const notFound = useRouterState({ select: (state) => isNotFoundRoute(state.matches.at(-1)?.routeId, pathname) });
  const { data, isPending, fetchStatus } = useQuery(currentUserQueryOptions(queryClient, pathname, notFound));
  if (data) return { status: 'in', user: data };
  // Pending but idle: a visitor the server was not asked about.
  if (isPending && fetchStatus !== 'idle') return { status: 'loading', user: null };
  return { status: 'out', user: null };
}
