import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../api/stats/csv';

describe('csvCell', () => {
  it('leaves plain Hebrew text and numbers as they are', () => {
    expect(csvCell('צפיות')).toBe('צפיות');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, doubles quotes and keeps line breaks inside quotes', () => {
    expect(csvCell('שלום, עולם')).toBe('"שלום, עולם"');
    expect(csvCell('הסטודיו "של דנה"')).toBe('"הסטודיו ""של דנה"""');
    expect(csvCell('שורה\nשנייה')).toBe('"שורה\nשנייה"');
    expect(csvCell('שורה\r\nשנייה')).toBe('"שורה\r\nשנייה"');
  });

  it('defuses text a spreadsheet would run as a formula, but not signed numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+972-50-1234567')).toBe('+972-50-1234567');
  });
});

describe('csvDocument', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csvDocument([['א', 'ב'], [1, 2]])).toBe('\uFEFFא,ב\r\n1,2\r\n');
  });
});
