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
    expect(html).toContain('>dana-design.co.il</span></a>');
    expect(html).toContain('>Instagram</a>');
    expect(html).toContain('>LinkedIn</a>');
    expect(html).toContain('href="https://kartis.app/p/dana-levi"');
    expect(html).toContain('src="https://kartis.app/p/dana-levi/qr.png"');
    expect(html).not.toMatch(/(src|href)="\//);
  });

  it('writes phones and addresses left to right on a right-to-left card, so "+972" and an address starting with digits stay in order', () => {
    const signature = emailSignatureHtml(card({ items: [{ id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: '+972 50-123-4567', call: true, sms: false, whatsapp: true }] }), 'http://10.0.0.5:3000');
    const ltrLinks = [...signature.matchAll(/<a [^>]*dir="ltr"[^>]*>(.*?)<\/a>/g)].map((match) => match[1]!.replace(/<[^>]*>/g, ''));
    for (const text of ['+972 50-123-4567', '10.0.0.5:3000/p/dana-levi']) expect(ltrLinks).toContain(text);
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

  it('breaks a phone or an address only after its "@" or a slash, never at a hyphen or a dot, however narrow the mail window', () => {
    const signature = emailSignatureHtml(
      card({
        items: [
          { id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: '050-123-4567', call: true, sms: false, whatsapp: true },
          { id: 2, enabled: true, kind: 'email', label: '', value: 'dana-levi@danalevi-design.co.il' },
          { id: 3, enabled: true, kind: 'website', label: '', url: 'https://www.dana-levi-design.co.il/' },
        ],
      }),
      'https://kartis.app',
    );
    const links = [...signature.matchAll(/<a [^>]*dir="ltr"[^>]*>(.*?)<\/a>/g)].map((match) => match[1]!);
    expect(links).toHaveLength(4);
    const shown: string[] = [];
    for (const link of links) {
      // Pieces that hold together, with a chance to break only between them.
      const pieces = link.split('<wbr>').map((piece) => /^<span style="white-space:nowrap;">([^<]*)<\/span>$/.exec(piece)?.[1]);
      expect(pieces.every((piece) => piece !== undefined)).toBe(true);
      for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/[@/]$/);
      shown.push(pieces.join(''));
    }
    expect(shown).toEqual(['050-123-4567', 'dana-levi@danalevi-design.co.il', 'dana-levi-design.co.il', 'kartis.app/p/dana-levi']);
  });

  it('keeps each social profile whole, and no line of them starts or ends with a separator', () => {
    const row = /<td[^>]*>((?:(?!<td)[^])*?Instagram[^]*?)<\/td>/.exec(html)![1]!;
    const items = row.split(/<span style="white-space:nowrap;">(?:<a [^>]*>[^<]*<\/a>)<\/span>/);
    // Between the profiles, only spaces: where a line breaks there is nothing to start or end it.
    expect(items).toHaveLength(3);
    expect(items.every((between) => /^(&nbsp;| )*$/.test(between))).toBe(true);
  });

  it('has a plain-text twin for programs that paste text', () => {
    expect(emailSignatureText(card(), ORIGIN)).toBe('דנה לוי\nמעצבת פנים · סטודיו דנה\n050-123-4567\ndana@example.test\nhttps://kartis.app/p/dana-levi');
  });
});
