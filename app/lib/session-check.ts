import { isMarketingPage } from '../../shared/pages/table';

/** sessionStorage key: a sign-in left this tab for the provider's pages and returns signed in by cookie only. */
const SIGN_IN_REDIRECT_KEY = 'kartis:sign-in-redirect';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Notes, before leaving for the provider, that this tab comes back from a sign-in. */
export function noteSignInRedirect(): void {
  tabStorage()?.setItem(SIGN_IN_REDIRECT_KEY, '1');
}

/** True between leaving for a sign-in and the server's first answer about the session. */
export function isReturningFromSignIn(): boolean {
  return tabStorage()?.getItem(SIGN_IN_REDIRECT_KEY) === '1';
}

/** Forgets the sign-in redirect once the server has said who is signed in. */
export function forgetSignInRedirect(): void {
  tabStorage()?.removeItem(SIGN_IN_REDIRECT_KEY);
}

/** What the app knows about the device and the page when deciding whether to ask who is signed in. */
export interface SessionCheckContext {
  hasStoredUser: boolean;
  returningFromSignIn: boolean;
  /** The page is the app's not-found page (an address no route names, or /not-found). */
  notFound?: boolean;
}

/**
 * Whether the app asks the server who is signed in. Always for a user stored on the device (it must be verified);
 * for a visitor, everywhere but the public marketing pages and the not-found page, whose content never depends on
 * it and where the answer would be a 401 that the browser logs as an error, unless the visitor returns from a
 * sign-in redirect.
 */
export function asksServerForSession(pathname: string, { hasStoredUser, returningFromSignIn, notFound = false }: SessionCheckContext): boolean {
  return hasStoredUser || returningFromSignIn || !(isMarketingPage(pathname) || notFound);
}
