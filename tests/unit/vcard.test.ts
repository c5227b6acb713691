import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../api/contract/profiles';
import { buildVCard, foldLine, vcardContentDisposition } from '../../api/public-profiles/vcard';

const CARD_URL = 'https://kartis.example/p/noa';

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    slug: 'noa',
    displayName: 'נועה בת-שבע ישראלי',
    title: 'יועצת משכנתאות, שמאית; ומגשרת',
    company: 'משכנתא בקליק בע"מ',
    bio: 'שורה ראשונה\nשורה שנייה עם \\ לוכסן הפוך, פסיק; ונקודה-פסיק\n'.repeat(3),
    language: 'he',
    template: 'classic',
    primaryColor: '#1d4ed8',
    backgroundColor: '#ffffff',
    avatar: '/uploads/abcdefghijklmnopqrstuvwx.webp',
    cover: null,
    published: true,
    version: 3,
    items: [
      { id: 1, kind: 'phone', enabled: true, label: 'נייד', value: '050-123-4567', call: true, sms: false, whatsapp: true },
      { id: 2, kind: 'phone', enabled: true, label: 'משרד', value: '+972 3-555-1234', call: true, sms: false, whatsapp: false },
      { id: 3, kind: 'email', enabled: true, label: '', value: 'noa@example.test' },
      { id: 4, kind: 'address', enabled: true, label: '', value: 'רחוב הרצל 1, תל אביב' },
      { id: 5, kind: 'website', enabled: true, label: '', url: 'https://noa.example.test/about?a=1,2' },
      { id: 6, kind: 'social', enabled: true, label: '', brand: 'instagram', url: 'https://instagram.com/noa' },
      { id: 7, kind: 'email', enabled: false, label: '', value: 'hidden@example.test' },
    ],
    ...overrides,
  };
}

/** A JPEG-sized blob: long enough that the PHOTO line folds many times. */
const PHOTO = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));

type JCardProperty = [string, Record<string, string>, string, ...unknown[]];

function parse(text: string): JCardProperty[] {
  const [name, properties] = ICAL.parse(text) as unknown as [string, JCardProperty[]];
  expect(name).toBe('vcard');
  return properties;
}

const values = (properties: JCardProperty[], name: string) => properties.filter((p) => p[0] === name).map((p) => p.slice(3));

/**
 * ical.js reads text by RFC 6350 (vCard 4), which escapes `;` only inside structured values; vCard 3.0
 * (RFC 2426 §4) escapes it in every text value, so that one sequence is unescaped here.
 */
const text3 = (properties: JCardProperty[], name: string) => values(properties, name).map((v) => v.map((part) => String(part).replace(/\\;/g, ';')));

describe('buildVCard', () => {
  const text = buildVCard(profile(), { cardUrl: CARD_URL, photoJpeg: PHOTO });

  it('round-trips Hebrew names, titles and notes with commas, semicolons, backslashes and line breaks through an independent parser', () => {
    const properties = parse(text);
    expect(values(properties, 'version')).toEqual([['3.0']]);
    expect(values(properties, 'fn')).toEqual([['נועה בת-שבע ישראלי']]);
    expect(values(properties, 'n')).toEqual([[['ישראלי', 'נועה בת-שבע', '', '', '']]]);
    expect(values(properties, 'org')).toEqual([['משכנתא בקליק בע"מ']]);
    expect(text3(properties, 'title')).toEqual([['יועצת משכנתאות, שמאית; ומגשרת']]);
    expect(text3(properties, 'note')).toEqual([[profile().bio]]);
  });

  it('lists every enabled phone, email, address and link, and nothing disabled', () => {
    const properties = parse(text);
    expect(values(properties, 'tel')).toEqual([['+972501234567'], ['+97235551234']]);
    expect(properties.find((p) => p[0] === 'tel')![1]).toEqual({ type: 'CELL' });
    expect(values(properties, 'email')).toEqual([['noa@example.test']]);
    expect(values(properties, 'adr')).toEqual([[['', '', 'רחוב הרצל 1, תל אביב', '', '', '', '']]]);
    expect(values(properties, 'url')).toEqual([['https://noa.example.test/about?a=1,2'], ['https://instagram.com/noa'], [CARD_URL]]);
    expect(values(properties, 'x-socialprofile')).toEqual([['https://instagram.com/noa']]);
    expect(text).not.toContain('hidden@example.test');
  });

  it('embeds the photo as base64 JPEG', () => {
    const photo = parse(text).find((p) => p[0] === 'photo');
    expect(photo?.[1]).toMatchObject({ encoding: 'b', type: 'JPEG' });
    expect(Buffer.from(String(photo?.[3]), 'base64').equals(PHOTO)).toBe(true);
  });

  it('uses CRLF only, no BOM, and physical lines of at most 75 octets that are each whole UTF-8', () => {
    const bytes = Buffer.from(text);
    expect(bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(20);
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const octets = Buffer.from(line);
      expect(octets.length).toBeLessThanOrEqual(75);
      expect(strict.decode(octets)).toBe(line);
    }
  });

  it('leaves out what the card does not have', () => {
    const bare = buildVCard(profile({ company: '', title: '', bio: '', items: [], displayName: 'Dana' }), { cardUrl: CARD_URL });
    expect(bare).toBe(['BEGIN:VCARD', 'VERSION:3.0', 'N:;Dana;;;', 'FN:Dana', `URL;TYPE=CARD:${CARD_URL}`, 'END:VCARD', ''].join('\r\n'));
  });
});

describe('foldLine', () => {
  it('folds Hebrew (2 octets a letter) at a character boundary with a leading space on continuations', () => {
    const folded = foldLine('NOTE:' + 'א'.repeat(100));
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 57]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.join('').replace(/ /g, '')).toBe('NOTE:' + 'א'.repeat(100));
  });

  it('never splits an emoji (4 octets) across lines', () => {
    const folded = foldLine('X:' + '😀'.repeat(40));
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.join('').replace(/^ /gm, '').replace(/ /g, '')).toBe('X:' + '😀'.repeat(40));
  });
});

describe('vcardContentDisposition', () => {
  it('names the file after a Latin name directly', () => {
    expect(vcardContentDisposition({ displayName: 'Dana Levi', slug: 'dana' })).toBe(`attachment; filename="Dana Levi.vcf"; filename*=UTF-8''Dana%20Levi.vcf`);
  });

  it('gives a Hebrew name an ASCII fallback (the slug) and the real name as RFC 5987 filename*', () => {
    const header = vcardContentDisposition({ displayName: "נועה (ישראלי)'s/card", slug: 'noa' });
    expect(header).toBe(`attachment; filename="noa.vcf"; filename*=UTF-8''${encodeURIComponent('נועה')}%20%28${encodeURIComponent('ישראלי')}%29%27s%20card.vcf`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});
