import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Notification } from '../../../api/contract/notifications';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import { notificationsQueryOptions, useMarkAllNotificationsRead } from './queries';
import './notifications.css';

/** Closes an open popover on Escape (focus back to its button) and on a pointer press outside it. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root, button]);
}

/** The header's bell: an unread badge, and a list that marks everything read when opened (spec §4). */
export function NotificationsPopover() {
  const t = useT();
  const { data: notifications = [], isError } = useQuery(notificationsQueryOptions);
  const markAllRead = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = notifications.filter((n) => !n.isRead).length;
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const toggle = () => {
    if (!open && unread > 0) markAllRead.mutate();
    setOpen(!open);
  };

  return (
    <div className="notifications" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notifications-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 && (
          <span className="notifications-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notifications-panel" aria-labelledby={titleId}>
          <h2 id={titleId} className="notifications-title">
            {t('notifications.title')}
          </h2>
          {isError ? (
            <p className="notifications-empty">{t('notifications.loadError')}</p>
          ) : notifications.length === 0 ? (
            <p className="notifications-empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notifications-list">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          )}
          <Link to="/leads" className="notifications-more" onClick={close}>
            {t('notifications.toLeads')}
          </Link>
        </section>
      )}
    </div>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <li className="notifications-item">
      <p className="notifications-item-title">{notification.title}</p>
      <p className="notifications-item-content">{notification.content}</p>
      <time className="notifications-item-time" dateTime={notification.createdAt}>
        {formatDate(notification.createdAt)}
      </time>
    </li>
  );
}
