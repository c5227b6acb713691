import { describe, expect, it } from 'vitest';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import { VISITOR_RIGHTS_TEXTS } from '../../api/visitor-rights/texts';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { MARKETING_CONSENT_TEXT } from '../../shared/contract/leads';
import { cardMailTexts, composeLeadMail, defaultFollowUp, fill, previewLeadMail } from '../../shared/lead-mail/compose';
import { LEAD_MAIL_TEXTS } from '../../shared/lead-mail/texts';
import { textAsHtml } from '../../api/lead-mail/outgoing';

const CARD = { business: 'Gal Studio', contact: 'gal@example.test', owner: 'Gal', link: 'https://kartis.app/p/gal', detailsUrl: 'https://kartis.app/my-details?token=…', refuseUrl: 'https://kartis.app/unsubscribe?token=…' };

describe('the follow-up preview', () => {
  it('greets a sample visitor named in the card’s language, as the rest of the mail is', () => {
    const greetings = CARD_LANGUAGES.map((language) => previewLeadMail({ ...defaultFollowUp(language), marketing: false }, { ...CARD, language }).text.split('\n')[0]);
    expect(greetings).toEqual(['שלום דנה,', 'مرحبًا رنا،', 'Здравствуйте, Анна!', 'Hello Dana,']);
  });
});

describe('the card mailed to a visitor who asked for it', () => {
  it('speaks to them in the plural throughout in Hebrew ("ביקשתם" as "פתחו"), as the card page does', () => {
    expect(fill(cardMailTexts('card', 'he').body, { name: 'דנה', owner: 'גל', link: CARD.link })).toBe(
      `שלום דנה,\n\nכפי שביקשתם, מצורף הכרטיס של גל כקובץ איש קשר: פתחו אותו כדי לשמור את הפרטים בטלפון. הכרטיס המלא כאן:\n${CARD.link}`,
    );
  });
});

/** The subject a marketing mail is sent with, given the one its owner wrote. */
const marketingSubject = (text: string, language: 'he' | 'en' | 'ru' | 'ar') =>
  composeLeadMail({ subject: text, body: 'Body', marketing: true }, { ...CARD, language, name: 'Dana' }).subject;

describe('the subject of a marketing mail', () => {
  it('starts with the word the law asks for once, when the owner already wrote it at the start', () => {
    expect(marketingSubject('מבצע לחג', 'he')).toBe('פרסומת: מבצע לחג');
    expect(marketingSubject('פרסומת: מבצע לחג', 'he')).toBe('פרסומת: מבצע לחג');
    expect(marketingSubject('פרסומת - מבצע לחג', 'he')).toBe('פרסומת: מבצע לחג');
    expect(marketingSubject('Advertisement: Spring offer', 'en')).toBe('פרסומת | Advertisement: Spring offer');
    expect(marketingSubject('פרסומת | Реклама: Весенняя скидка', 'ru')).toBe('פרסומת | Реклама: Весенняя скидка');
    expect(marketingSubject('إعلان عرض الربيع', 'ar')).toBe('פרסומת | إعلان: عرض الربيع');
    // A word that only begins like it is the owner's own.
    expect(marketingSubject('Advertisements we liked', 'en')).toBe('פרסומת | Advertisement: Advertisements we liked');
  });
});

