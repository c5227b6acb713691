import { describe, expect, it } from 'vitest';
import { cardInLanguage, cardLanguages, languageLink } from '../../shared/card/in-language';
import type { PublicProfile } from '../../shared/contract/profiles';

const card: PublicProfile = {
  id: 3, slug: 'noa', displayName: 'נועה לוי', contactKind: 'person', givenName: 'נועה', familyName: 'לוי', title: 'עורכת דין', company: 'לוי ושות׳',
  bio: 'משרד לדיני עבודה.', language: 'he', template: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#ffffff', avatar: null, cover: null, logo: null,
  published: true, walletForVisitors: false, version: 2,
  items: [
    { id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: '050-123-4567', call: true, sms: false, whatsapp: true },
    { id: 2, enabled: true, kind: 'button', label: 'לקביעת פגישה', url: 'https://example.test/meet', labels: { ru: 'Записаться на встречу' } },
  ],
  translations: [{ language: 'ru', displayName: 'Ноа Леви', givenName: '', familyName: '', title: 'Адвокат', company: '', bio: '' }],
};

describe('a card read in one of its languages', () => {
  it('takes the version’s texts and labels, and the card’s own title, company and bio where the version left them empty', () => {
    const russian = cardInLanguage(card, 'ru');
    expect(russian).toMatchObject({ language: 'ru', displayName: 'Ноа Леви', title: 'Адвокат', company: 'לוי ושות׳', bio: 'משרד לדיני עבודה.' });
    // Contacts file it under the version's name, not the card's Hebrew given and family names.
    expect(russian).toMatchObject({ givenName: '', familyName: '' });
    expect(russian.items.map((item) => item.label)).toEqual(['', 'Записаться на встречу']);
  });

  it('is the card as it is in its own language or one it is not written in', () => {
    expect(cardInLanguage(card, 'he')).toBe(card);
    expect(cardInLanguage(card, 'en')).toBe(card);
    expect(cardInLanguage(card, null)).toBe(card);
  });

  it('lists its own language first, and links to a version by ?lang= only when there is more than one', () => {
    expect(cardLanguages(card)).toEqual(['he', 'ru']);
    expect(languageLink('/p/noa', card, 'he')).toBe('/p/noa?lang=he');
    expect(languageLink('/p/noa', { translations: [] }, 'he')).toBe('/p/noa');
  });
});
