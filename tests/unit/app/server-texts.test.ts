import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, setRenderedLanguage } from '../../../app/i18n';
import { loadServerTexts, serverText } from '../../../app/lib/server-texts';
import { ApiError, errorFromResponse } from '../../../app/lib/errors';
import { AUTH_MESSAGES } from '../../../shared/contract/auth';
import { ERROR_CODES, STATUS_MESSAGES } from '../../../shared/contract/errors';
import { ORGANISATION_MESSAGES } from '../../../shared/contract/organisations';
import { arServer as arabic } from '../../../shared/i18n/ar-server';
import { enServer } from '../../../shared/i18n/en-server';
import { ruServer as russian } from '../../../shared/i18n/ru-server';

const { tables: SERVER_MESSAGE_TABLES, codes: ERROR_CODE_TEXTS } = enServer;

const HEBREW = /[\u0590-\u05FF]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe("the error catalogue's English", () => {
  it('gives every code the API answers with an English text', () => {
    for (const code of ERROR_CODES) {
      const text = ERROR_CODE_TEXTS[code];
      expect(text?.trim(), code).toBeTruthy();
      expect(text, code).not.toMatch(HEBREW);
    }
  });

  it('lists every code the server code sends (a code left out of the catalogue would reach the app untranslated)', () => {
    const sent = new Set<string>();
    for (const file of sources('api')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/new HttpError\(\s*\d+,\s*'(\w+)'/g)) sent.add(match[1]!);
      for (const match of text.matchAll(/message\b[^\n]*\bcode: '(\w+)'/g)) sent.add(match[1]!);
    }
    expect(sent.size).toBeGreaterThan(20);
    expect([...sent].filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it("has the English of every message of the contract's tables, and no Hebrew in it", () => {
    for (const [hebrew, english] of SERVER_MESSAGE_TABLES) {
      for (const [key, text] of Object.entries(hebrew)) {
        if (typeof text !== 'string') continue;
        expect(english[key]?.trim(), `${key}: ${text}`).toBeTruthy();
        expect(english[key], key).not.toMatch(HEBREW);
      }
    }
  });

  it('has the Arabic and the Russian of every message and every code, each in its own letters', () => {
    for (const [words, letters] of [[arabic, /[\u0600-\u06FF]/], [russian, /[\u0400-\u04FF]/]] as const) {
      for (const [hebrew, translated] of words.tables) {
        for (const [key, text] of Object.entries(hebrew)) {
          if (typeof text !== 'string') continue;
          expect(translated[key], `${key}: ${text}`).toMatch(letters);
          expect(translated[key], key).not.toMatch(HEBREW);
        }
      }
      for (const code of ERROR_CODES) expect(words.codes[code], code).toMatch(letters);
    }
  });
});

describe('server messages on an Arabic or Russian screen', () => {
  afterAll(() => setRenderedLanguage('he'));

  it('shows a message the contract names, and one it does not by its code, in the language shown', async () => {
    setRenderedLanguage('ar');
    await loadServerTexts();
    expect(serverText(AUTH_MESSAGES.invalidCredentials, { code: 'invalid_credentials' })).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(serverText('הודעה שאף טבלה לא מכירה', { code: 'seats_full' })).toBe(arabic.codes.seats_full);
    setRenderedLanguage('ru');
    await loadServerTexts();
    expect(serverText(AUTH_MESSAGES.invalidCredentials, { code: 'invalid_credentials' })).toBe('Неверный адрес эл.\u00a0почты или пароль');
    expect(serverText('שדה שגוי', { field: true })).toBe(russian.field);
  });
});

describe('server messages on an English screen', () => {
  beforeAll(async () => {
    setRenderedLanguage('en');
    await loadMessages('en');
    await loadServerTexts();
  });
  afterAll(() => setRenderedLanguage('he'));

  it('shows a message the contract names in English, one it does not by its code, and never Hebrew', () => {
    expect(serverText(AUTH_MESSAGES.invalidCredentials, { code: 'invalid_credentials' })).toBe('The email address or password is wrong');
    expect(serverText('הודעה שאף טבלה לא מכירה', { code: 'seats_full' })).toBe(ERROR_CODE_TEXTS.seats_full);
    expect(serverText('הודעה שאף טבלה לא מכירה', { code: 'not_a_code' })).not.toMatch(HEBREW);
    expect(serverText('שדה שגוי', { field: true })).toBe('This value is not valid');
    expect(serverText('dana@example.com')).toBe('dana@example.com');
  });

  it("builds an API error whose message and field problems are in English, keeping the server's body", () => {
    const body = { message: ORGANISATION_MESSAGES.seatsFull, code: 'seats_full', details: [{ path: 'email', message: AUTH_MESSAGES.invalidEmail }] };
    const error = errorFromResponse(402, 'Payment Required', body, serverText);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(ERROR_CODE_TEXTS.seats_full);
    expect(error.fieldErrors).toEqual({ email: 'Invalid email address' });
    expect(error.code).toBe('seats_full');
    expect(error.data).toBe(body);
    expect(errorFromResponse(429, 'Too Many Requests', null, serverText).message).toBe('Too many requests: try again in a few minutes');
  });

  it('leaves every message Hebrew on a Hebrew screen', () => {
    setRenderedLanguage('he');
    expect(serverText(STATUS_MESSAGES[429]!, { code: 'rate_limited' })).toBe(STATUS_MESSAGES[429]);
    setRenderedLanguage('en');
  });
});
