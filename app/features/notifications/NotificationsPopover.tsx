import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { HeaderPopover } from '../../components/HeaderPopover';
import type { Notification } from '../../../shared/contract/notifications';
import { formatDate } from '../../lib/format';
import { useAtomValue } from 'jotai';
import { languageAtom, useT } from '../../i18n';
import { bellLabel, bellTexts } from './notification-texts';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-read';
import { PushSwitch } from './push/PushSwitch';
import './notifications.css';

/**
 * The header's bell: an unread badge, and a list that marks everything read when opened. `onNewLead` is told when the
 * bell brings a new lead, so that lists of leads on screen are fetched again (they stay fresh for minutes otherwise).
 */
export function NotificationsPopover({ onNewLead }: { onNewLead: () => void }) {
  const t = useT();
  const { data: notifications = [], isError } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.filter((n) => !n.isRead).length;
  useNewLeadTold(notifications, onNewLead);

  return (
    <HeaderPopover
      label={bellLabel(unread, t)}
      title={t('notifications.title')}
      count={unread}
      onOpen={() => {
        if (unread > 0) markAllRead.mutate(Math.max(...notifications.map((n) => n.id)));
      }}
      icon={
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
      }
    >
      {(close) => (
        <>
          <PushSwitch />
          {isError ? (
            <p className="header-popover-empty">{t('notifications.loadError')}</p>
          ) : notifications.length === 0 ? (
            <p className="header-popover-empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notifications-list">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          )}
          <Link to="/leads" className="header-popover-more" onClick={close}>
            {t('notifications.toLeads')}
          </Link>
        </>
      )}
    </HeaderPopover>
  );
}

/** Calls `onNewLead` when the bell brings a lead newer than any it held before. */
function useNewLeadTold(notifications: Notification[], onNewLead: () => void) {
  const newestLead = Math.max(0, ...notifications.filter((n) => n.kind === 'lead').map((n) => n.id));
  const known = useRef(newestLead);
  useEffect(() => {
    if (newestLead <= known.current) return;
    known.current = newestLead;
    onNewLead();
  }, [newestLead, onNewLead]);
}

function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const { title, content } = bellTexts(notification, useAtomValue(languageAtom), t);
  return (
    <li className="notifications-item">
      <p className="notifications-item-title">{title}</p>
      <p className="notifications-item-content">{content}</p>
      <time className="notifications-item-time" dateTime={notification.createdAt}>
        {formatDate(notification.createdAt)}
      </time>
    </li>
  );
}
