import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { passkeyAnswer } from './passkey-sign-in';
import { useAuthActions } from './use-auth-actions';

/** Signing in with a passkey (alone, or after the password): whether it is under way, and the action. */
export function usePasskeySignIn(onDone?: () => void) {
  const t = useT();
  const { submit } = useAuthActions();
  const [busy, setBusy] = useState(false);
  const signIn = useCallback(async () => {
    setBusy(true);
    try {
      const failure = await submit({ kind: 'passkey', input: await passkeyAnswer() });
      if (!failure) onDone?.();
    } catch {
      // The browser's own refusal (cancelled, no passkey for this site): the server was not asked.
      toast({ title: t('auth.loginError'), description: t('auth.passkeyFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, [onDone, submit, t]);
  return { busy, signIn };
}
