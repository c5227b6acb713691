import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { DEMO_ACCOUNT } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { isExpiryNoticeShowing, useSession } from './session';
import { useAuthActions } from './use-auth-actions';

/** The "protected page" notice with a login button, for a visitor on a page that needs an account. */
function ProtectedNotice() {
  const t = useT();
  const { openModal } = useAuthActions();
  useDocumentTitle(t('auth.required.title'));
  return (
    <section className="page page-narrow status-page">
      <p className="status-icon" aria-hidden="true">🔒</p>
      <h1>{t('auth.protectedPage')}</h1>
      <p>{t('auth.required.text')}</p>
      <Button onClick={() => openModal('login')}>{t('nav.login')}</Button>
    </section>
  );
}

/** On first sight of a logged-out visitor: open the login modal and show the "login required" toast. */
function usePromptLogin(active: boolean): void {
  const t = useT();
  const { openModal } = useAuthActions();
  useEffect(() => {
    if (!active) return;
    openModal('login');
    // After an automatic logout its toast already says why, and only one toast shows at a time.
    if (!isExpiryNoticeShowing()) toast({ title: t('auth.required.title'), description: t('auth.required.text'), variant: 'warning' });
    // Only when the visitor arrives (or logs out) here, not when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, openModal]);
}

/**
 * Tells whoever tries the shared demo account that its changes are refused. Drawn with the page it sits on (not
 * above it once the session arrives), so nothing on the page moves when it appears.
 */
function DemoBanner() {
  const t = useT();
  return (
    <p className="demo-banner" role="status">
      {t('app.demoReadOnly')}
    </p>
  );
}

/** Renders its children for a logged-in user; otherwise the notice, the modal and the toast. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  usePromptLogin(session.status === 'out');
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'out') return <ProtectedNotice />;
  return (
    <>
      {session.user.email === DEMO_ACCOUNT.email && <DemoBanner />}
      {children}
    </>
  );
}

/** Renders its children for an admin; a logged-in non-admin sees the notice and goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  const isNonAdmin = session.status === 'in' && session.user.userRole !== 'admin';
  usePromptLogin(session.status === 'out');
  useEffect(() => {
    if (!isNonAdmin) return;
    toast({ title: t('auth.required.title'), description: t('auth.adminOnly'), variant: 'warning' });
    void navigate({ to: '/', replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNonAdmin, navigate]);
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'out' || isNonAdmin) return <ProtectedNotice />;
  return children;
}
