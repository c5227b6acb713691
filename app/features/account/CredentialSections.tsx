import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { changeEmailSchema, type Account } from '../../../shared/contract/account';
import { confirmIdentitySchema } from '../../../shared/contract/security';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldsOf } from '../../lib/answer';
import { messageOf } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { withAddressesWrapped } from '../../i18n/isolated';
import { loadServerTexts, serverText } from '../../lib/server-texts';
import { IdentityConfirmation } from './IdentityConfirmation';
import { cancelEmailChange, changeEmail } from './api/change-email';
import { changePassword } from './api/change-password';
import { confirmGoogleLink } from './api/google-link';
import { accountQueryOptions } from './api/get-account';
import { sessionsQueryOptions } from './api/sessions';
import { changePasswordFormSchema } from './schemas';
import { useAccountForm } from './use-account-form';

/** The `message` of a success answer in the interface language, if any. */
function serverMessage(result: unknown): string | undefined {
  const message = fieldsOf(result).message;
  return typeof message === 'string' ? serverText(message) : undefined;
}

/**
 * Change of email address, confirmed with the current password (PUT /api/account/email): the new address is mailed a
 * link, and the account's address changes when it is opened. Until then the waiting address shows, with a way to cancel.
 */
export function EmailSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  // How many changes were asked for here: each focuses the waiting address's box.
  const [asked, setAsked] = useState(0);
  const form = useAccountForm({
    schema: changeEmailSchema,
    send: changeEmail,
    onSuccess: (updated, element) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, updated);
      element.reset();
      // The waiting address's box says where the link went; focused, it is read out, and no toast repeats it over the page.
      setAsked((count) => count + 1);
    },
  });

  return (
    <section className="account-section" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{t('account.emailSection')}</h2>
      <p dir="ltr" className="current-email">
        {withAddressesWrapped(account.user.email)}
      </p>
      {account.pendingEmail && <PendingEmail pending={account.pendingEmail} asked={asked} />}
      <form noValidate onSubmit={form.onSubmit}>
        <Field label={t('account.newEmail')} name="email" type="email" autoComplete="email" dir="ltr" error={form.errors.email} />
        <IdentityConfirmation account={account} name="currentPassword" label="account.currentPassword" error={form.errors.currentPassword} />
        <Button type="submit" busy={form.busy}>
          {form.busy ? t('common.saving') : t('account.emailSubmit')}
        </Button>
      </form>
    </section>
  );
}

/** The address a change waits to confirm, until when its link works, and cancelling it; focused each time a change is `asked`. */
function PendingEmail({ pending, asked }: { pending: NonNullable<Account['pendingEmail']>; asked: number }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked > 0) box.current?.focus();
  }, [asked]);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, updated);
      toast({ title: t('account.emailPendingCancelled') });
    },
    onError: (error) => toast({ title: t('account.saveError'), description: messageOf(error, t('error.error.text')), variant: 'destructive' }),
  });
  return (
    <div className="email-pending" role="status" tabIndex={-1} ref={box}>
      <p>
        {t('account.emailPending')}{' '}
        <span className="email-pending-address">{withAddressesWrapped(pending.email)}</span>
      </p>
      <p>{t('account.emailPendingText', { time: formatDateTime(pending.expiresAt) })}</p>
      <Button type="button" variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('account.emailPendingCancel')}
      </Button>
    </div>
  );
}

/** Change of password (PUT /api/account/password); the confirmation never leaves the browser. */
export function PasswordSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useAccountForm({
    schema: changePasswordFormSchema,
    send: async ({ currentPassword, newPassword }) => {
      const result = await changePassword({ currentPassword, newPassword });
      await loadServerTexts();
      return result;
    },
    onSuccess: (result, element) => {
      element.reset();
      toast({ title: t('account.passwordSaved'), description: serverMessage(result) });
      // The other devices were signed out with it, and a change of address one of them asked for closed.
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
      if (account.pendingEmail) void queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey });
    },
  });

  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t('account.passwordSection')}</h2>
      <form noValidate onSubmit={form.onSubmit}>
        <IdentityConfirmation account={account} name="currentPassword" label="account.currentPassword" error={form.errors.currentPassword} />
        <Field label={t('account.newPassword')} name="newPassword" type="password" autoComplete="new-password" dir="ltr" error={form.errors.newPassword} />
        <Field
          label={t('account.confirmNewPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          error={form.errors.confirmPassword}
        />
        <Button type="submit" busy={form.busy}>
          {form.busy ? t('common.saving') : t('account.passwordSubmit')}
        </Button>
      </form>
    </section>
  );
}

/**
 * Sign-in with Google for an account that has none yet: the owner gives the password, then links it at Google (a
 * session left open somewhere cannot add a way in on its own).
 */
export function GoogleSection({ account }: { account: Account }) {
  const t = useT();
  const form = useAccountForm({
    schema: confirmIdentitySchema,
    send: confirmGoogleLink,
    onSuccess: () => window.location.assign('/api/auth/google?returnTo=%2Faccount'),
  });
  if (!account.googleAvailable || account.isDemo) return null;
  return (
    <section className="account-section" aria-labelledby="account-google-title">
      <h2 id="account-google-title">{t('account.googleSection')}</h2>
      {account.googleLinked ? (
        <p>{t('account.googleLinked')}</p>
      ) : (
        <>
          <p>{t('account.googleLinkText')}</p>
          <form noValidate onSubmit={form.onSubmit}>
            <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={form.errors.password} />
            <Button type="submit" variant="secondary" busy={form.busy}>
              {t('account.googleLinkButton')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
