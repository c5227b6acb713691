import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildVCard } from '../../api/public-profiles/vcard';
import { ProfileCard } from '../../shared/card/ProfileCard';
import { profileItemSchema, type PublicProfile } from '../../shared/contract/profiles';

/** A card whose phones are as an owner typed them (through the editor's schema), each with WhatsApp on by default. */
function card(...numbers: string[]): PublicProfile {
  return {
    id: 3,
    slug: 'moked',
    displayName: 'מוקד השירות',
    contactKind: 'business',
    givenName: '',
    familyName: '',
    title: '',
    company: '',
    bio: '',
    language: 'he',
    template: 'classic',
    primaryColor: '#1d4ed8',
    backgroundColor: '#ffffff',
    avatar: null,
    cover: null,
    logo: null,
    published: true,
    walletForVisitors: false,
    translations: [],
    version: 1,
    items: numbers.map((value, index) => ({ ...profileItemSchema.parse({ kind: 'phone', label: '', value }), id: index + 1 }) as PublicProfile['items'][number]),
  };
}

const hrefs = (html: string, scheme: string) => [...html.matchAll(new RegExp(`href="(${scheme}[^"]*)"`, 'g'))].map((match) => match[1]);

describe("an Israeli service number (1-800, 1-700) on a card", () => {
  const numbers = ['1-800-800-800', '1700 700 700', '050-123-4567', '+1 (212) 555-0100'];

  it('is called as written, not as a North American number, and offers no WhatsApp', () => {
    const html = renderToStaticMarkup(createElement(ProfileCard, { profile: card(...numbers) }));
    expect(new Set(hrefs(html, 'tel:'))).toEqual(new Set(['tel:1800800800', 'tel:1700700700', 'tel:+972501234567', 'tel:+12125550100']));
    expect(new Set(hrefs(html, 'https://wa.me/\\d'))).toEqual(new Set(['https://wa.me/972501234567', 'https://wa.me/12125550100']));
  });

  it('is saved to contacts as written, so the saved contact dials it too', () => {
    const tels = buildVCard(card(...numbers)).split('\r\n').filter((line) => line.startsWith('TEL'));
    expect(tels).toEqual(['TEL;TYPE=CELL:1800800800', 'TEL;TYPE=CELL:1700700700', 'TEL;TYPE=CELL:+972501234567', 'TEL;TYPE=CELL:+12125550100']);
  });
});
