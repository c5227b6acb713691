import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { tokenFromLink } from './link-token';
import { useAuthActions } from './use-auth-actions';

/** /confirm-registration?token=…: the link of the sign-up mail. Creates the account, signs it in, starts the first card. */
export function ConfirmRegistrationPage({ token: linked }: { token: string | undefined }) {
  const t = useT();
  const token = tokenFromLink(linked);
  const navigate = useNavigate();
  const { submit, openModal } = useAuthActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const failure = token ? refusal : t('auth.confirmNoToken');
  const started = useRef(false);
  useDocumentTitle(t('auth.confirmTitle'));

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    // The page says a refusal itself (a token of the wrong form is refused by its field, with the same words as a spent one).
    void submit({ kind: 'confirm', input: { token } }, { quiet: true }).then((error) => {
      if (error) setRefusal(error.fieldErrors.token ?? error.message);
      else void navigate({ to: '/editor', search: { guided: 1 }, replace: true });
    });
  }, [navigate, submit, token]);

  return (
    <section className="page page-narrow" aria-live="polite">
      <h1>{failure ? t('auth.confirmFailed') : t('auth.confirmTitle')}</h1>
      {failure ? (
        <>
          <p>{failure}</p>
          {/* Sign up again; or, for a link that was already used, sign in. */}
          <div className="button-row">
            <Button type="button" onClick={() => openModal('register')}>
              {t('auth.confirmRegisterAgain')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => openModal('login')}>
              {t('auth.switchToLogin')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('auth.confirming')}</p>
      )}
    </section>
  );
}
