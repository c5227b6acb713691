import { describe, expect, it } from 'vitest';
import { emailSignatureHtml, emailSignatureText, type SignatureCard } from '../../../app/features/profiles/signature/email-signature';

const ORIGIN = 'https://kartis.app';

function card(overrides: Partial<SignatureCard> = {}): SignatureCard {
  return {
    slug: 'dana-levi',
    displayName: 'דנה לוי',
    title: 'מעצבת פנים',
    company: 'סטודיו דנה',
    language: 'he',
    primaryColor: '#0f766e',
    avatar: '/uploads/abcdefghijklmnopqrstuvwx.webp',
    items: [
      { id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: '050-123-4567', call: true, sms: false, whatsapp: true },
      { id: 2, enabled: false, kind: 'email', label: '', value: 'hidden@example.test' },
      { id: 3, enabled: true, kind: 'email', label: '', value: 'dana@example.test' },
      { id: 4, enabled: true, kind: 'website', label: '', url: 'https://www.dana-design.co.il/' },
      { id: 5, enabled: true, kind: 'social', brand: 'instagram', label: '', url: 'https://www.instagram.com/dana.design' },
      { id: 6, enabled: true, kind: 'social', brand: 'linkedin', label: '', url: 'https://www.linkedin.com/in/dana-levi' },
    ],
    ...overrides,
  };
}

describe('email signature', () => {
  const html = emailSignatureHtml(card(), ORIGIN);

  it('is tables with inline styles only, which mail programs keep', () => {
    expect(html.startsWith('<table')).toBe(true);
    expect(html).not.toMatch(/<(style|script|div|link)\b|class=/i);
    expect(html).toContain('dir="rtl"');
  });

  it('holds the photo as a JPEG, the name, title and company, the visible contacts, the card’s address and its QR code, all absolute', () => {
    expect(html).toContain('src="https://kartis.app/uploads/abcdefghijklmnopqrstuvwx-vcard.jpg"');
    expect(html).toContain('דנה לוי');
    expect(html).toContain('מעצבת פנים · סטודיו דנה');
    expect(html).toContain('href="tel:+972501234567"');
    expect(html).toContain('href="mailto:dana@example.test"');
    expect(html).not.toContain('hidden@example.test');
    expect(html).toContain('>dana-design.co.il</a>');
    expect(html).toContain('>Instagram</a>');
    expect(html).toContain('>LinkedIn</a>');
    expect(html).toContain('href="https://kartis.app/p/dana-levi"');
    expect(html).toContain('src="https://kartis.app/p/dana-levi/qr.png"');
    expect(html).not.toMatch(/(src|href)="\//);
  });

  it('writes phones and addresses left to right on a right-to-left card, so "+972" and an address starting with digits stay in order', () => {
    const signature = emailSignatureHtml(card({ items: [{ id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: '+972 50-123-4567', call: true, sms: false, whatsapp: true }] }), 'http://10.0.0.5:3000');
    for (const text of ['+972 50-123-4567', '10.0.0.5:3000/p/dana-levi']) expect(signature).toMatch(new RegExp(`<a [^>]*dir="ltr"[^>]*>${text.replace(/[.+]/g, '\\$&')}</a>`));
  });

  it('escapes what the owner typed', () => {
    const hostile = emailSignatureHtml(card({ displayName: '<img src=x onerror=alert(1)>"', title: 'A & B', primaryColor: 'red;background:url(x)' }), ORIGIN);
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(hostile).toContain('A &amp; B');
    expect(hostile).not.toContain('red;background');
  });

  it('runs left to right for an English card, and leaves out a photo it does not have', () => {
    const english = emailSignatureHtml(card({ language: 'en', avatar: null, displayName: 'Dana Levi' }), ORIGIN);
    expect(english).toContain('dir="ltr"');
    expect(english).not.toContain('/uploads/');
    expect(english).toContain('border-left:3px solid #0f766e');
  });

  it('has a plain-text twin for programs that paste text', () => {
    expect(emailSignatureText(card(), ORIGIN)).toBe('דנה לוי\nמעצבת פנים · סטודיו דנה\n050-123-4567\ndana@example.test\nhttps://kartis.app/p/dana-levi');
  });
});
