import { countedText, type Translate } from '../../i18n';

export { notificationTexts } from '../../../shared/i18n/notification-texts';

/** The bell's name for screen readers: the unread count, one notification in the singular. */
export function bellLabel(unread: number, t: Translate): string {
  return unread === 0 ? t('notifications.open') : countedText(t, 'notifications.openUnread', unread);
}
