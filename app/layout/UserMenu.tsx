import { Link } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../components/use-dismiss';
import type { User } from '../../shared/contract/auth';
import { useAuthActions } from '../features/auth';
import { useT } from '../i18n';
import { initialsOf } from './nav-links';
import { EmailAddress } from '../components/EmailAddress';

/** The initials avatar that opens a menu with account settings and logout. */
export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const { logout } = useAuthActions();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = user.displayName || user.username;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.userMenu', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(user.username)}
        </span>
      </button>
      {open && (
        <div id={menuId} className="user-menu-panel">
          <p className="user-menu-name">{name}</p>
          <p className="user-menu-email" dir="ltr">
            <EmailAddress email={user.email} />
          </p>
          <ul>
            <li>
              <Link to="/account" onClick={() => setOpen(false)}>
                {t('nav.accountSettings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
