import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { DEMO_ACCOUNT, request } from '../../lib/api';
import { emitAppEvent, onAppEvent } from '../../lib/events';
import { browserStorage, readStoredUser } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { languageAtom, languageChosenOnDevice, useT } from '../../i18n';
import { authModalAtom, headerSkeletonAtom } from './atoms';
import { CURRENT_USER_KEY, useSession } from './session';

/** How long the header shows placeholders after a login. */
export const HEADER_SKELETON_MS = 2000;

/**
 * The account and the app speak one language. A switch of the app's language while signed in is saved on the account
 * (its mails, the server's answers). A device where no language was ever chosen shows the app in the account's once
 * signed in: an Arabic owner on a new phone reads Arabic, not the Hebrew default. The shared demo account keeps its own.
 */
function useAccountFollowsLanguage() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { user } = useSession();
  const saved = useRef(language);
  const isDemo = user?.email.toLowerCase() === DEMO_ACCOUNT.email;
  const accountLanguage = user?.locale;

  useEffect(() => {
    if (!accountLanguage || isDemo || languageChosenOnDevice() || accountLanguage === saved.current) return;
    saved.current = accountLanguage;
    void setLanguage(accountLanguage);
  }, [accountLanguage, isDemo, setLanguage]);

  useEffect(() => {
    if (saved.current === language) return;
    saved.current = language;
    const stored = readStoredUser(browserStorage());
    if (!stored || stored.email.toLowerCase() === DEMO_ACCOUNT.email) return;
    request('PATCH', '/api/account', { locale: language }).catch((error: unknown) => console.warn('the account kept its language', error));
  }, [language]);
}

/** Reacts to the auth window events: header skeleton and cache refresh on login, cache clear on logout. */
export function AuthEffects() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const setSkeleton = useSetAtom(headerSkeletonAtom);
  const setModal = useSetAtom(authModalAtom);
  const t = useT();
  useAccountFollowsLanguage();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopAuth = onAppEvent('auth-state-changed', ({ action }) => {
      clearTimeout(timer);
      if (action === 'login') {
        setSkeleton(true);
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY });
          setSkeleton(false);
          emitAppEvent('header-updated', {});
        }, HEADER_SKELETON_MS);
      } else {
        setSkeleton(false);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY });
        queryClient.setQueryData([CURRENT_USER_KEY], null);
      }
    });
    const stopSync = onAppEvent('auth-modal-sync', ({ action }) => {
      if (action === 'login') setModal((state) => ({ ...state, open: false }));
    });
    return () => {
      clearTimeout(timer);
      stopAuth();
      stopSync();
    };
  }, [queryClient, setModal, setSkeleton]);

  // The server sends the browser back with ?auth=error when Google sign-in fails, and with ?auth=link-required when
  // an account with the Google address exists but was never linked to Google (its owner links it once signed in).
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('auth');
    if (outcome === 'error') toast({ title: t('auth.loginError'), description: t('auth.googleErrorText'), variant: 'destructive' });
    else if (outcome === 'link-required') toast({ title: t('auth.googleLinkRequiredTitle'), description: t('auth.googleLinkRequiredText'), variant: 'warning' });
    // The link of the mail to someone who tried to register an address that already has an account.
    else if (outcome === 'login') setModal({ open: true, mode: 'login' });
    else return;
    url.searchParams.delete('auth');
    router.history.replace(url.pathname + url.search + url.hash);
    // Runs once per page load: the parameter only ever arrives on the first document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
