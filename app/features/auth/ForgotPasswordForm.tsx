import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { forgotPasswordSchema } from '../../../shared/contract/security';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { requestPasswordReset } from './api';
import { NoMailHint } from './NoMailHint';
import { useAuthActions } from './use-auth-actions';

/** The dialog's "forgot password": the address to mail a reset link to, and support's page if no mail arrives. */
export function ForgotPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const { openModal, closeModal } = useAuthActions();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: forgotPasswordSchema,
    send: async (input) => {
      try {
        return await requestPasswordReset(input);
      } catch (error) {
        // Refused for more than the address (too many requests, the server away): support is the way back.
        if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)) {
          toast({
            title: t('auth.forgotFailedTitle'),
            description: t('auth.forgotText'),
            variant: 'destructive',
            action: { label: t('auth.forgotAction'), onClick: () => void navigate({ to: '/contact' }) },
          });
        }
        throw error;
      }
    },
    onSuccess: setSent,
    fallbackMessage: t('error.error.text'),
  });

  return (
    <div className="auth-form">
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <p>{t('auth.forgotIntro')}</p>
          <Field label={t('auth.email')} name="email" type="email" autoComplete="email" dir="ltr" required error={errors.email} />
          <Button type="submit" busy={busy}>
            {busy ? t('auth.forgotSending') : t('auth.forgotSubmit')}
          </Button>
        </form>
      )}
      <NoMailHint onLeave={closeModal} />
      <Button type="button" variant="ghost" onClick={() => openModal('login')}>
        {t('auth.backToLogin')}
      </Button>
    </div>
  );
}
