import { useNavigate } from '@tanstack/react-router';
import { deleteAccountSchema, type Account } from '../../../shared/contract/account';
import { Button, buttonClass } from '../../components/Button';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useAuthActions } from '../auth';
import { IdentityConfirmation } from './IdentityConfirmation';
import { deleteAccount } from './api/delete-account';
import { ACCOUNT_EXPORT_PATH } from './api/export-account';
import { useAccountForm } from './use-account-form';

/** The export of everything kept about the account: one ZIP, downloaded by the browser itself. */
export function ExportSection() {
  const t = useT();
  return (
    <section className="account-section" aria-labelledby="account-export-title">
      <h2 id="account-export-title">{t('account.exportSection')}</h2>
      <p>{t('account.exportText')}</p>
      <a className={buttonClass('secondary')} href={ACCOUNT_EXPORT_PATH} download>
        {t('account.exportSubmit')}
      </a>
    </section>
  );
}

/** Deletion of the account, confirmed with the password; ends the session and returns home. */
export function DeleteSection({ account }: { account: Account }) {
  const t = useT();
  const navigate = useNavigate();
  const { forgetLocalSession } = useAuthActions();
  const form = useAccountForm({
    schema: deleteAccountSchema,
    send: deleteAccount,
    onSuccess: async () => {
      await navigate({ to: '/' });
      forgetLocalSession();
      toast({ title: t('account.deleted'), description: t('account.deletedText') });
    },
  });

  return (
    <section className="account-section danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">{t('account.deleteSection')}</h2>
      <p>{t('account.deleteText')}</p>
      <form noValidate onSubmit={form.onSubmit}>
        <IdentityConfirmation account={account} name="password" label="account.deletePassword" error={form.errors.password} />
        <Button type="submit" variant="danger" busy={form.busy}>
          {t('account.deleteSubmit')}
        </Button>
      </form>
    </section>
  );
}
