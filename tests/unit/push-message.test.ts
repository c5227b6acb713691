import { describe, expect, it } from 'vitest';
import { pushMessageOf } from '../../api/push/message';
import type { PushedNotification } from '../../api/push/repo';
import { LEAD_NOTIFICATION } from '../../shared/contract/notifications';

const lead = (id: number, leadName: string): PushedNotification => ({
  id,
  kind: 'lead',
  params: { leadName, cardName: 'סטודיו גל', leadId: String(id) },
  title: LEAD_NOTIFICATION.title(leadName),
  content: LEAD_NOTIFICATION.content('סטודיו גל'),
});

const planMoved: PushedNotification = { id: 9, kind: 'plan_moved', params: { packageName: 'עסקי', packageNameEn: 'Business' }, title: 'החבילה שלך עודכנה', content: 'המינוי שלך הועבר לחבילה "עסקי".' };

describe('what a push says', () => {
  it('tells of one notification as the bell does, in the account’s language, opening its page', () => {
    expect(pushMessageOf([planMoved], 'en')).toEqual({
      title: 'Your plan was updated',
      body: 'Your subscription was moved to the "\u2068Business\u2069" plan. See the details on the My subscription page.',
      lang: 'en',
      dir: 'ltr',
      tag: 'kartis-plan_moved',
      url: '/subscription',
    });
    expect(pushMessageOf([planMoved], 'he')).toMatchObject({ title: 'החבילה שלך עודכנה', lang: 'he', dir: 'rtl' });
  });

  it('names the package in Russian or Arabic where it has a name there, else in English', () => {
    const named = { ...planMoved, params: { ...planMoved.params, packageNameRu: 'Бизнес', packageNameAr: '' } };
    expect(pushMessageOf([named], 'ru').body).toContain('«\u2068Бизнес\u2069»');
    expect(pushMessageOf([named], 'ar').body).toContain('«\u2068Business\u2069»');
  });

  it('keeps a lead’s name in its own direction in a Hebrew or Arabic push: "@dana" read "dana@", "Dana (Studio)." lost its order', () => {
    expect(pushMessageOf([lead(1, '@dana')], 'he').title).toBe('ליד חדש: \u2068@dana\u2069');
    expect(pushMessageOf([lead(1, 'Dana (Studio).')], 'ar').title).toBe('عميل محتمل جديد: \u2068Dana (Studio).\u2069');
    expect(pushMessageOf([lead(1, 'דנה')], 'he').body).toBe('התקבלה פנייה חדשה דרך הכרטיס "\u2068סטודיו גל\u2069". הפרטים מחכים לך בעמוד הלידים.');
  });

  it('gathers several leads into their count under the leads’ tag, naming the newest', () => {
    expect(pushMessageOf([lead(1, 'אבי'), lead(2, 'דנה'), lead(3, 'Noa')], 'en')).toEqual({
      title: '3 new leads',
      body: 'New lead: \u2068Noa\u2069',
      lang: 'en',
      dir: 'ltr',
      tag: 'kartis-lead',
      url: '/leads',
    });
  });

  it('gathers notifications of different kinds into a count that opens the dashboard', () => {
    expect(pushMessageOf([lead(1, 'אבי'), planMoved], 'he')).toEqual({
      title: '2 התראות חדשות',
      body: 'החבילה שלך עודכנה',
      lang: 'he',
      dir: 'rtl',
      tag: 'kartis-notifications',
      url: '/dashboard',
    });
  });

  it('counts in Russian and Arabic with the form of the noun the number takes', () => {
    const leads = (n: number) => Array.from({ length: n }, (_, i) => lead(i + 1, 'Noa'));
    expect([2, 5, 21].map((n) => pushMessageOf(leads(n), 'ru').title)).toEqual(['2 новых лида', '5 новых лидов', '21 новый лид']);
    expect([2, 3, 11, 100].map((n) => pushMessageOf(leads(n), 'ar').title)).toEqual(['عميلان محتملان جديدان', '3 عملاء محتملين جدد', '11 عميلًا محتملًا جديدًا', '100 عميل محتمل جديد']);
    expect(pushMessageOf([lead(1, 'Noa'), planMoved], 'ru').title).toBe('2 новых уведомления');
    expect(pushMessageOf([lead(1, 'Noa'), planMoved], 'ar').title).toBe('إشعاران جديدان');
  });
});
