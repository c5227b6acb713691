import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { accountSchema, updateAccountSchema, type Account } from '../../../shared/contract/account';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';
import { toast } from '../../lib/toast';
import { languageAtom, useT } from '../../i18n';
import { useAuthActions } from '../auth';
import { ACCOUNT_KEY } from './queries';
import { useAccountForm } from './use-account-form';

/** Display name, username and interface language (PATCH /api/account). */
export function ProfileSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const setLanguage = useSetAtom(languageAtom);
  const { replaceUser } = useAuthActions();
  const form = useAccountForm({
    schema: updateAccountSchema,
    send: async (input) => answer(await request('PATCH', ACCOUNT_KEY, input), import.meta.env.DEV && accountSchema),
    onSuccess: (updated) => {
      queryClient.setQueryData([ACCOUNT_KEY], updated);
      replaceUser(updated.user);
      void setLanguage(updated.locale);
      toast({ title: t('account.profileSaved') });
    },
  });

  return (
    <section className="account-section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">{t('account.profileSection')}</h2>
      <form noValidate onSubmit={form.onSubmit}>
        <Field
          label={t('account.displayName')}
          name="displayName"
          defaultValue={account.user.displayName}
          autoComplete="name"
          error={form.errors.displayName}
        />
        <Field
          label={t('account.username')}
          name="username"
          defaultValue={account.user.username}
          autoComplete="username"
          dir="ltr"
          error={form.errors.username}
        />
        <div className="field">
          <label htmlFor="account-locale">{t('account.language')}</label>
          <select id="account-locale" name="locale" defaultValue={account.locale}>
            <option value="he">{t('account.languageHe')}</option>
            <option value="en">{t('account.languageEn')}</option>
          </select>
          {form.errors.locale && (
            <p className="field-error" role="alert">
              {form.errors.locale}
            </p>
          )}
        </div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </section>
  );
}