describe('who a mail is sent on behalf of', () => {
  it('ends the sentence once when the business name ends in a full stop', () => {
    const mail = composeLeadMail({ subject: 'Hi', body: 'Hello', marketing: false }, { ...CARD, business: 'Acme, Inc.', language: 'en', name: 'Dana' });
    expect(mail.text).toContain('Sent on behalf of \u2068Acme, Inc\u2069. Contact: \u2068gal@example.test\u2069');
  });

  it('keeps the business in its own direction, so "Acme Ltd." in an Arabic line does not show its full stop first', () => {
    const mail = composeLeadMail({ subject: 'Hi', body: 'Hello', marketing: false }, { ...CARD, business: 'Acme Ltd.', language: 'ar', name: 'رنا' });
    expect(mail.text).toContain('أُرسلت نيابةً عن \u2068Acme Ltd\u2069. للتواصل:');
    expect(mail.text).toContain('ما يحتفظ به \u2068Acme Ltd.\u2069 عنك، وحذفه:');
    expect(mail.text).toContain('لإلغاء الاشتراك في كل رسائل \u2068Acme Ltd.\u2069 بنقرة واحدة:');
  });

  it('gives the way to reach them in its own direction, so a phone number reads as dialled in a right-to-left mail', () => {
    const phone = '+972 50-123-4567';
    for (const language of CARD_LANGUAGES) {
      const mail = composeLeadMail({ subject: 'Hi', body: 'Hello', marketing: false }, { ...CARD, contact: phone, language, name: 'Dana' });
      // FSI … PDI: without them an Arabic or Hebrew line shows "4567-123-50 972+".
      expect(mail.text).toContain(`\u2068${phone}\u2069`);
    }
  });

  it('links the card’s address as it is when it is the way to reach them, without the isolation around it', () => {
    const mail = composeLeadMail({ subject: 'Hi', body: 'Hello', marketing: false }, { ...CARD, contact: CARD.link, language: 'ar', name: 'رنا' });
    expect(textAsHtml(mail.text, 'ar')).toContain(`للتواصل: \u2068<a href="${CARD.link}">${CARD.link}</a>\u2069`);
  });
});

describe('the links of a mail as HTML', () => {
  it('ends an address where the sentence goes on: a full stop, a comma, a bracket after the card’s link are not part of it', () => {
    const html = textAsHtml(`My card: ${CARD.link}. Or (${CARD.link}), or ${CARD.link}، or ${CARD.link}!`, 'en');
    expect(html).toContain(`My card: <a href="${CARD.link}">${CARD.link}</a>. Or (<a href="${CARD.link}">${CARD.link}</a>), or <a href="${CARD.link}">${CARD.link}</a>، or <a href="${CARD.link}">${CARD.link}</a>!`);
  });

  it('keeps an address’s query whole and escaped, and the text around it escaped', () => {
    expect(textAsHtml('<b>Hi</b> https://example.test/a?x=1&y="2"', 'en')).toContain('&lt;b&gt;Hi&lt;/b&gt; <a href="https://example.test/a?x=1&amp;y=">https://example.test/a?x=1&amp;y=</a>&quot;2&quot;');
  });
});

describe("the visitor's details at the foot of every mail", () => {
  it('says in plain Russian what the business keeps about them and how to delete it', () => {
    const mail = composeLeadMail({ subject: 'Привет', body: 'Текст', marketing: false }, { ...CARD, language: 'ru', name: 'Анна' });
    expect(mail.text).toContain(`Какие данные о вас хранит \u2068Gal Studio\u2069 и как их удалить: ${CARD.detailsUrl}`);
  });
});

describe('a business’s name in Russian', () => {
  it('is never put where Russian would decline it (after "от", "у", or a noun that governs the genitive): names take no case ending', () => {
    const russian = [
      ...Object.values(LEAD_MAIL_TEXTS.ru),
      ...Object.values(VISITOR_RIGHTS_TEXTS.ru),
      LEAD_FORM_TEXTS.ru.notice,
      MARKETING_CONSENT_TEXT.ru('{business}'),
    ];
    const declined = /(?:от|у|для|имени|визитк[аеиу]|писем|письма|рассылки)\s+\{(?:business|owner)\}/i;
    expect(russian.filter((text) => declined.test(text))).toEqual([]);
  });

  it('is never the subject of a verb in the past, which would give a company a gender ("Смирнова и партнёры получил(а)")', () => {
    const russian = [...Object.values(LEAD_MAIL_TEXTS.ru), ...Object.values(VISITOR_RIGHTS_TEXTS.ru), LEAD_FORM_TEXTS.ru.notice];
    const gendered = /\{business\}\s+(?:\p{L}+\s+)?\p{L}+л(?:\((?:а|ась)\)|а|о|и)?(?:сь)?[\s.,!]/u;
    expect(russian.filter((text) => gendered.test(text))).toEqual([]);
  });
});
