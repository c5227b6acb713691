import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { DEMO_ACCOUNT } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import { noteSignInRedirect } from '../../lib/session-check';
import { toast, toastStore } from '../../lib/toast';
import { useT } from '../../i18n';
import { loadServerTexts, serverText } from '../../lib/server-texts';
import { authModalAtom, connectingAtom, type AuthMode, type SecondFactorMethods, type SignUpOffer } from './atoms';
import type { AuthFlowError, AuthSubmission } from './auth-flow';
import type { User } from '../../../shared/contract/auth';
import { writeStoredUser } from '../../lib/storage';
import { forgetSession, runLogout } from './logout-flow';
import { forgetDevicePush } from '../notifications';
import { CURRENT_USER_KEY, browserAuthDeps } from './session';

/** The toast of the last refused sign-in or sign-up, while it may still be on screen. */
let refusalToast: string | undefined;

/** Takes away the refusal's toast: it speaks of a form the dialog no longer shows (another form, or none). */
export function dismissAuthRefusal(): void {
  const id = refusalToast;
  refusalToast = undefined;
  if (id !== undefined && toastStore.getSnapshot().some((item) => item.id === id && item.open)) toastStore.dismiss(id);
}

/** Login, registration, logout and the modal's open/close, each with its success or error toast. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setModal = useSetAtom(authModalAtom);
  const setConnecting = useSetAtom(connectingAtom);
  const t = useT();

  const openModal = useCallback((mode: AuthMode, offer?: SignUpOffer) => setModal({ open: true, mode, ...(offer && { offer }) }), [setModal]);
  const closeModal = useCallback(() => setModal((state) => ({ ...state, open: false })), [setModal]);

  /**
   * Runs the 8-step flow; resolves to the failure (for field errors) or null on success. A registration that waits
   * for the link in its mail calls `onPending` and leaves the dialog open. A `quiet` caller says a refusal itself, so
   * no toast repeats it.
   */
  const submit = useCallback(
    async (submission: AuthSubmission, { onPending, quiet = false }: { onPending?: () => void; quiet?: boolean } = {}): Promise<AuthFlowError | null> => {
      const isLogin = submission.kind === 'login' || submission.kind === 'second-factor' || submission.kind === 'passkey';
      try {
        // Loaded on demand: the flow pulls in the contract's schemas, which the first page does not need.
        const { runAuthFlow } = await import('./auth-flow');
        const outcome = await runAuthFlow(
          {
            ...browserAuthDeps(),
            text: {
              noCsrf: t('auth.noCsrf'),
              invalidUser: t('auth.invalidUser'),
              serverError: (status) => t('auth.serverError', { status }),
            },
            onConnecting: () => setConnecting(true),
            warn: (message, detail) => console.warn(message, detail),
          },
          submission,
        );
        if (outcome.pending !== undefined) {
          setConnecting(false);
          onPending?.();
          return null;
        }
        const { user } = outcome;
        queryClient.setQueryData([CURRENT_USER_KEY], user);
        closeModal();
        // An admin who logs in from the landing page came to run the system.
        if (isLogin && user.userRole === 'admin' && window.location.pathname === '/') void navigate({ to: '/admin' });
        const name = user.displayName || user.username;
        toast(
          isLogin
            ? { title: t('auth.loginSuccess'), description: t('auth.loginWelcome', { name }) }
            : { title: t('auth.registerSuccess'), description: t('auth.registerWelcome', { name }) },
        );
        return null;
      } catch (error) {
        setConnecting(false);
        const answer = (error as Partial<AuthFlowError>).answer;
        if (answer?.code === 'second_factor_required') {
          // The password was right: the dialog asks for the second factor the session now waits for.
          const methods = Array.isArray(answer.methods) ? (answer.methods as SecondFactorMethods) : [];
          setModal({ open: true, mode: 'second-factor', methods });
          return null;
        }
        await loadServerTexts().catch(() => undefined);
        if (quiet) return error as AuthFlowError;
        refusalToast = toast({
          title: t(isLogin ? 'auth.loginError' : 'auth.registerError'),
          description: serverText(messageOf(error, t(isLogin ? 'auth.loginErrorText' : 'auth.registerErrorText'))),
          variant: 'destructive',
        });
        return error as AuthFlowError;
      }
    },
    [closeModal, navigate, queryClient, setConnecting, setModal, t],
  );

  const demoLogin = useCallback(
    () => submit({ kind: 'login', input: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, rememberMe: false } }),
    [submit],
  );

  /** Signs out and goes home; `stay` keeps a public page that serves a visitor too (an invitation for another account). */
  const logout = useCallback(async ({ stay = false }: { stay?: boolean } = {}) => {
    try {
      // While still signed in: the DELETE needs the session.
      await forgetDevicePush();
      await runLogout(browserAuthDeps());
      // Leave first: a protected page that loses its user would ask to log in again.
      if (!stay) await navigate({ to: '/' });
      forgetSession(browserAuthDeps());
      toast({ title: t('auth.logoutSuccess'), description: t('auth.logoutGoodbye') });
    } catch {
      toast({ title: t('auth.logoutError'), description: t('auth.logoutErrorText'), variant: 'destructive' });
    }
  }, [navigate, t]);

  const startGoogleSignIn = useCallback(() => {
    try {
      // After sign-in the user comes back to the page they were on; from the landing page, to the dashboard.
      const { pathname, search } = window.location;
      const query = pathname === '/' ? '' : `?returnTo=${encodeURIComponent(pathname + search)}`;
      noteSignInRedirect();
      window.location.assign(`/api/auth/google${query}`);
    } catch {
      toast({ title: t('auth.loginError'), description: t('auth.googleErrorText'), variant: 'destructive' });
    }
  }, [t]);

  /** The dialog's "forgot password": asks for the address to mail a reset link to. */
  const forgotPassword = useCallback(() => setModal({ open: true, mode: 'forgot' }), [setModal]);

  /** Keeps the stored and cached user in step after the account changed on the server. */
  const replaceUser = useCallback(
    (user: User) => {
      writeStoredUser(browserAuthDeps().storage, user);
      queryClient.setQueryData([CURRENT_USER_KEY], user);
    },
    [queryClient],
  );

  /** Ends the session locally after the server already ended it (deleted account). */
  const forgetLocalSession = useCallback(() => forgetSession(browserAuthDeps()), []);

  return useMemo(
    () => ({ openModal, closeModal, submit, demoLogin, logout, startGoogleSignIn, forgotPassword, replaceUser, forgetLocalSession }),
    [openModal, closeModal, submit, demoLogin, logout, startGoogleSignIn, forgotPassword, replaceUser, forgetLocalSession],
  );
}
