import { describe, expect, it } from 'vitest';
import { noteReads, placeRefusal } from '../../../app/lib/use-schema-form';
import { tokenFromLink } from '../../../app/features/auth/link-token';

describe('a refusal of a form', () => {
  it('puts the problems of fields the form shows beside them', () => {
    const shown = new Set(['password', 'confirmPassword']);
    expect(placeRefusal({ password: 'קצרה מדי' }, (field) => shown.has(field))).toEqual({ fields: { password: 'קצרה מדי' } });
  });

  it('says a problem of a field the form has not (a link’s token) for the whole form, never dropping it', () => {
    const shown = new Set(['password', 'confirmPassword']);
    const placed = placeRefusal({ token: 'הקישור אינו בתוקף', password: 'קצרה מדי' }, (field) => shown.has(field));
    expect(placed).toEqual({ fields: { password: 'קצרה מדי' }, general: 'הקישור אינו בתוקף' });
  });

  it('notes the fields whose errors a form reads, and every field once it lists them all', () => {
    const seen = new Set<string>();
    const errors = noteReads({ email: 'כתובת מייל לא תקינה' }, seen);
    expect(errors.email).toBe('כתובת מייל לא תקינה');
    expect(errors.password).toBeUndefined();
    expect([...seen]).toEqual(['email', 'password']);
    const listing = new Set<string>();
    expect(Object.keys(noteReads({ a: 'x' }, listing))).toEqual(['a']);
    expect(listing.size).toBeGreaterThan(0);
  });
});

describe('a token from a mailed link', () => {
  it('drops punctuation copied with the link from a sentence', () => {
    const token = 'AbC_123-xyz'.repeat(4);
    expect(tokenFromLink(`${token}.`)).toBe(token);
    expect(tokenFromLink(`${token}).`)).toBe(token);
    expect(tokenFromLink(`${token}»`)).toBe(token);
    expect(tokenFromLink(token)).toBe(token);
  });

  it('is missing when nothing of it is left', () => {
    expect(tokenFromLink(undefined)).toBeUndefined();
    expect(tokenFromLink('.')).toBeUndefined();
  });
});
