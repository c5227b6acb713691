import { Outlet, useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ToastSlot, ToastViewport } from '../components/Toast';
import { AuthEffects, ConnectingOverlay, authModalAtom } from '../features/auth';
import { SupportLauncher } from '../features/support/SupportLauncher';
import { shellPartsFor } from '../lib/shell';
import { useT } from '../i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveUpdates } from './LiveUpdates';
import { ScrollToTop } from './ScrollToTop';

const AuthModal = lazy(() => import('../features/auth/AuthModal'));

/**
 * The frame around every page: header, main, footer and support chat by path, toasts, the auth modal and overlay, and
 * the signed-in user's live updates.
 */
export function Shell() {
  const t = useT();
  const pathname = useLocation({ select: (location) => location.pathname });
  const parts = shellPartsFor(pathname);
  const modalOpen = useAtomValue(authModalAtom).open;

  return (
    <>
      {/* It skips the header: a page without one starts with its content. */}
      {parts.header && (
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
      )}
      {parts.header ? <Header /> : <ToastSlot alone />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {parts.footer && <Footer />}
      {parts.supportChat && <SupportLauncher />}
      <ToastViewport />
      <ConnectingOverlay />
      {modalOpen && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <AuthEffects />
      <LiveUpdates />
      <ScrollToTop />
    </>
  );
}
