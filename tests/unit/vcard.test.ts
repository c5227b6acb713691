import ICAL from 'ical.js';
import VCard from 'vcf';
import { describe, expect, it } from 'vitest';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { PublicProfile } from '../../shared/contract/profiles';
import { buildVCard, foldLine, vcardContentDisposition } from '../../api/public-profiles/vcard';

const CARD_URL = 'https://kartis.example/p/noa';

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    slug: 'noa',
    displayName: 'נועה בת-שבע ישראלי',
    contactKind: 'person',
    givenName: 'נועה בת-שבע',
    familyName: 'ישראלי',
    title: 'יועצת משכנתאות, שמאית; ומגשרת',
    company: 'משכנתא בקליק בע"מ',
    bio: 'שורה ראשונה\nשורה שנייה עם \\ לוכסן הפוך, פסיק; ונקודה-פסיק\n'.repeat(3),
    language: 'he',
    template: 'classic',
    primaryColor: '#1d4ed8',
    backgroundColor: '#ffffff',
    avatar: '/uploads/abcdefghijklmnopqrstuvwx.webp',
    cover: null,
    logo: null,
    published: true,
    walletForVisitors: false,
    translations: [],
    version: 3,
    items: [
      { id: 1, kind: 'phone', type: 'mobile', enabled: true, label: '', value: '050-123-4567', call: true, sms: false, whatsapp: true },
      { id: 2, kind: 'phone', type: 'work', enabled: true, label: 'משרד', value: '+972 3-555-1234', call: true, sms: false, whatsapp: false },
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
    expect(values(properties, 'email')).toEqual([['noa@example.test']]);
    expect(values(properties, 'adr')).toEqual([[['', '', 'רחוב הרצל 1, תל אביב', '', '', '', '']]]);
    expect(values(properties, 'url')).toEqual([['https://noa.example.test/about?a=1,2'], ['https://instagram.com/noa'], [CARD_URL]]);
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
    const bare = buildVCard(profile({ company: '', title: '', bio: '', items: [], displayName: 'Dana', givenName: 'Dana', familyName: '' }), { cardUrl: CARD_URL });
    expect(bare).toBe(['BEGIN:VCARD', 'VERSION:3.0', 'N:;Dana;;;', 'FN:Dana', `item1.URL;TYPE=CARD:${CARD_URL}`, 'item1.X-ABLabel:כרטיס דיגיטלי', 'END:VCARD', ''].join('\r\n'));
  });

  it('names what it labels itself in the card’s language: the card’s address and a plain website, email or phone link', () => {
    const items: PublicProfile['items'] = [
      { id: 1, kind: 'social', enabled: true, label: '', brand: 'website', url: 'https://noa.example.test' },
      { id: 2, kind: 'social', enabled: true, label: '', brand: 'instagram', url: 'https://instagram.com/noa' },
    ];
    const labels = (language: CardLanguage) =>
      readWithVcf(buildVCard(profile({ items }), { cardUrl: CARD_URL, language })).flatMap((p) => (p.name === 'xAbLabel' ? [p.value] : []));
    expect(labels('he')).toEqual(['אתר', 'Instagram', 'כרטיס דיגיטלי']);
    expect(labels('ar')).toEqual(['موقع إلكتروني', 'Instagram', 'البطاقة الرقمية']);
    expect(labels('ru')).toEqual(['Сайт', 'Instagram', 'Цифровая визитка']);
    expect(labels('en')).toEqual(['Website', 'Instagram', 'Digital card']);
  });
});

/** The vCard as `vcf` reads it (a second parser, independent of ical.js): each property with its group and params. */
function readWithVcf(text: string): { name: string; group: string | undefined; types: string[]; value: string }[] {
  const card = new VCard().parse(text);
  return Object.entries(card.data).flatMap(([name, entry]) =>
    (Array.isArray(entry) ? entry : [entry]).map((property) => {
      const params = property as unknown as { group?: string; type?: string | string[] };
      return { name, group: params.group, types: [params.type ?? []].flat(), value: String(property.valueOf()) };
    }),
  );
}

/** Phone numbers as the two parsers read them: value, TYPE values and the label the group carries. */
function phonesOf(text: string) {
  const read = readWithVcf(text);
  const label = (group: string | undefined) => read.find((p) => p.name === 'xAbLabel' && group !== undefined && p.group === group)?.value;
  return read.filter((p) => p.name === 'tel').map((p) => ({ value: p.value, types: p.types, label: label(p.group) }));
}

