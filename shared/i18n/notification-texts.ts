import type { Locale } from '../contract/auth';
import type { Notification, NotificationEvent } from '../contract/notifications';
import { shownPackageLanguage } from '../contract/products';
import type { FeatureMessageKey } from './he';

/** What the texts are made from: the stored Hebrew texts, and what the notification tells of. */
export type NotificationTold = Pick<Notification, 'title' | 'content'> & (NotificationEvent | { kind: null; params: Record<string, never> });

/** One text of a notification: its key among the feature texts and the values put into it. */
export interface NotificationMessage {
  key: FeatureMessageKey;
  params?: Record<string, string>;
}

/**
 * What a notification says, as the keys of its title and text and the values in them (a lead's name, a team's): what
 * the bell puts together with each value isolated, and `notificationTexts` as plain text. Null for one of unknown kind,
 * which has only its stored texts.
 */
export function notificationMessages(notification: NotificationTold, language: Locale): { title: NotificationMessage; content: NotificationMessage } | null {
  switch (notification.kind) {
    case null:
      return null;
    case 'lead':
      return { title: { key: 'notifications.lead.title', params: notification.params }, content: { key: 'notifications.lead.content', params: notification.params } };
    case 'support_reply':
      return { title: { key: 'notifications.supportReply.title' }, content: { key: 'notifications.supportReply.content' } };
    case 'plan_moved': {
      const { packageName, packageNameEn, packageNameAr, packageNameRu } = notification.params;
      const names = { he: packageName, en: packageNameEn, ar: packageNameAr ?? '', ru: packageNameRu ?? '' };
      const name = names[shownPackageLanguage(language, names)];
      return { title: { key: 'notifications.planMoved.title' }, content: { key: 'notifications.planMoved.content', params: { name } } };
    }
    case 'lead_reminder':
      return { title: { key: 'notifications.reminder.title', params: notification.params }, content: { key: 'notifications.reminder.content' } };
    case 'lead_deleted':
      return { title: { key: 'notifications.leadDeleted.title' }, content: { key: 'notifications.leadDeleted.content' } };
    case 'order_shipped':
      return { title: { key: 'notifications.orderShipped.title' }, content: { key: 'notifications.orderShipped.content', params: notification.params } };
    case 'team_left':
      return { title: { key: 'notifications.teamLeft.title', params: notification.params }, content: { key: 'notifications.teamLeft.content', params: notification.params } };
    case 'team_closed':
      return { title: { key: 'notifications.teamClosed.title', params: notification.params }, content: { key: 'notifications.teamClosed.content' } };
    case 'team_removed':
      return { title: { key: 'notifications.teamRemoved.title', params: notification.params }, content: { key: 'notifications.teamRemoved.content' } };
  }
}

/**
 * A notification's title and text in the reader's language: in Hebrew the stored texts, in another language the same
 * event told from its kind and values; one of unknown kind keeps its stored texts. The pushes to a phone say it so.
 */
export function notificationTexts(notification: NotificationTold, language: Locale, t: (key: FeatureMessageKey, params?: Record<string, string>) => string): { title: string; content: string } {
  const messages = language === 'he' ? null : notificationMessages(notification, language);
  if (!messages) return { title: notification.title, content: notification.content };
  return { title: t(messages.title.key, messages.title.params), content: t(messages.content.key, messages.content.params) };
}
