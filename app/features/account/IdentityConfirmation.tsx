import type { Account } from '../../../shared/contract/account';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { formatTime } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n';

/** Sends the browser to Google to sign in again, coming back to the account screen (the server remembers when). */
export function confirmWithGoogle(): void {
  window.location.assign('/api/auth/google?intent=confirm&returnTo=%2Faccount');
}

/**
 * How the user proves it is them before a sensitive change: the current password, or for an account without one
 * (signed up with Google) a sign-in at Google moments before. Nothing others can see stands in for it. In a dialog,
 * `autoFocus` gives the password field the focus when it opens.
 */
export function IdentityConfirmation({
  account,
  name,
  label,
  error,
  autoFocus = false,
}: {
  account: Account;
  name: string;
  label: MessageKey;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const t = useT();
  if (account.hasPassword) {
    return <Field label={t(label)} name={name} type="password" autoComplete="current-password" dir="ltr" error={error} data-autofocus={autoFocus || undefined} />;
  }
  // Sent only while it holds; past it, the server refuses the change with a notice to confirm again.
  const until = account.googleConfirmedUntil;
  return (
    <div className="google-confirmation" role="group" aria-label={t('account.googleConfirmTitle')}>
      {until ? (
        <p className="google-confirmation-done">{t('account.googleConfirmedUntil', { time: formatTime(until) })}</p>
      ) : (
        <>
          <p>{t('account.googleConfirmText')}</p>
          <Button type="button" variant="secondary" onClick={confirmWithGoogle}>
            {t('account.googleConfirmButton')}
          </Button>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
