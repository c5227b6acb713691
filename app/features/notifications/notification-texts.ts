import type { Notification } from '../../../shared/contract/notifications';
import { countedText, type Language, type Translate } from '../../i18n';

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
      return { title: t('notifications.leadDeleted.title'), content: t('notifications.leadDeleted.content') };
    case 'order_shipped':
      return { title: t('notifications.orderShipped.title'), content: t('notifications.orderShipped.content', notification.params) };
  }
}

/** The bell's name for screen readers: the unread count, one notification in the singular. */
export function bellLabel(unread: number, t: Translate): string {
  return unread === 0 ? t('notifications.open') : countedText(t, 'notifications.openUnread', unread);
}
