import type { Notification } from '../../../shared/contract/notifications';
import type { Language, MessageKey } from '../../i18n';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * A notification's title and text in the reader's language: in Hebrew the stored texts, in English
 * the same event told from its kind and values; one of unknown kind keeps its stored texts.
 */
export function notificationTexts(notification: Notification, language: Language, t: Translate): { title: string; content: string } {
  if (language === 'he' || notification.kind === null) return { title: notification.title, content: notification.content };
  switch (notification.kind) {
    case 'lead':
      return { title: t('notifications.lead.title', notification.params), content: t('notifications.lead.content', notification.params) };
    case 'support_reply':
      return { title: t('notifications.supportReply.title'), content: t('notifications.supportReply.content') };
    case 'plan_moved': {
      const name = notification.params.packageNameEn || notification.params.packageName;
      return { title: t('notifications.planMoved.title'), content: t('notifications.planMoved.content', { name }) };
    }
    case 'lead_reminder':
      return { title: t('notifications.reminder.title', notification.params), content: t('notifications.reminder.content') };
    case 'lead_deleted':
      return { title: t('notifications.leadDeleted.title', notification.params), content: t('notifications.leadDeleted.content') };
  }
}

/** The bell's name for screen readers: the unread count, one notification in the singular. */
export function bellLabel(unread: number, t: Translate): string {
  if (unread === 0) return t('notifications.open');
  return unread === 1 ? t('notifications.openUnreadOne') : t('notifications.openUnread', { count: unread });
}
