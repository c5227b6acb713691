import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '../../shared/contract/auth';
import { Dialog, DialogHeader } from '../components/Dialog';
import { useAuthActions } from '../features/auth';
import { emitAppEvent, onAppEvent } from '../lib/events';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { navLinksFor } from './nav-links';

/**
 * The side menu under 768px, and wherever the header's links do not fit beside its actions: the header's links plus
 * account settings/logout or login/register, and the support chat (whose floating button, on a phone, shows only where
 * it covers nothing of the page).
 */
export default function MobileMenu({ open, onClose, user }: { open: boolean; onClose: () => void; user: User | null }) {
  const t = useT();
  const { openModal, logout } = useAuthActions();

  useEffect(() => onAppEvent('auth-modal-sync', () => onClose()), [onClose]);

  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy="mobile-menu-title" className="mobile-menu">
      <DialogHeader id="mobile-menu-title" title={t('nav.mobileMenu')} closeLabel={t('nav.closeMenu')} onClose={onClose} />
      <nav aria-label={t('nav.main')}>
        <ul className="mobile-menu-links">
          {navLinksFor(user).map((link) => (
            <li key={link.label}>
              <Link to={link.to} search={link.search} onClick={onClose}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          {user && (
            <li>
              <Link to="/account" onClick={onClose}>
                {t('nav.accountSettings')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="mobile-menu-item" onClick={then(() => emitAppEvent('show-support-chat', {}))}>
              {t('support.launcher')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="mobile-menu-actions">
        {user ? (
          <button type="button" className="btn btn-secondary" onClick={then(() => void logout())}>
            {t('nav.logout')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" onClick={then(() => openModal('login'))}>
              {t('nav.login')}
            </button>
            <button type="button" className="btn btn-primary" onClick={then(() => openModal('register'))}>
              {t('nav.register')}
            </button>
          </>
        )}
        <LanguageSwitch className="language-switch-wide" />
      </div>
    </Dialog>
  );
}
