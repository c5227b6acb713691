import type { Locale } from '../contract/auth';
import type { Notification, NotificationEvent } from '../contract/notifications';
import { shownPackageLanguage } from '../contract/products';
import type { FeatureMessageKey } from './he';

/** What the texts are made from: the stored Hebrew texts, and what the notification tells of. */
export type NotificationTold = Pick<Notification, 'title' | 'content'> & (NotificationEvent | { kind: null; params: Record<string, never> });

/**
 * A notification's title and text in the reader's language: in Hebrew the stored texts, in another language the same
 * event told from its kind and values; one of unknown kind keeps its stored texts. The bell and the pushes to a phone both say it so.
 */
export function notificationTexts(notification: NotificationTold, language: Locale, t: (key: FeatureMessageKey, params?: Record<string, string>) => string): { title: string; content: string } {
  if (language === 'he' || notification.kind === null) return { title: notification.title, content: notification.content };
  switch (notification.kind) {
    case 'lead':
      return { title: t('notifications.lead.title', notification.params), content: t('notifications.lead.content', notification.params) };
    case 'support_reply':
      return { title: t('notifications.supportReply.title'), content: t('notifications.supportReply.content') };
    case 'plan_moved': {
      const { packageName, packageNameEn, packageNameAr, packageNameRu } = notification.params;
      const names = { he: packageName, en: packageNameEn, ar: packageNameAr ?? '', ru: packageNameRu ?? '' };
      const name = names[shownPackageLanguage(language, names)];
      return { title: t('notifications.planMoved.title'), content: t('notifications.planMoved.content', { name }) };
    }
    case 'lead_reminder':
      return { title: t('notifications.reminder.title', notification.params), content: t('notifications.reminder.content') };
    case 'lead_deleted':
      return { title: t('notifications.leadDeleted.title'), content: t('notifications.leadDeleted.content') };
    case 'order_shipped':
      return { title: t('notifications.orderShipped.title'), content: t('notifications.orderShipped.content', notification.params) };
    case 'team_left':
      return { title: t('notifications.teamLeft.title', notification.params), content: t('notifications.teamLeft.content', notification.params) };
    case 'team_closed':
      return { title: t('notifications.teamClosed.title', notification.params), content: t('notifications.teamClosed.content') };
    case 'team_removed':
      return { title: t('notifications.teamRemoved.title', notification.params), content: t('notifications.teamRemoved.content') };
  }
}
