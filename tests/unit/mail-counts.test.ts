import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../api/mail/texts';

const closing = (words: { closing: readonly string[] }) => words.closing[0]!.split(/[.،] /)[0];

describe('the mails count in the form Russian and Arabic give the number', () => {
  it('tells how long a link is valid', () => {
    const ruHours = (hours: number) => closing(MAIL_TEXTS.ru.confirmation({ username: 'Dana', hours }));
    expect([1, 2, 5, 24, 48].map(ruHours)).toEqual(['Ссылка действует 1 час', 'Ссылка действует 2 часа', 'Ссылка действует 5 часов', 'Ссылка действует 24 часа', 'Ссылка действует 48 часов']);
    const arHours = (hours: number) => closing(MAIL_TEXTS.ar.confirmation({ username: 'Dana', hours }));
    expect([1, 2, 3, 11, 48, 100].map(arHours)).toEqual([
      'مدة صلاحية الرابط ساعة واحدة',
      'مدة صلاحية الرابط ساعتان',
      'مدة صلاحية الرابط 3 ساعات',
      'مدة صلاحية الرابط 11 ساعة',
      'مدة صلاحية الرابط 48 ساعة',
      'مدة صلاحية الرابط 100 ساعة',
    ]);
    expect(MAIL_TEXTS.ru.emailChange({ name: 'Dana', hours: 24 }).closing[0]).toMatch(/^Ссылка действует 24 часа и только один раз\./);
    expect(MAIL_TEXTS.ar.emailChange({ name: 'Dana', hours: 2 }).closing[0]).toMatch(/^يعمل الرابط مرة واحدة، ومدة صلاحيته ساعتان\./);
    expect(closing(MAIL_TEXTS.ru.invitation({ inviterName: 'Dana', organisationName: 'Acme', days: 7 }))).toBe('Ссылка действует 7 дней');
    expect(closing(MAIL_TEXTS.ar.invitation({ inviterName: 'Dana', organisationName: 'Acme', days: 7 }))).toBe('مدة صلاحية الرابط 7 أيام');
    expect(MAIL_TEXTS.ru.passwordReset({ name: 'Dana', minutes: 30, contactUrl: 'x' }).closing[0]).toMatch(/^Ссылка действует 30 минут и только один раз\./);
    expect(MAIL_TEXTS.ar.passwordReset({ name: 'Dana', minutes: 30, contactUrl: 'x' }).closing[0]).toMatch(/^يعمل الرابط مرة واحدة، ومدة صلاحيته 30 دقيقة\./);
  });

  it("counts the morning digest's leads in its subject", () => {
    expect([1, 3, 5, 21].map((n) => MAIL_TEXTS.ru.digest.subject(n))).toEqual(['На сегодня у вас 1 лид', 'На сегодня у вас 3 лида', 'На сегодня у вас 5 лидов', 'На сегодня у вас 21 лид']);
    expect([1, 2, 3, 11].map((n) => MAIL_TEXTS.ar.digest.subject(n))).toEqual(['لديك اليوم عميل محتمل واحد', 'لديك اليوم عميلان محتملان', 'لديك اليوم 3 عملاء محتملين', 'لديك اليوم 11 عميلًا محتملًا']);
  });
});
