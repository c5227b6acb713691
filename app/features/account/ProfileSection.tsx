import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { updateAccountSchema, type Account } from '../../../shared/contract/account';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { LanguageOptions } from '../../components/LanguageOptions';
import { toast } from '../../lib/toast';
import { languageAtom, useT } from '../../i18n';
import { useAuthActions } from '../auth';
import { accountQueryOptions } from './api/get-account';
import { updateAccount } from './api/update-account';
import { useAccountForm } from './use-account-form';

/** Display name, username and interface language (PATCH /api/account). */
export function ProfileSection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(languageAtom);
  const { replaceUser } = useAuthActions();
  const form = useAccountForm({
    schema: updateAccountSchema,
    send: updateAccount,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, updated);
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
          {/* The app's language, which the header's switch may have changed since the account was read (the account follows it). */}
          <select key={language} id="account-locale" name="locale" defaultValue={language}>
            <LanguageOptions />
          </select>
          {form.errors.locale && (
            <p className="field-error" role="alert">
              {form.errors.locale}
            </p>
          )}
        </div>
        <Button type="submit" busy={form.busy}>
          {form.busy ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </section>
  );
}
