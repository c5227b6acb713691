import type { Lead } from '../../shared/contract/leads';
import { describe, expect, it } from 'vitest';
import { publicLeadInputSchema } from '../../shared/contract/leads';
import { csvDate, leadsCsv, leadsGoogleCsv, spreadsheetPhone } from '../../api/leads/csv';
import { leadsVCardFile, leadVCard } from '../../api/leads/vcard';
import { derivedIdempotencyKey } from '../../api/leads/idempotency';
import { parseLeadsSearch } from '../../app/features/leads/search';

describe('csvDate', () => {
  it('writes Israel time, summer and winter', () => {
    expect(csvDate('2025-07-01T09:05:00.000Z')).toBe('2025-07-01 12:05');
    expect(csvDate('2025-01-31T22:30:00.000Z')).toBe('2025-02-01 00:30');
  });
});

describe('leadsCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    const csv = leadsCsv([], 'he');
    expect(csv).toBe('\uFEFFתאריך,כרטיס,שם,חברה,טלפון,מייל,הודעה,סטטוס,הערה,קובץ מצורף,מקור,אירוע,תגיות,תזכורת,הסכמה לדיוור,הסרה מדיוור\r\n');
  });

  it("speaks the account's language: English headings and statuses for an English account", () => {
    const lead = {
      createdAt: '2025-07-01T09:05:00.000Z',
      cardName: 'Dana',
      name: 'Sam',
      company: 'Acme',
      phone: '',
      email: 'sam@example.test',
      message: '',
      status: 'not_relevant',
      note: '',
      source: 'scan',
      event: null,
      tags: ['vip'],
      remindAt: null,
      marketingConsent: { at: '2025-07-01T09:05:00.000Z' },
      mailRefusedAt: null,
    } as unknown as Lead;
    expect(leadsCsv([lead], 'en')).toBe(
      '\uFEFFDate,Card,Name,Company,Phone,Email,Message,Status,Note,Attached file,Source,Event,Tags,Reminder,Marketing consent,Opted out of email\r\n' +
        '2025-07-01 12:05,Dana,Sam,Acme,,sam@example.test,,Not relevant,,,Scanned card,,vip,,2025-07-01 12:05,\r\n',
    );
  });
});

describe("the contacts exports' notes", () => {
  const lead = {
    id: 1,
    createdAt: '2025-07-01T09:05:00.000Z',
    cardName: 'Dana',
    name: 'Sam Levi',
    company: '',
    phone: '',
    email: 'sam@example.test',
    message: '',
    status: 'meeting',
    note: '',
    source: 'event',
    event: 'Expo',
    tags: ['vip'],
    remindAt: '2025-07-03',
  } as unknown as Lead;

  it("say where the lead stands in the account's language", () => {
    const line = 'Status: Meeting · Source: Event · Event: Expo · Tags: vip · Reminder: 2025-07-03';
    expect(leadsGoogleCsv([lead], 'en')).toContain(`Inquiry through the card ""Dana"" (2025-07-01 12:05)\n\n${line}`);
    expect(leadsVCardFile([lead], 'en')).toContain('NOTE:Inquiry through the card "Dana"');
    expect(leadsGoogleCsv([lead], 'he')).toContain('סטטוס: פגישה · מקור: אירוע · אירוע: Expo');
  });
});

/** A new lead of the card form, by its name. */
const named = (name: string) => ({ id: 2, createdAt: '2025-07-01T09:05:00.000Z', cardName: 'Dana', name, company: '', phone: '', email: '', message: '', status: 'new', note: '', source: 'card', event: null, tags: [], remindAt: null }) as unknown as Lead;
/** A vCard's N line: family name; given name; … */
const nLine = (vcard: string) => vcard.split('\r\n').find((line) => line.startsWith('N:'));

describe("the contacts exports' names", () => {
  it('file a lead under the family and given names in a vCard, split as the Google Contacts CSV splits them', () => {
    for (const [name, nameLine, googleNames] of [
      ['Olga Ivanova', 'N:Ivanova;Olga;;;', 'Olga,Ivanova'],
      ['דנה בת ישראל', 'N:בת ישראל;דנה;;;', 'דנה,בת ישראל'],
      ['Noa', 'N:;Noa;;;', 'Noa,'],
    ] as const) {
      expect(nLine(leadsVCardFile([named(name)], 'en')), name).toBe(nameLine);
      expect(nLine(leadVCard(named(name), 'en').body), name).toBe(nameLine);
      expect(leadsGoogleCsv([named(name)], 'en').split('\r\n')[1], name).toMatch(new RegExp(`^${googleNames},`));
    }
  });
});

