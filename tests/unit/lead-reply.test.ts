import { describe, expect, it } from 'vitest';
import type { Lead } from '../../shared/contract/leads';
import { firstName, leadReply, leadReplyLanguage, leadReplyLinks } from '../../shared/lead-mail/reply';

const YOAV = { ownerName: 'יואב', company: 'כרמל עיצובים', event: null };

describe("the owner's reply to a lead, written in the lead's language", () => {
  it('greets the lead by their first name and names the owner, the business and the event, in each card language', () => {
    expect(leadReply({ language: 'he', leadName: 'דנה לוי', ...YOAV, event: 'כנס יזמים 2026' }).text).toBe(
      'היי דנה, כאן יואב מכרמל עיצובים. שמחתי להכיר בכנס יזמים 2026! אשמח להמשיך את השיחה. מתי נוח לך?',
    );
    expect(leadReply({ language: 'ar', leadName: 'رنا حداد', ownerName: 'سامي', company: 'مطبعة الكرمل', event: 'معرض الناصرة' }).text).toBe(
      'مرحبًا رنا، معك سامي من مطبعة الكرمل. سعدتُ بالتعرّف عليك في معرض الناصرة! يسعدني أن نكمل حديثنا. متى يناسبك؟',
    );
    expect(leadReply({ language: 'ru', leadName: 'Анна Петрова', ownerName: 'Ольга', company: 'Студия Гал', event: 'Выставка' }).text).toBe(
      'Здравствуйте, Анна! Это Ольга (Студия Гал). Приятно было познакомиться на мероприятии «Выставка»! Давайте продолжим разговор. Когда вам удобно?',
    );
    expect(leadReply({ language: 'en', leadName: 'Dana Levi', ownerName: 'Yoav', company: 'Acme Ltd.', event: 'Expo' }).text).toBe(
      "Hi Dana, this is Yoav from Acme Ltd. Great to meet you at Expo! I'd be glad to continue our conversation. When would suit you?",
    );
  });

  it('leaves out what is not known: the name, the company, the event', () => {
    expect(leadReply({ language: 'he', leadName: '  ', ownerName: 'יואב', company: '', event: null }).text).toBe('היי, כאן יואב. שמחתי להכיר! אשמח להמשיך את השיחה. מתי נוח לך?');
    expect(leadReply({ language: 'ar', leadName: '', ownerName: 'سامي', company: '', event: '' }).text).toBe('مرحبًا، معك سامي. سعدتُ بالتعرّف عليك! يسعدني أن نكمل حديثنا. متى يناسبك؟');
    expect(leadReply({ language: 'ru', leadName: '', ownerName: 'Ольга', company: '', event: null }).text).toBe('Здравствуйте! Это Ольга. Приятно было познакомиться! Давайте продолжим разговор. Когда вам удобно?');
    expect(leadReply({ language: 'en', leadName: '', ownerName: 'Yoav', company: '', event: null }).text).toBe("Hi, this is Yoav. Great to meet you! I'd be glad to continue our conversation. When would suit you?");
  });

  it("joins Hebrew's prefixes to a Hebrew word and by a non-breaking hyphen to another, and says a business's own name once", () => {
    expect(leadReply({ language: 'he', leadName: 'Dana', ownerName: 'יואב', company: 'Acme', event: 'Tech Summit' }).text).toContain('כאן יואב מ\u2011Acme. שמחתי להכיר ב\u2011Tech Summit!');
    expect(leadReply({ language: 'he', leadName: 'דנה', ownerName: 'סטודיו גל', company: 'סטודיו גל', event: null }).text).toContain('כאן סטודיו גל. ');
  });

  it('writes the mail with a subject, its paragraphs and the owner signing it', () => {
    expect(leadReply({ language: 'en', leadName: 'Dana', ownerName: 'Yoav', company: 'Acme', event: 'Expo' })).toMatchObject({
      subject: 'Great to meet you at Expo',
      body: "Hi Dana,\n\nThis is Yoav from Acme. Great to meet you at Expo! I'd be glad to continue our conversation. When would suit you?\n\nYoav\n",
    });
    expect(leadReply({ language: 'he', leadName: 'דנה', ...YOAV }).subject).toBe('שמחתי להכיר');
  });

  it("takes the lead's first word as its first name", () => {
    expect(firstName('  דנה   לוי ')).toBe('דנה');
    expect(firstName('')).toBe('');
  });
});