const phone = (type: 'mobile' | 'work' | 'home' | 'fax' | 'main', label: string, value: string, id: number) =>
  ({ id, kind: 'phone', type, enabled: true, label, value, call: true, sms: false, whatsapp: false }) as const;

describe('buildVCard: the contact a phone saves', () => {
  const numbers = profile({
    items: [
      phone('mobile', '', '050-123-4567', 1),
      phone('work', 'משרד', '03-555-1234', 2),
      phone('home', '', '02-600-1111', 3),
      phone('fax', 'פקס; הנהלה, חשבונות', '03-555-9999', 4),
      phone('main', 'הזמנות', '04-850-1234', 5),
    ],
  });
  const text = buildVCard(numbers);

  it('gives each number the type its kind says, and keeps the owner’s label as iOS (X-ABLabel) and Android (X- type) read it', () => {
    expect(phonesOf(text)).toEqual([
      { value: '+972501234567', types: ['cell'], label: undefined },
      { value: '+97235551234', types: ['x-משרד', 'work', 'voice'], label: 'משרד' },
      { value: '+97226001111', types: ['home', 'voice'], label: undefined },
      { value: '+97235559999', types: ['x-פקס הנהלה חשבונות', 'work', 'fax'], label: 'פקס\\; הנהלה\\, חשבונות' },
      { value: '+97248501234', types: ['x-הזמנות', 'main'], label: 'הזמנות' },
    ]);
  });

  it('reads the same with ical.js: grouped numbers, their types, and each label with its group', () => {
    const properties = parse(text);
    const tels = properties.filter((p) => p[0] === 'tel');
    expect(tels.map((p) => [p[1].group, p[1].type])).toEqual([
      [undefined, 'CELL'],
      ['item1', ['X-משרד', 'WORK', 'VOICE']],
      [undefined, ['HOME', 'VOICE']],
      ['item2', ['X-פקס הנהלה חשבונות', 'WORK', 'FAX']],
      ['item3', ['X-הזמנות', 'MAIN']],
    ]);
    const labels = properties.filter((p) => p[0] === 'x-ablabel').map((p) => [p[1].group, p[3]]);
    expect(labels).toEqual([['item1', 'משרד'], ['item2', 'פקס\\; הנהלה\\, חשבונות'], ['item3', 'הזמנות']]);
    expect(text).not.toContain('TEL;TYPE=CELL:+97235551234');
  });

  it('files a person under the given and family names the owner typed, never a guess from the display name', () => {
    const lawyer = buildVCard(profile({ displayName: 'עו״ד מיכל כהן', givenName: 'מיכל', familyName: 'כהן', company: 'כהן ושות׳', items: [] }));
    const read = readWithVcf(lawyer);
    expect(read.find((p) => p.name === 'n')?.value).toBe('כהן;מיכל;;;');
    expect(read.find((p) => p.name === 'fn')?.value).toBe('עו״ד מיכל כהן');
    expect(read.find((p) => p.name === 'org')?.value).toBe('כהן ושות׳');
    expect(values(parse(lawyer), 'n')).toEqual([[['כהן', 'מיכל', '', '', '']]]);
    expect(lawyer).not.toContain('X-ABShowAs');

    const unnamed = buildVCard(profile({ displayName: 'דנה הצלמת 📷', givenName: '', familyName: '', items: [] }));
    expect(values(parse(unnamed), 'n')).toEqual([[['', 'דנה הצלמת 📷', '', '', '']]]);
  });

  it('saves a business as a company contact: its name as the organisation, no person’s name, shown as a company', () => {
    const cafe = buildVCard(profile({ contactKind: 'business', displayName: 'קפה שדרות', givenName: '', familyName: '', company: '', title: 'בית קפה', items: [] }));
    const properties = parse(cafe);
    expect(values(properties, 'n')).toEqual([[['', '', '', '', '']]]);
    expect(values(properties, 'fn')).toEqual([['קפה שדרות']]);
    expect(values(properties, 'org')).toEqual([['קפה שדרות']]);
    expect(values(properties, 'x-abshowas')).toEqual([['COMPANY']]);
    const read = readWithVcf(cafe);
    expect(read.find((p) => p.name === 'xAbShowAs')?.value).toBe('COMPANY');
    expect(read.find((p) => p.name === 'n')?.value).toBe(';;;;');

    const branch = buildVCard(profile({ contactKind: 'business', displayName: 'קפה שדרות', company: 'מסדה, חיפה', items: [] }));
    expect(values(parse(branch), 'org')).toEqual([[['קפה שדרות', 'מסדה, חיפה']]]);
  });

  it('lists each social profile once, as an address named after its network', () => {
    const social = buildVCard(
      profile({
        items: [
          { id: 1, kind: 'social', enabled: true, label: '', brand: 'instagram', url: 'https://instagram.com/noa' },
          { id: 2, kind: 'social', enabled: true, label: 'הפרופיל המקצועי', brand: 'linkedin', url: 'https://www.linkedin.com/in/noa' },
          { id: 3, kind: 'website', enabled: true, label: 'תיק עבודות', url: 'https://noa.example.test' },
        ],
      }),
    );
    expect(social).not.toContain('X-SOCIALPROFILE');
    const read = readWithVcf(social);
    const urls = read.filter((p) => p.name === 'url').map((p) => [p.value, read.find((l) => l.name === 'xAbLabel' && l.group === p.group)?.value]);
    expect(urls).toEqual([
      ['https://instagram.com/noa', 'Instagram'],
      ['https://www.linkedin.com/in/noa', 'LinkedIn'],
      ['https://noa.example.test', 'תיק עבודות'],
    ]);
    expect(values(parse(social), 'url')).toEqual([['https://instagram.com/noa'], ['https://www.linkedin.com/in/noa'], ['https://noa.example.test']]);
  });

  it('keeps the owner’s labels of emails and addresses, as the card shows them', () => {
    const branches = buildVCard(
      profile({
        items: [
          { id: 1, kind: 'email', enabled: true, label: 'מכירות', value: 'sales@example.test' },
          { id: 2, kind: 'email', enabled: true, label: '', value: 'noa@example.test' },
          { id: 3, kind: 'address', enabled: true, label: 'סניף חיפה', value: 'שדרות מוריה 1, חיפה' },
          { id: 4, kind: 'address', enabled: true, label: 'סניף תל אביב', value: 'רחוב הרצל 1, תל אביב' },
        ],
      }),
    );
    const read = readWithVcf(branches);
    const labelled = (name: string) => read.filter((p) => p.name === name).map((p) => [p.value, read.find((l) => l.name === 'xAbLabel' && p.group !== undefined && l.group === p.group)?.value]);
    expect(labelled('email')).toEqual([['sales@example.test', 'מכירות'], ['noa@example.test', undefined]]);
    expect(labelled('adr')).toEqual([
      [';;שדרות מוריה 1\\, חיפה;;;;', 'סניף חיפה'],
      [';;רחוב הרצל 1\\, תל אביב;;;;', 'סניף תל אביב'],
    ]);
    expect(values(parse(branches), 'email')).toEqual([['sales@example.test'], ['noa@example.test']]);
  });

  it('stays a whole vCard 3.0 for the second parser: version, photo and folded note intact', () => {
    const full = buildVCard(profile(), { cardUrl: CARD_URL, photoJpeg: PHOTO });
    const read = readWithVcf(full);
    expect(read.find((p) => p.name === 'version')?.value).toBe('3.0');
    expect(Buffer.from(read.find((p) => p.name === 'photo')!.value, 'base64').equals(PHOTO)).toBe(true);
    expect(read.find((p) => p.name === 'url' && p.types.includes('card'))?.value).toBe(CARD_URL);
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

  it('names the file with single spaces and no full stop before ".vcf" when the name has quotes, a semicolon or ends in "Jr."', () => {
    expect(vcardContentDisposition({ displayName: 'John "Jack" O\'Neil-Smith; Jr.', slug: 'john' })).toMatch(/^attachment; filename="John Jack O'Neil-Smith; Jr\.vcf";/);
  });

  it('gives a Hebrew name an ASCII fallback (the slug) and the real name as RFC 5987 filename*', () => {
    const header = vcardContentDisposition({ displayName: "נועה (ישראלי)'s/card", slug: 'noa' });
    expect(header).toBe(`attachment; filename="noa.vcf"; filename*=UTF-8''${encodeURIComponent('נועה')}%20%28${encodeURIComponent('ישראלי')}%29%27s%20card.vcf`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});
