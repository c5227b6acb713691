import { describe, expect, it } from 'vitest';
import { countedText, interpolate, type MessageKey, type Translate } from '../../../app/i18n';
import { chartSummary } from '../../../app/features/stats/ViewsChart';
import type { StatsDay } from '../../../shared/contract/stats';
import { ar, arPlurals } from '../../../shared/i18n/ar';
import { en } from '../../../shared/i18n/en';
import { he } from '../../../shared/i18n/he';
import { ru, ruPlurals } from '../../../shared/i18n/ru';

/** A translator over one language's feature texts, as the app's `t` fills them, with the language's plural forms. */
const translator = (table: Partial<Record<MessageKey, string>>): Translate => {
  const t = (key: MessageKey, params?: Record<string, string | number>) => interpolate(table[key] ?? key, params);
  if (table === ru) return Object.assign(t, { plurals: { language: 'ru' as const, forms: ruPlurals } });
  if (table === ar) return Object.assign(t, { plurals: { language: 'ar' as const, forms: arPlurals } });
  return t;
};

const day = (date: string, views: number, uniques: number): StatsDay => ({ day: date, views, uniques, clicks: 0, contactSaves: 0, shares: 0, leads: 0 });

/** The chart's sentence about two days, the second with all the views and visitors; its period left out, its no-break spaces plain. */
const summary = (table: Partial<Record<MessageKey, string>>, views: number, uniques: number) =>
  chartSummary([day('2026-11-02', 0, 0), day('2026-11-03', views, uniques)], translator(table)).replace(/^.*?: /, '').replaceAll('\u00a0', ' ');

/** The leads page's and the plans page's waiting leads and the security page's recovery codes, for `count`. */
const texts = (table: Partial<Record<MessageKey, string>>, count: number) =>
  (['leads.planRequired', 'billing.waitingLeads', 'account.totpOn'] as const).map((key) => countedText(translator(table), key, count));

/** A count's text in one language for each of `counts`. */
const counted = (table: Partial<Record<MessageKey, string>>, key: 'support.launcherUnread' | 'support.inboxOpenWaiting' | 'team.seatsPending', counts: number[]) =>
  counts.map((count) => countedText(translator(table), key, count));

