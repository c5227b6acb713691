import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { request } from '../../lib/api';
import { fieldsOf } from '../../lib/answer';
import { useT } from '../../i18n';
import { authModalAtom } from './atoms';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SecondFactorForm } from './SecondFactorForm';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { Button } from '../../components/Button';
import { dismissAuthRefusal, useAuthActions } from './use-auth-actions';

/** Whether this server offers Google sign-in; asked once per visit, when the dialog first opens. */
const providersQuery = {
  queryKey: ['/api/auth/providers'],
  queryFn: async () => fieldsOf(await request('GET', '/api/auth/providers')).google === true,
  staleTime: Infinity,
};

/**
 * The one login/register dialog (a dialog over the page, not a route): a link switches modes; Google sign-in is offered
 * in both when configured, a passkey when signing in. It also asks for a reset link, and for the second factor of a
 * sign-in whose password was right.
 */
export default function AuthModal() {
  const t = useT();
  const [modal, setModal] = useAtom(authModalAtom);
  const { closeModal, startGoogleSignIn } = useAuthActions();
  const isLogin = modal.mode === 'login';
  const freePlan = modal.offer === 'free';
  const { data: googleAvailable = false } = useQuery({ ...providersQuery, enabled: modal.open });
  const passkey = usePasskeySignIn();
  // A refusal's toast belongs to the form that was refused: it goes when the dialog turns to another form or closes.
  const formShown = modal.open ? modal.mode : null;
  useEffect(() => (formShown ? dismissAuthRefusal : undefined), [formShown]);
  if (modal.mode === 'forgot' || modal.mode === 'second-factor') {
    const forgot = modal.mode === 'forgot';
    return (
      <Dialog open={modal.open} onClose={closeModal} labelledBy="auth-modal-title" className="auth-modal">
        <DialogHeader id="auth-modal-title" title={forgot ? t('auth.forgotTitle') : t('auth.secondFactorTitle')} closeLabel={t('common.close')} onClose={closeModal} />
        {forgot ? <ForgotPasswordForm /> : <SecondFactorForm methods={modal.methods ?? []} />}
      </Dialog>
    );
  }

  return (
    <Dialog open={modal.open} onClose={closeModal} labelledBy="auth-modal-title" className="auth-modal">
      <DialogHeader id="auth-modal-title" title={isLogin ? t('auth.loginTitle') : t('auth.registerTitle')} closeLabel={t('common.close')} onClose={closeModal} />
      {/* What the sign-up starts with, as the plan chosen on the way here (else the trial), and what follows it. */}
      {!isLogin && (
        <div className="dialog-subtitle">
          <p>{t(freePlan ? 'auth.registerSubtitleFree' : 'auth.registerSubtitle')}</p>
          <p>{t(freePlan ? 'auth.registerFreeTrial' : 'auth.registerTrialEnd')}</p>
        </div>
      )}
      {isLogin ? <LoginForm key="login" /> : <RegisterForm key="register" />}
      {isLogin && (
        <Button type="button" variant="secondary" className="passkey-button" busy={passkey.busy} onClick={() => void passkey.signIn()}>
          {t('auth.passkeySignIn')}
        </Button>
      )}
      {googleAvailable && (
        <>
          <p className="auth-divider">
            <span>{t('auth.or')}</span>
          </p>
          <button type="button" className="btn btn-secondary google-button" onClick={startGoogleSignIn}>
            <span aria-hidden="true" className="google-mark">
              G
            </span>
            {t('auth.google')}
          </button>
        </>
      )}
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => setModal({ open: true, mode: isLogin ? 'register' : 'login', ...(modal.offer && { offer: modal.offer }) })}>
          {isLogin ? t('auth.switchToRegister') : t('auth.switchToLogin')}
        </button>
      </p>
    </Dialog>
  );
}
