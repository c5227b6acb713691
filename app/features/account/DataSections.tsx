import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deleteAccountSchema, type Account } from '../../../shared/contract/account';
import { Button } from '../../components/Button';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useAuthActions } from '../auth';
import { IdentityConfirmation } from './IdentityConfirmation';
import { deleteAccount } from './api/delete-account';
import { exportAccount } from './api/export-account';
import { useAccountForm } from './use-account-form';

/** Saves a value as a pretty-printed JSON file through a temporary link. */
function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export of everything kept about the user as a JSON download. */
export function ExportSection({ username }: { username: string }) {
  const t = useT();
  const exportData = useMutation({
    mutationFn: exportAccount,
    retry: false,
    onSuccess: (data) => {
      downloadJson(data, `kartis-${username}-${new Date().toISOString().slice(0, 10)}.json`);
      toast({ title: t('account.exportDone') });
    },
    onError: (error) => toast({ title: t('account.saveError'), description: messageOf(error, t('error.error.text')), variant: 'destructive' }),
  });

  return (
    <section className="account-section" aria-labelledby="account-export-title">
      <h2 id="account-export-title">{t('account.exportSection')}</h2>
      <p>{t('account.exportText')}</p>
      <Button variant="secondary" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
        {t('account.exportSubmit')}
      </Button>
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
        <Button type="submit" variant="danger" disabled={form.busy}>
          {t('account.deleteSubmit')}
        </Button>
      </form>
    </section>
  );
}
