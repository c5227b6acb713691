/** Excel reads a UTF-8 file as UTF-8 (and shows Hebrew) only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

/** What a spreadsheet may run as a formula when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (`-12`, `+3.5`): it starts like a formula but is only a number to a spreadsheet. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** One value of a CSV row: text, a number, or nothing. */
export type CsvValue = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, or spaces at an end, quotes doubled.
 * Every text that starts with = + - @, a tab or a carriage return and is not a plain number gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it (`-1+HYPERLINK(…)` included).
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows of values as a CSV document, CRLF after every line: BOM first for spreadsheets; `bom: false` for importers that
 * read UTF-8 as it is and would take the mark for part of the first column's name (Google Contacts).
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[], { bom = true }: { bom?: boolean } = {}): string {
  return (bom ? UTF8_BOM : '') + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
