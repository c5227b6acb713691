import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/contract/auth';
import { toldMessages, type NotificationMessage, type NotificationTold } from '../../../shared/i18n/notification-texts';
import { countedText, type Translate } from '../../i18n';
import { isolateValues } from '../../i18n/isolated';

/** The bell's name for screen readers: the unread count, one notification in the singular. */
export function bellLabel(unread: number, t: Translate): string {
  return unread === 0 ? t('notifications.open') : countedText(t, 'notifications.openUnread', unread);
}

/**
 * A notification as the bell shows it, in the reader's language, with the values people typed (a lead's name, a card's,
 * a team's) each isolated: "Dana (Studio)" or "@dana" in a Hebrew or Arabic line kept its brackets and its @ in the
 * wrong places. One told only by its stored texts shows them as stored.
 */
export function bellTexts(notification: NotificationTold, language: Locale, t: Translate): { title: ReactNode; content: ReactNode } {
  const messages = toldMessages(notification, language, t);
  if (!messages) return { title: notification.title, content: notification.content };
  const isolated = ({ key, params }: NotificationMessage) => isolateValues(t(key), params ?? {});
  return { title: isolated(messages.title), content: isolated(messages.content) };
}