describe('counts told with their nouns', () => {
  it('names one view and one visitor in the singular in the chart summary, in Hebrew and English', () => {
    expect(summary(he, 1, 1)).toBe('צפייה אחת ומבקר ייחודי אחד. היום העמוס ביותר: 3 בנובמבר 2026, עם צפייה אחת.');
    expect(summary(he, 4, 2)).toBe('4 צפיות ו\u20112 מבקרים ייחודיים. היום העמוס ביותר: 3 בנובמבר 2026, עם 4 צפיות.');
    expect(summary(en, 1, 1)).toBe('1 view and 1 unique visitor. Busiest day: 3 בנובמבר 2026, with 1 view.');
    expect(summary(en, 1234, 3)).toBe('1,234 views and 3 unique visitors. Busiest day: 3 בנובמבר 2026, with 1,234 views.');
  });

  it('gives each count in Arabic and Russian the form of its noun that the number takes', () => {
    expect(summary(ar, 1, 1)).toBe('مشاهدة واحدة وزائر فريد واحد. أكثر الأيام نشاطًا: 3 בנובמבר 2026، بمشاهدة واحدة.');
    expect(summary(ar, 2, 2)).toBe('مشاهدتان وزائران فريدان. أكثر الأيام نشاطًا: 3 בנובמבר 2026، بمشاهدتين.');
    expect(summary(ar, 5, 3)).toBe('5 مشاهدات و3 زوار فريدين. أكثر الأيام نشاطًا: 3 בנובמבר 2026، بـ5 مشاهدات.');
    expect(summary(ar, 11, 100)).toBe('11 مشاهدة و100 زائر فريد. أكثر الأيام نشاطًا: 3 בנובמבר 2026، بـ11 مشاهدة.');
    expect(summary(ru, 5, 1)).toBe('5 просмотров, 1 уникальный посетитель. Самый активный день: 3 בנובמבר 2026 (5 просмотров).');
    expect(summary(ru, 22, 21)).toBe('22 просмотра, 21 уникальный посетитель. Самый активный день: 3 בנובמבר 2026 (22 просмотра).');
  });

  it('tells one waiting lead and one recovery code in the singular', () => {
    expect(texts(he, 1)).toEqual([
      'צפייה בלידים דורשת מנוי פעיל. ליד אחד ממתין לכם ונשמר עד שתצטרפו.',
      'ליד אחד ממתין לכם ונשמר עד שתצטרפו.',
      'מופעלת: אחרי הסיסמה מתבקש קוד מהאפליקציה. נותר קוד שחזור אחד. לכיבוי, הזינו את הסיסמה וקוד.',
    ]);
    expect(texts(he, 3)[1]).toBe('3 לידים ממתינים לכם ונשמרים עד שתצטרפו.');
    expect(texts(en, 1)[1]).toBe('1 lead is waiting for you and will be kept until you choose a plan.');
    expect(texts(en, 2)[1]).toBe('2 leads are waiting for you and will be kept until you choose a plan.');
    expect(texts(ru, 1)[1]).toBe('Вас ожидает 1 лид. Он сохранится, пока вы не подключите тариф.');
    expect(texts(ru, 3)[1]).toBe('Вас ожидают 3 лида. Они сохранятся, пока вы не подключите тариф.');
    expect(texts(ru, 5)[1]).toBe('Вас ожидают 5 лидов. Они сохранятся, пока вы не подключите тариф.');
    expect(texts(ar, 2)[1]).toBe('عميلان محتملان بانتظارك. يُحتفظ بهما حتى تنضم.');
    expect(texts(ar, 3)[1]).toBe('3 عملاء محتملين بانتظارك. يُحتفظ بهم حتى تنضم.');
    expect(texts(ar, 11)[1]).toBe('11 عميلًا محتملًا بانتظارك. يُحتفظ بهم حتى تنضم.');
  });

  it('tells the recovery codes left in the form Russian and Arabic give the number', () => {
    expect([1, 3, 5, 21].map((n) => texts(ru, n)[2]!.split('. ')[1])).toEqual(['Остался 1 резервный код', 'Осталось 3 резервных кода', 'Осталось 5 резервных кодов', 'Остался 21 резервный код']);
    expect([1, 2, 3, 11].map((n) => texts(ar, n)[2]!.split('. ')[1])).toEqual(['بقي رمز استرداد واحد', 'بقي رمزا استرداد', 'بقيت 3 رموز استرداد', 'بقي 11 رمز استرداد']);
  });

  it('counts new support messages, requests waiting for an answer and seats held for invitations in the form Russian and Arabic give the number', () => {
    expect(counted(ru, 'support.launcherUnread', [1, 3, 5])).toEqual(['Чат поддержки, 1 новое сообщение', 'Чат поддержки, 3 новых сообщения', 'Чат поддержки, 5 новых сообщений']);
    expect(counted(ar, 'support.launcherUnread', [2, 3, 11])).toEqual(['دردشة الدعم، رسالتان جديدتان', 'دردشة الدعم، 3 رسائل جديدة', 'دردشة الدعم، 11 رسالة جديدة']);
    expect(counted(ru, 'support.inboxOpenWaiting', [1, 2, 5])).toEqual(['Обращения в поддержку, 1 ждёт ответа', 'Обращения в поддержку, 2 ждут ответа', 'Обращения в поддержку, 5 ждут ответа']);
    expect(counted(ar, 'support.inboxOpenWaiting', [2, 3, 11])).toEqual(['طلبات الدعم، طلبان بانتظار الرد', 'طلبات الدعم، 3 طلبات بانتظار الرد', 'طلبات الدعم، 11 طلبًا بانتظار الرد']);
    expect(counted(ru, 'team.seatsPending', [2, 5])).toEqual(['Из них 2 места закреплены за ещё не принятыми приглашениями', 'Из них 5 мест закреплено за ещё не принятыми приглашениями']);
    expect(counted(ar, 'team.seatsPending', [2, 3, 11])).toEqual(['منها مقعدان محجوزان لدعوتين لم تُقبلا بعد', 'منها 3 مقاعد محجوزة لدعوات لم تُقبل بعد', 'منها 11 مقعدًا محجوزًا لدعوات لم تُقبل بعد']);
  });

  it('says in plain words what the authenticator app asks for once on, in English too', () => {
    expect(texts(en, 10)[2]).toBe('On: after your password, you enter a code from the app. 10 recovery codes left. To turn it off, enter your password and a code.');
    expect(texts(en, 1)[2]).toBe('On: after your password, you enter a code from the app. 1 recovery code left. To turn it off, enter your password and a code.');
  });

  it('tells the click-through rate as visits with a tap out of all, right for one visit too', () => {
    expect(interpolate(he['stats.ctr.explain'], { engaged: 1, visits: 1 })).toContain('ביקורים עם לחיצה בתקופה הזו: 1 מתוך 1.');
    expect(interpolate(en['stats.ctr.explain'], { engaged: 0, visits: 1 })).toContain('Visits with a tap in this period: 0 of 1.');
  });
});
