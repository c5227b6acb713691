import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateAccountInput } from '../../../shared/contract/account';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { numberedText, useT } from '../../i18n';
import { accountQueryOptions } from './api/get-account';
import { updateAccount } from './api/update-account';

const RETENTIONS = [6, 12, 24, 0] as const;

/** How long leads are kept (6, 12, 24 months or until deleted) and whether the morning digest is mailed; saved on change. */
export function LeadsSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (changes: UpdateAccountInput) => updateAccount(changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, updated);
      toast({ title: t('account.saved') });
    },
    onError: (error) => toast({ title: t('account.saveError'), description: messageOf(error, t('error.error.text')), variant: 'destructive' }),
  });

  return (
    <section className="account-section" aria-labelledby="account-leads-title">
      <h2 id="account-leads-title">{t('account.leadsSection')}</h2>
      <div className="field">
        <label htmlFor="account-retention">{t('account.retention')}</label>
        <select
          id="account-retention"
          value={account.leadRetentionMonths}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ leadRetentionMonths: Number(event.target.value) as Account['leadRetentionMonths'] })}
        >
          {RETENTIONS.map((months) => (
            <option key={months} value={months}>
              {months === 0 ? t('account.retentionForever') : numberedText(t, 'account.retentionMonths', 'months', months)}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('account.retentionHint')}</p>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={account.leadDigest} disabled={save.isPending} onChange={(event) => save.mutate({ leadDigest: event.target.checked })} />
        <span>{t('account.digest')}</span>
      </label>
    </section>
  );
}
