import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STATS_CSV_TEXTS } from '../../../api/stats/csv';
import { CARD_TEXTS } from '../../../shared/card/texts';
import { ar, arPlurals } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { arServer } from '../../../shared/i18n/ar-server';
import { sourceFiles } from '../../helpers/source-files';

const ROOT = join(import.meta.dirname, '../../..');
const ARABIC = /[\u0600-\u06FF]/;

/** Every string in a table, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The app's Arabic dictionaries: the shell and landing, the features, their plural forms and the server's messages. */
const DICTIONARIES = [...strings(arCore), ...strings(ar), ...strings(arPlurals), ...strings(arServer)].filter((text) => ARABIC.test(text));

/**
 * Every text with an Arabic letter the source writes (mails, the card and visitor pages, help, legal pages, seeded
 * packages, the dictionaries), as a string, a template (its values as {…}) or JSX text, with the file it is in.
 */
function arabicTexts(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const path of ['app', 'api', 'shared'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const code = readFileSync(path, 'utf8');
    if (!ARABIC.test(code)) continue;
    const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('');
      if (text !== null && ARABIC.test(text)) found.push({ file: relative(ROOT, path), text });
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** A text's ASCII double quotes, leaving out those of HTML attributes (`href="…"`). */
const quoteMarks = (text: string) => text.replace(/[\w-]+="[^"<>]*"/g, '').match(/"/g) ?? [];

describe('Arabic wording', () => {
  it('quotes with guillemets «…» in the app, as the server’s messages do, never with ASCII double quotes', () => {
    expect(DICTIONARIES.filter((text) => quoteMarks(text).length > 0)).toEqual([]);
    expect(ar['cards.deleted']).toBe('تم حذف البطاقة «{name}»');
    expect(ar['help.noResults']).toBe('لم نجد إجابة عن «{query}». جرّب كلمة أخرى، أو راسلنا وسنساعدك بكل سرور.');
  });

  it('quotes with guillemets in the mails, the card and visitor pages, help and the legal pages too', () => {
    const texts = arabicTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(({ text }) => quoteMarks(text).length > 0)).toEqual([]);
  });

  it('writes «واتساب» as the card page does, in the app, its server, mails and help, where it wrote «WhatsApp»', () => {
    const appTexts = [...strings(arCore), ...strings(ar), ...strings(arPlurals)];
    expect(appTexts.filter((text) => /whatsapp/i.test(text))).toEqual([]);
    expect(arabicTexts().filter(({ text }) => /whatsapp/i.test(text))).toEqual([]);
    expect(CARD_TEXTS.ar.whatsapp).toBe('واتساب');
    for (const key of ['editor.phoneWhatsapp', 'stats.action.whatsapp', 'leads.whatsapp'] as const) expect(ar[key]).toBe(CARD_TEXTS.ar.whatsapp);
    expect(ar['sendCard.byWhatsapp']).toBe('إرسال عبر واتساب');
  });

  it('joins a range of numbers with a hyphen, which a right-to-left line keeps in order («3-5 أيام عمل», not «5–3»)', () => {
    // An en or em dash between two numbers takes the line's direction, and the range is drawn backwards.
    expect(arabicTexts().filter(({ text }) => /\d\s?[–—]\s?\d/.test(text))).toEqual([]);
    expect(ar['eventMode.pin']).toBe('رمز الخروج (4-8 أرقام)');
  });

  it('names the statistics’ figures in their CSV as the page does', () => {
    const { titles } = STATS_CSV_TEXTS.ar;
    expect([titles.views, titles.uniques, titles.clicks, titles.leads]).toEqual([ar['stats.views'], ar['stats.uniques'], ar['stats.clicks'], ar['stats.leads']]);
  });

  it('keeps an Arabic word between Latin names, so that a line ending among them keeps their order', () => {
    // «iPhone، QR» is one left-to-right run, and where a line ends inside it the comma shows on the far side of its word.
    expect(DICTIONARIES.filter((text) => /[A-Za-z]+[،,] ?[A-Za-z]/.test(text))).toEqual([]);
  });
});
