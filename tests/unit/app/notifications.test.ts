import { describe, expect, it } from 'vitest';
import { bellLabel } from '../../../app/features/notifications/notification-texts';
import { interpolate, type MessageKey } from '../../../app/i18n';
import { en } from '../../../shared/i18n/en';
import { he } from '../../../shared/i18n/he';
import { ar, arPlurals } from '../../../shared/i18n/ar';
import { ru, ruPlurals } from '../../../shared/i18n/ru';

/** A translator over one language's feature texts, as the app's `t` fills them. */
const translator = (table: Partial<Record<MessageKey, string>>) => (key: MessageKey, params?: Record<string, string | number>) => interpolate(table[key] ?? key, params);

describe("the bell's name for screen readers", () => {
  it('says how many notifications are new, one in the singular', () => {
    const t = translator(he);
    expect([0, 1, 2, 12].map((unread) => bellLabel(unread, t))).toEqual(['התראות', 'התראות, התראה חדשה אחת', 'התראות, 2 חדשות', 'התראות, 12 חדשות']);
  });

  it('says how many are new in the form Russian and Arabic give the number', () => {
    const ruT = Object.assign(translator(ru), { plurals: { language: 'ru' as const, forms: ruPlurals } });
    const arT = Object.assign(translator(ar), { plurals: { language: 'ar' as const, forms: arPlurals } });
    expect([1, 3, 5, 21].map((unread) => bellLabel(unread, ruT))).toEqual(['Уведомления, 1 новое', 'Уведомления, 3 новых', 'Уведомления, 5 новых', 'Уведомления, 21 новое']);
    expect([1, 2, 3, 11].map((unread) => bellLabel(unread, arT))).toEqual(['الإشعارات، إشعار جديد واحد', 'الإشعارات، إشعاران جديدان', 'الإشعارات، 3 إشعارات جديدة', 'الإشعارات، 11 إشعارًا جديدًا']);
  });

  it('says the same in English', () => {
    const t = translator(en);
    expect([0, 1, 3].map((unread) => bellLabel(unread, t))).toEqual(['Notifications', 'Notifications, 1 new', 'Notifications, 3 new']);
  });
});
