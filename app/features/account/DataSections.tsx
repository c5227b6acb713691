import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, accountExportFileName, deleteAccountSchema, type Account, type DeleteAccountInput } from '../../../shared/contract/account';
import { Button, buttonClass } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { loadServerTexts, serverText } from '../../lib/server-texts';
import { toast } from '../../lib/toast';
import { languageAtom, useT } from '../../i18n';
import { addressWithBreaks } from '../../i18n/isolated';
import { useAuthActions } from '../auth';
import { planName } from './plan-name';
import { IdentityConfirmation } from './IdentityConfirmation';
import { deleteAccount } from './api/delete-account';
import { accountOrganisationsQueryOptions } from './api/organisation';
import { ACCOUNT_EXPORT_PATH } from './api/export-account';
import { useAccountForm } from './use-account-form';

/**
 * The export of everything kept about the account: one ZIP, downloaded by the browser itself. The page cannot see the
 * download end, so once it starts it says which file is coming and where the browser puts it.
 */
export function ExportSection({ account }: { account: Account }) {
  const t = useT();
  const [started, setStarted] = useState(false);
  // The file's name left to right and in one piece: a break after "kartis-" read as two words in a right-to-left line.
  const [before, after] = t('account.exportStarted').split('{file}');
  return (
    <section className="account-section" aria-labelledby="account-export-title">
      <h2 id="account-export-title">{t('account.exportSection')}</h2>
      <p>{t('account.exportText')}</p>
      <a className={buttonClass('secondary')} href={ACCOUNT_EXPORT_PATH} download onClick={() => setStarted(true)}>
        {t('account.exportSubmit')}
      </a>
      <p role="status">
        {started && (
          <>
            {before}
            <bdi dir="ltr">{addressWithBreaks(accountExportFileName(account.user.username))}</bdi>
            {after}
          </>
        )}
      </p>
    </section>
  );
}

/** What deleting the account takes with it, as the server deletes it (everything of the account's, by cascade). */
function WhatGoes({ account }: { account: Account }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const organisation = useQuery(accountOrganisationsQueryOptions).data?.items[0];
  return (
    <ul>
      <li>{t('account.deleteWhatCards')}</li>
      <li>{t('account.deleteWhatNfc')}</li>
      {organisation && <li>{t(organisation.role === 'owner' ? 'account.deleteWhatTeam' : 'account.deleteWhatMembership', { organisation: organisation.name })}</li>}
      {account.plan.status === 'active' && <li>{t('account.deleteWhatPlan', { plan: planName(account.plan, language) })}</li>}
    </ul>
  );
}

/**
 * Deletion of the account in two steps: the password typed, then a confirmation naming what goes. A refused password
 * closes the confirmation and shows beside its field; once deleted, the home page, signed out, says so.
 */
export function DeleteSection({ account }: { account: Account }) {
  const t = useT();
  const navigate = useNavigate();
  const { forgetLocalSession } = useAuthActions();
  // The input of the first step while its confirmation is open.
  const [asking, setAsking] = useState<DeleteAccountInput | null>(null);
  const { errors, setErrors, busy, submit, formRef } = useAccountForm({
    schema: deleteAccountSchema,
    send: async (input) => {
      try {
        return await deleteAccount(input);
      } catch (error) {
        // The form says why beside the field, which takes the focus once the dialog is gone.
        setAsking(null);
        throw error;
      }
    },
    onSuccess: async () => {
      await navigate({ to: '/' });
      forgetLocalSession();
      toast({ title: t('account.deleted'), description: t('account.deletedText') });
      document.getElementById('main')?.focus();
    },
  });

  /** The first step: with the password typed (an account without one confirms with Google instead), ask. */
  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('password');
    const password = field instanceof HTMLInputElement ? field.value : '';
    if (field instanceof HTMLInputElement && password === '') {
      field.focus();
      // The contract's words, in the language shown.
      await loadServerTexts().catch(() => undefined);
      setErrors({ password: serverText(ACCOUNT_MESSAGES.passwordRequired) });
      return;
    }
    setErrors({});
    setAsking({ password });
  }

  return (
    <section className="account-section danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">{t('account.deleteSection')}</h2>
      <p>{t('account.deleteText')}</p>
      <form noValidate onSubmit={(event) => void ask(event)} ref={formRef}>
        <IdentityConfirmation account={account} name="password" label="account.deletePassword" error={errors.password} />
        <Button type="submit" variant="danger">
          {t('account.deleteSubmit')}
        </Button>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('account.deleteConfirmTitle')}
          text={t('account.deleteConfirmText')}
          confirmLabel={t('account.deleteSubmit')}
          pendingLabel={t('account.deleting')}
          pending={busy}
          onConfirm={() => submit(asking)}
          onClose={() => setAsking(null)}
        >
          <WhatGoes account={account} />
        </ConfirmDialog>
      )}
    </section>
  );
}
