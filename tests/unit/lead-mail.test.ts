import { describe, expect, it } from 'vitest';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import { cardMailTexts, composeLeadMail, defaultFollowUp, fill, previewLeadMail } from '../../shared/lead-mail/compose';

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

describe('who a mail is sent on behalf of', () => {
  it('ends the sentence once when the business name ends in a full stop', () => {
    const mail = composeLeadMail({ subject: 'Hi', body: 'Hello', marketing: false }, { ...CARD, business: 'Acme, Inc.', language: 'en', name: 'Dana' });
    expect(mail.text).toContain('Sent on behalf of Acme, Inc. Contact: gal@example.test');
  });
});