const LEAD = {
  name: 'رنا حداد',
  phone: '050-123 4567',
  email: 'rana@example.com',
  event: null,
  cardName: 'Yoav Cohen',
  consentLanguage: 'ar',
  card: { language: 'ar', displayName: 'Yoav Cohen', givenName: 'Yoav', company: 'R&D #1' },
} satisfies Pick<Lead, 'name' | 'phone' | 'email' | 'event' | 'cardName' | 'consentLanguage' | 'card'>;

describe("the lead's reply links", () => {
  it("speak the language the lead's consent was shown in, else the card's, else the owner's own", () => {
    expect(leadReplyLanguage({ consentLanguage: 'ru', card: { ...LEAD.card, language: 'en' } }, 'he')).toBe('ru');
    expect(leadReplyLanguage({ consentLanguage: null, card: { ...LEAD.card, language: 'en' } }, 'he')).toBe('en');
    expect(leadReplyLanguage({ consentLanguage: null, card: null }, 'en')).toBe('en');
  });

  it('carry the message whole through wa.me, sms: and mailto: (spaces, Arabic and Hebrew letters, &, #, line breaks)', () => {
    const owner = { ...LEAD, card: { ...LEAD.card, company: 'R&D #1 ?=+%' }, event: 'كنس\nחיפה' };
    const links = leadReplyLinks(owner, 'he');
    const text = 'مرحبًا رنا، معك Yoav من R&D #1 ?=+%. سعدتُ بالتعرّف عليك في كنس\nחיפה! يسعدني أن نكمل حديثنا. متى يناسبك؟';

    const whatsapp = new URL(links.whatsapp!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/972501234567');
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
    expect(whatsapp.searchParams.get('text')).toBe(text);
    expect(whatsapp.hash).toBe('');
    expect(links.whatsapp).not.toMatch(/[\s#+]|[^\x20-\x7e]/u);

    const [, number, smsBody] = /^sms:(\+\d+)\?&body=(.*)$/.exec(links.sms!)!;
    expect(number).toBe('+972501234567');
    expect(smsBody).not.toMatch(/[\s#&+]|[^\x20-\x7e]/u);
    expect(decodeURIComponent(smsBody!)).toBe(text);

    const mail = new URL(links.mail!);
    expect(mail.protocol + mail.pathname).toBe('mailto:rana@example.com');
    expect([...mail.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(links.mail).not.toMatch(/[\s#+]|[^\x20-\x7e]/u);
    // RFC 6068: a line break is %0D%0A, a space %20 (a `+` would stay a plus in a mail program).
    const [, subject, body] = /\?subject=([^&]*)&body=([^&]*)$/.exec(links.mail!)!;
    expect(decodeURIComponent(subject!)).toBe('سعدتُ بالتعرّف عليك في كنس\nחיפה');
    expect(decodeURIComponent(body!)).toBe(`مرحبًا رنا،\r\n\r\nمعك Yoav من R&D #1 ?=+%. سعدتُ بالتعرّف عليك في كنس\r\nחיפה! يسعدني أن نكمل حديثنا. متى يناسبك؟\r\n\r\nYoav\r\n`);
  });

  it('sign with the name the lead left on a deleted card, and leave out the links the lead gave nothing for', () => {
    const links = leadReplyLinks({ ...LEAD, phone: '', consentLanguage: null, card: null }, 'en');
    expect(links.whatsapp).toBeUndefined();
    expect(links.sms).toBeUndefined();
    expect(decodeURIComponent(links.mail!)).toContain('Hi رنا,\r\n\r\nThis is Yoav Cohen. Great to meet you!');
  });
});
