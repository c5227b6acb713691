import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../api/csv';
import { leadsCsv } from '../../api/leads/csv';
import type { Lead } from '../../shared/contract/leads';

describe('csvCell (the one CSV writer of leads and statistics)', () => {
  it('writes text and numbers as they are, nothing for null', () => {
    expect(csvCell('צפיות')).toBe('צפיות');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes, line breaks and spaces at the ends, doubling quotes', () => {
    expect(csvCell('שלום, עולם')).toBe('"שלום, עולם"');
    expect(csvCell('הסטודיו "של דנה"')).toBe('"הסטודיו ""של דנה"""');
    expect(csvCell('שורה\nשנייה')).toBe('"שורה\nשנייה"');
    expect(csvCell('שורה\r\nשנייה')).toBe('"שורה\r\nשנייה"');
    expect(csvCell(' רווח ')).toBe('" רווח "');
  });

  it('defuses every text that starts like a formula and is not a plain number', () => {
    const defused: [string, string][] = [
      ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
      ['-1+HYPERLINK("http://evil.example","click")', `"'-1+HYPERLINK(""http://evil.example"",""click"")"`],
      ['+1+cmd|" /C calc"!A0', `"'+1+cmd|"" /C calc""!A0"`],
      ['-2+3', "'-2+3"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1', "'\t=1"],
      ['\r=1', `"'\r=1"`],
      ['+972 50-123-4567', "'+972 50-123-4567"],
      ['-', "'-"],
    ];
    for (const [input, expected] of defused) expect(csvCell(input), JSON.stringify(input)).toBe(expected);
    for (const number of ['-12', '+3.5', '-.5', '7']) expect(csvCell(number)).toBe(number);
  });
});

describe('csvDocument', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csvDocument([['א', 'ב'], [1, 2], []])).toBe('\uFEFFא,ב\r\n1,2\r\n\r\n');
  });

  it('writes the leads with the same rule', () => {
    const lead = { createdAt: '2025-07-01T09:05:00.000Z', cardName: 'דנה', name: '-1+HYPERLINK("http://evil.example")', company: '=Acme', phone: '+44 20 7946 0958', email: 'a@b.test', message: '', status: 'new', note: '', source: 'event', event: '@כנס', tags: [], remindAt: null, marketingConsent: null, mailRefusedAt: null } as unknown as Lead;
    // Then the owner's note and the attached file's name (none here), the source and event, tags, reminder and mail consents.
    expect(leadsCsv([lead], 'he').split('\r\n')[1]).toBe(`2025-07-01 12:05,דנה,"'-1+HYPERLINK(""http://evil.example"")",'=Acme,'+44 20 7946 0958,a@b.test,,חדש,,,אירוע,'@כנס,,,,`);
  });
});
