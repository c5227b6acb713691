import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { useAuthActions } from './use-auth-actions';

/** /confirm-registration?token=…: the link of the sign-up mail. Creates the account, signs it in, starts the first card. */
export function ConfirmRegistrationPage({ token }: { token: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { submit, openModal } = useAuthActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const failure = token ? refusal : t('auth.confirmFailed');
  const started = useRef(false);
  useDocumentTitle(t('auth.confirmTitle'));

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void submit({ kind: 'confirm', input: { token } }).then((error) => {
      if (error) setRefusal(error.message);
      else void navigate({ to: '/editor', search: { guided: 1 }, replace: true });
    });
  }, [navigate, submit, token]);

  return (
    <section className="page page-narrow" aria-live="polite">
      <h1>{failure ? t('auth.confirmFailed') : t('auth.confirmTitle')}</h1>
      {failure ? (
        <>
          <p>{failure}</p>
          <Button type="button" onClick={() => openModal('register')}>
            {t('auth.confirmRegisterAgain')}
          </Button>
        </>
      ) : (
        <p>{t('auth.confirming')}</p>
      )}
    </section>
  );
}
