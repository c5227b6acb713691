import { describe, expect, it } from 'vitest';
import { LEAD_FORM_TEXTS, SERVER_MESSAGE_KEYS, serverMessagesIn } from '../../shared/card/LeadForm';
import { CARD_TEXTS } from '../../shared/card/texts';
import { CARD_LANGUAGES, cardDirection, type CardLanguage } from '../../shared/contract/card-languages';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES, MARKETING_CONSENT_TEXT } from '../../shared/contract/leads';
import { VISITOR_RIGHTS_TEXTS } from '../../api/visitor-rights/texts';
import { VISITOR_FILE_MESSAGES } from '../../shared/contract/visitor-files';
import { SITE_NAMES } from '../../shared/pages/site-names';
import { OFFLINE_CARD_TEXTS } from '../../shared/pages/offline-card';

/** Every table of texts a card page, its vCard or its offline page shows, by language. */
const TABLES: Record<string, Record<CardLanguage, Record<string, string> | string>> = {
  card: CARD_TEXTS,
  leadForm: LEAD_FORM_TEXTS,
  consent: LEAD_CONSENT_TEXT,
  offline: OFFLINE_CARD_TEXTS,
  siteName: SITE_NAMES,
};

const textsOf = (entry: Record<string, string> | string) => (typeof entry === 'string' ? { text: entry } : entry);

/** Letters of each language's script: a text left in another language by mistake has none. */
const SCRIPTS: Record<CardLanguage, RegExp> = { he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u, ru: /\p{Script=Cyrillic}/u, en: /[a-z]/i };

/** Texts that are names in every language (the brand, WhatsApp, SMS) and need no letter of the script. */
const NAMES = new Set(['siteName.text', 'card.whatsapp', 'card.sms']);

describe('the card’s texts in four languages', () => {
  it('has every key of every table in Hebrew, Arabic, Russian and English, none empty', () => {
    for (const [table, byLanguage] of Object.entries(TABLES)) {
      expect(Object.keys(byLanguage).sort(), table).toEqual([...CARD_LANGUAGES].sort());
      const hebrewKeys = Object.keys(textsOf(byLanguage.he)).sort();
      for (const language of CARD_LANGUAGES) {
        const texts = textsOf(byLanguage[language]);
        expect(Object.keys(texts).sort(), `${table}.${language}`).toEqual(hebrewKeys);
        for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${table}.${language}.${key}`).not.toBe('');
      }
    }
  });

  it('writes each language in its own script (no text left in another language)', () => {
    for (const [table, byLanguage] of Object.entries(TABLES)) {
      for (const language of CARD_LANGUAGES) {
        for (const [key, text] of Object.entries(textsOf(byLanguage[language]))) {
          if (NAMES.has(`${table}.${key}`)) continue;
          expect(text, `${table}.${language}.${key}`).toMatch(SCRIPTS[language]);
        }
      }
    }
  });

  it('holds the server’s Hebrew answers word for word, so a card in another language can say each in its own', () => {
    const server = {
      nameRequired: LEAD_MESSAGES.nameRequired,
      tooLong: LEAD_MESSAGES.tooLong,
      phoneInvalid: LEAD_MESSAGES.phone,
      emailInvalid: LEAD_MESSAGES.email,
      contactRequired: LEAD_MESSAGES.contactRequired,
      consentRequired: LEAD_MESSAGES.consentRequired,
      limited: STATUS_MESSAGES[429],
      tooLarge: STATUS_MESSAGES[413],
      fileRefused: VISITOR_FILE_MESSAGES.refused,
      fileLimit: VISITOR_FILE_MESSAGES.dailyLimit,
      cardLimit: LEAD_MESSAGES.cardMailLimit,
      sendCardNeedsEmail: LEAD_MESSAGES.sendCardNeedsEmail,
    };
    expect([...SERVER_MESSAGE_KEYS].sort()).toEqual(Object.keys(server).sort());
    for (const key of SERVER_MESSAGE_KEYS) expect(LEAD_FORM_TEXTS.he[key]).toBe(server[key]);
    expect(serverMessagesIn('he')).toBeUndefined();
    expect(serverMessagesIn('ar')?.[LEAD_MESSAGES.consentRequired]).toBe('يجب الموافقة على التواصل لإرسال البيانات');
    expect(serverMessagesIn('ru')?.[STATUS_MESSAGES[429]!]).toBe(LEAD_FORM_TEXTS.ru.limited);
  });

  it('addresses the visitor in Hebrew in the plural throughout the lead form, as its heading does, each sentence ended', () => {
    const texts = Object.entries(LEAD_FORM_TEXTS.he);
    expect(texts.filter(([, text]) => /אליך(?!ם)|לך(?!ם)|שלך(?!ם)|\bתוכל\b/.test(text)).map(([key]) => key)).toEqual([]);
    expect(LEAD_MESSAGES.sent).toBe('תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליכם בהקדם.');
    expect(LEAD_FORM_TEXTS.he.notice).toBe('הפרטים נשמרים אצל {business} כדי לחזור אליכם בנוגע לפנייה.');
    expect(LEAD_MESSAGES.contactRequired).toBe('יש להזין טלפון או מייל כדי שאפשר יהיה לחזור אליכם');
  });

  it('joins no Hebrew prefix to the business by a hyphen, which a line could leave alone at its end («מ-», «ו-»)', () => {
    expect(MARKETING_CONSENT_TEXT.he('סטודיו נועה')).toBe('אני מסכים/ה לקבל עדכונים והצעות מאת סטודיו נועה במייל');
    expect(Object.values(VISITOR_RIGHTS_TEXTS.he).filter((text) => /\p{Script=Hebrew}-\{business\}/u.test(text))).toEqual([]);
  });

  it('writes the visitor’s pages and mails in Hebrew with no gender slash on a verb whose subject is the business («שומר/ת»)', () => {
    expect(Object.values(VISITOR_RIGHTS_TEXTS.he).filter((text) => /\p{Script=Hebrew}\/\p{Script=Hebrew}/u.test(text))).toEqual([]);
  });

  it('runs Hebrew and Arabic right to left, Russian and English left to right', () => {
    expect(CARD_LANGUAGES.map(cardDirection)).toEqual(['rtl', 'rtl', 'ltr', 'ltr']);
  });
});