describe('derivedIdempotencyKey', () => {
  const lead = { name: 'דנה לוי', phone: '050-123-4567', email: 'Dana@Example.test', message: 'שלום  לכם' };
  const day = new Date('2025-03-14T10:00:00Z');

  it('is the same for the same details sent again that day, whatever the spacing, case or phone punctuation', () => {
    const again = { name: ' דנה  לוי ', phone: '0501234567', email: 'dana@example.test', message: 'שלום לכם' };
    expect(derivedIdempotencyKey(7, again, new Date('2025-03-14T20:00:00Z'))).toBe(derivedIdempotencyKey(7, lead, day));
  });

  it('differs for another card, another day or another message, and fits the key format', () => {
    const key = derivedIdempotencyKey(7, lead, day);
    expect(key).toMatch(/^form-[\w-]{32}$/);
    expect(derivedIdempotencyKey(8, lead, day)).not.toBe(key);
    expect(derivedIdempotencyKey(7, lead, new Date('2025-03-15T10:00:00Z'))).not.toBe(key);
    expect(derivedIdempotencyKey(7, { ...lead, message: 'משהו אחר' }, day)).not.toBe(key);
    expect(publicLeadInputSchema.safeParse({ name: 'x', phone: '0501234567', consent: true, idempotencyKey: key }).success).toBe(true);
  });
});

describe('publicLeadInputSchema', () => {
  it('reads a plain form post: "on" is consent, an empty key is no key', () => {
    const parsed = publicLeadInputSchema.parse({ name: 'רון', phone: '', email: 'ron@example.test', consent: 'on', idempotencyKey: '', website: '' });
    expect(parsed).toEqual({ name: 'רון', phone: '', email: 'ron@example.test', message: '', company: '', consent: true, sendCard: false, marketingConsent: false, website: '' });
    expect(publicLeadInputSchema.safeParse({ name: 'רון', email: 'ron@example.test' }).success).toBe(false);
  });

  it('takes a phone and an address pasted with the direction marks a Hebrew or Arabic phone copies with them', () => {
    const parsed = publicLeadInputSchema.parse({ name: 'רון', phone: '\u200E+972 52-123-4567\u200F', email: '\u200Fron@example.test\u200E', consent: true });
    expect(parsed).toMatchObject({ phone: '+972 52-123-4567', email: 'ron@example.test' });
  });
});

describe('parseLeadsSearch', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(parseLeadsSearch({ q: ' מטבח ', status: 'contacted', card: '12', page: '2' })).toEqual({ q: ' מטבח ', status: 'contacted', card: 12, page: 2 });
    expect(parseLeadsSearch({ source: 'event', event: 'כנס', tag: 'vip', reminder: 'due' })).toEqual({ source: 'event', event: 'כנס', tag: 'vip', reminder: 'due' });
    expect(parseLeadsSearch({ q: '', status: 'won', card: '-1', page: '1' })).toEqual({});
  });
});

describe('phones in the spreadsheet exports', () => {
  it('writes an Israeli number as Israelis do, whichever way it was typed, so Excel keeps it as text', () => {
    for (const typed of ['+972521234567', '+972 52-123-4567', '0521234567', '052 123 4567']) expect(spreadsheetPhone(typed), typed).toBe('052-123-4567');
    expect(spreadsheetPhone('+972 3 123 4567')).toBe('03-123-4567');
    expect(spreadsheetPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    // Typed with no space, another country's number is text too, as a number typed with spaces is (the cell's apostrophe).
    expect(spreadsheetPhone('+79161234567')).toBe("'+79161234567");
    expect(spreadsheetPhone('')).toBe('');
  });

  it("leaves no number in the leads' CSV for a spreadsheet to turn into 9.72521E+11", () => {
    const lead = { createdAt: '2025-07-01T09:05:00.000Z', cardName: 'Dana', name: 'Olga', company: '', phone: '+972521234599', email: '', message: '', status: 'new', note: '', source: 'card', event: null, tags: [], remindAt: null, marketingConsent: null, mailRefusedAt: null } as unknown as Lead;
    expect(leadsCsv([lead], 'en').split('\r\n')[1]).toBe('2025-07-01 12:05,Dana,Olga,,052-123-4599,,,New,,,Card form,,,,,');
    // Another country's, as the visitor typed it: 7.91612E+10 in Excel, and its + lost, were it a plain number.
    expect(leadsCsv([{ ...lead, phone: '+79161234567' }], 'en').split('\r\n')[1]).toContain(",Olga,,'+79161234567,");
    expect(leadsCsv([{ ...lead, phone: '+44 20 7946 0958' }], 'en').split('\r\n')[1]).toContain(",Olga,,'+44 20 7946 0958,");
  });
});
