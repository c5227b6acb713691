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
 * What a notification says as its kind's texts, when it can be told so: in another language than Hebrew whenever its
 * kind is known; in Hebrew, in which notices are stored as said, only where the stored texts are its kind's (a card
 * read from a photo is told as a lead, in words of its own). Null where only the stored texts tell it.
 */
export function toldMessages(
  notification: NotificationTold,
  language: Locale,
  t: (key: FeatureMessageKey, params?: Record<string, string>) => string,
): { title: NotificationMessage; content: NotificationMessage } | null {
  const messages = notificationMessages(notification, language);
  const plain = ({ key, params }: NotificationMessage) => t(key, params);
  if (!messages || (language === 'he' && (plain(messages.title) !== notification.title || plain(messages.content) !== notification.content))) return null;
  return messages;
}

/** A value kept in its own direction inside a sentence (FSI … PDI): "@dana" or "Dana (Studio)." in a right-to-left line. */
const isolatedValue = (value: string) => `\u2068${value}\u2069`;

/**
 * A notification's title and text in the reader's language: the stored texts, or the same event told from its kind and
 * values (see `toldMessages`), with `isolate` each value in its own direction, as a phone's notification shows it.
 */
export function notificationTexts(
  notification: NotificationTold,
  language: Locale,
  t: (key: FeatureMessageKey, params?: Record<string, string>) => string,
  { isolate = false }: { isolate?: boolean } = {},
): { title: string; content: string } {
  const messages = toldMessages(notification, language, t);
  if (!messages) return { title: notification.title, content: notification.content };
  const told = ({ key, params }: NotificationMessage) => t(key, params && (isolate ? Object.fromEntries(Object.entries(params).map(([name, value]) => [name, isolatedValue(value)])) : params));
  return { title: told(messages.title), content: told(messages.content) };
}
