import { useState } from 'react';
import { resetPasswordFormSchema } from '../../../shared/contract/security';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiError } from '../../lib/errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { resetPassword, tokenFromLink, useAuthActions } from '../auth';

/** /reset-password?token=…: the link of the reset mail. Sets a new password with the registration rules. */
export function ResetPasswordPage({ token: linked }: { token: string | undefined }) {
  const t = useT();
  const token = tokenFromLink(linked);
  const { openModal } = useAuthActions();
  const [done, setDone] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState<string | null>(token ? null : t('security.resetLinkInvalid'));
  useDocumentTitle(t('reset.title'));
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: resetPasswordFormSchema,
    send: ({ password }) => resetPassword({ token: token ?? '', password }),
    onSuccess: setDone,
    // A link that lapsed, was used or was cut short is the page's own state, not a field's.
    fieldErrorsOf: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      const refusal = error.status === 410 ? error.message : error.fieldErrors.token;
      if (refusal === undefined) return undefined;
      setLinkFailed(refusal);
      return {};
    },
    refusal: { field: 'password' },
    fallbackMessage: t('error.error.text'),
  });

  return (
    <section className="page page-narrow reset-password" aria-live="polite">
      <h1>{t('reset.title')}</h1>
      {done ? (
        <>
          <p role="status">{done}</p>
          <Button type="button" onClick={() => openModal('login')}>
            {t('reset.signIn')}
          </Button>
        </>
      ) : linkFailed ? (
        <>
          <p role="alert">{linkFailed}</p>
          <Button type="button" onClick={() => openModal('forgot')}>
            {t('reset.requestNew')}
          </Button>
        </>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <p>{t('reset.intro')}</p>
          <Field label={t('reset.newPassword')} name="password" type="password" autoComplete="new-password" dir="ltr" required error={errors.password} />
          <Field label={t('reset.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" dir="ltr" required error={errors.confirmPassword} />
          <Button type="submit" busy={busy}>
            {busy ? t('common.saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
