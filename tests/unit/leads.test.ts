import { describe, expect, it } from 'vitest';
import { publicLeadInputSchema } from '../../shared/contract/leads';
import { csvDate, leadsCsv } from '../../api/leads/csv';
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
    const csv = leadsCsv([]);
    expect(csv).toBe('\uFEFFתאריך,כרטיס,שם,חברה,טלפון,מייל,הודעה,סטטוס,הערה,קובץ מצורף,מקור,אירוע,תגיות,תזכורת,הסכמה לדיוור,הסרה מדיוור\r\n');
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
});

describe('parseLeadsSearch', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(parseLeadsSearch({ q: ' מטבח ', status: 'contacted', card: '12', page: '2' })).toEqual({ q: ' מטבח ', status: 'contacted', card: 12, page: 2 });
    expect(parseLeadsSearch({ source: 'event', event: 'כנס', tag: 'vip', reminder: 'due' })).toEqual({ source: 'event', event: 'כנס', tag: 'vip', reminder: 'due' });
    expect(parseLeadsSearch({ q: '', status: 'won', card: '-1', page: '1' })).toEqual({});
  });
});
