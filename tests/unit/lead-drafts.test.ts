import { describe, expect, it } from 'vitest';
import { largeTypeFragment, parseCardText, type ReadLine, withFragmentReadAs } from '../../shared/lead-draft/card-text';
import { normalisePhone, phonesIn } from '../../shared/lead-draft/phones';
import { draftFromQr } from '../../shared/lead-draft/qr-contact';
import { linesOfTsv } from '../../api/card-scan/tesseract';
import { languagesOf, withMissedLines } from '../../api/card-scan/reader';

const lines = (...rows: [string, number][]): ReadLine[] => rows.map(([text, height]) => ({ text, height }));

describe('phone numbers', () => {
  it('puts Israeli numbers in +972 form however they are printed', () => {
    expect(normalisePhone('050-123-4567')).toBe('+972501234567');
    expect(normalisePhone('03 123 4567')).toBe('+97231234567');
    expect(normalisePhone('+972 (0)54-7654321')).toBe('+972547654321');
    expect(normalisePhone('00972-77-1234567')).toBe('+972771234567');
    expect(normalisePhone('+1 212 555 0100')).toBe('+12125550100');
    expect(normalisePhone('12345')).toBeUndefined();
    expect(normalisePhone('2026')).toBeUndefined();
  });

  it('reads a number shown the other way round in a right-to-left line, and two numbers side by side', () => {
    // "+972 58 252 7704" in an Arabic line shows (and is read) as its groups reversed with the plus at the end.
    expect(phonesIn('جوال: 7704 252 58 972+')).toEqual(['+972582527704']);
    expect(phonesIn('טל׳: 972-2-2873156+')).toEqual(['+97222873156']);
    expect(phonesIn('03-1234567 050-7654321')).toEqual(['+97231234567', '+972507654321']);
  });
});

describe('a card read by OCR', () => {
  it('finds the name by its size, the title by its words, and the company, with contacts and address', () => {
    const draft = parseCardText(
      lines(
        ['בית הקפה הירוק', 60],
        ['שירה גולן', 98],
        ['סמנכ"ל כספים', 45],
        ['נייד: 053-155-4887', 46],
        ['leila.sara @bluewave.net', 51],
        ['Wwww.bluewave.net', 40],
        ['‏רחוב הרצל 12, תל אביב |', 38],
      ),
    );
    expect(draft).toEqual({
      name: 'שירה גולן',
      title: 'סמנכ"ל כספים',
      company: 'בית הקפה הירוק',
      phones: ['+972531554887'],
      emails: ['leila.sara@bluewave.net'],
      websites: ['www.bluewave.net'],
      address: 'רחוב הרצל 12, תל אביב',
    });
  });

  it("takes a company by its legal ending, and on a Hebrew card the Hebrew line as the person's name", () => {
    const draft = parseCardText(lines(['Stone & Partners', 80], ['איתי דהן', 70], ['Attorney at Law', 47], ['sara@orsys.org. il', 50]));
    expect(draft.name).toBe('איתי דהן');
    expect(draft.company).toBe('Stone & Partners');
    expect(draft.title).toBe('Attorney at Law');
    expect(draft.emails).toEqual(['sara@orsys.org.il']);
  });

  it('takes a name in large type that a reading split into one word from a reading that has that word, and the company beside it', () => {
    // Read at full size, the name "Emily Carter" set twice the size of the other lines came out as "Carter" alone.
    const card = lines(['Carter', 96], ['Marketing Director', 45], ['Brightway Media', 52], ['emily@brightway.com', 40]);
    expect(largeTypeFragment(card)).toBe('Carter');
    const draft = parseCardText(withFragmentReadAs(card, 'Emily Carter'));
    expect({ name: draft.name, company: draft.company, title: draft.title }).toEqual({ name: 'Emily Carter', company: 'Brightway Media', title: 'Marketing Director' });
    expect(draft.emails).toEqual(['emily@brightway.com']);
  });

  it('keeps a one-word company in large type when the other reading finds a name without that word, or the name has it', () => {
    const card = lines(['ACME', 96], ['Sarah Miller', 60], ['Sales Manager', 45]);
    expect(parseCardText(withFragmentReadAs(card, 'Sarah Milter'))).toMatchObject({ name: 'Sarah Miller', company: 'ACME' });
    expect(largeTypeFragment(lines(['Levi', 96], ['Dana Levi', 60], ['Sales Manager', 45]))).toBeUndefined();
    expect(largeTypeFragment(lines(['Acme Labs', 96], ['Sarah Miller', 60]))).toBeUndefined();
  });

  it("reads Tesseract's TSV into lines with their words' median height and middle, leaving out words it is unsure of", () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '5\t1\t1\t1\t1\t1\t10\t10\t50\t40\t95\tАнна',
      '5\t1\t1\t1\t1\t2\t70\t10\t50\t44\t93\tСмирнова',
      '5\t1\t1\t1\t2\t1\t10\t60\t50\t20\t12\t~~',
      '5\t1\t1\t1\t3\t1\t10\t90\t50\t22\t90\tЮрист',
    ].join('\n');
    expect(linesOfTsv(tsv)).toEqual([
      { text: 'Анна Смирнова', height: 44, middle: 32 },
      { text: 'Юрист', height: 22, middle: 101 },
    ]);
  });

  it('keeps less sure words in a reading that allows them, but never less sure numbers', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '5\t1\t1\t1\t1\t1\t10\t10\t300\t40\t47\tigor@migdal.co.il',
      '5\t1\t1\t1\t2\t1\t10\t60\t200\t40\t47\t054-1234567',
      '5\t1\t1\t1\t3\t1\t10\t110\t50\t40\t20\tnjdIN',
    ].join('\n');
    expect(linesOfTsv(tsv).map((line) => line.text)).toEqual([]);
    expect(linesOfTsv(tsv, 30).map((line) => line.text)).toEqual(['igor@migdal.co.il']);
  });

  it('adds to a reading the lines another reading found at heights of the card where it found none', () => {
    const block = [
      { text: 'كريم عباس', height: 100, middle: 200 },
      { text: 'مهندس برمجيات', height: 57, middle: 290 },
    ];
    const auto = [
      { text: 'شركة النور', height: 42, middle: 60 },
      { text: 'كريم عبا', height: 96, middle: 205 },
      { text: 'مهندس', height: 55, middle: 300 },
    ];
    expect(withMissedLines(block, auto).map((line) => line.text)).toEqual(['كريم عباس', 'مهندس برمجيات', 'شركة النور']);
  });

  it('takes an Arabic line from the other reading when one broke a letter off a word and the other read it whole', () => {
    const block = [
      { text: 'ر نأ شحادة', height: 94, middle: 235 },
      { text: 'مستشارة تسويق', height: 62, middle: 362 },
      { text: 'الأفق للتجارة', height: 94, middle: 436 },
    ];
    const auto = [
      { text: 'رنا شحادة', height: 112, middle: 242 },
      { text: 'مستشارة تسويق', height: 62, middle: 358 },
    ];
    expect(parseCardText(withMissedLines(block, auto))).toMatchObject({ name: 'رنا شحادة', company: 'الأفق للتجارة' });
    // Not for a line read with a stray digit, nor in place of marks that hold no word.
    expect(withMissedLines(block, [{ text: '1 رنا شحادة', height: 112, middle: 242 }])[0]!.text).toBe('ر نأ شحادة');
    expect(withMissedLines([{ text: 'ظ 4', height: 227, middle: 263 }], [{ text: 'ليلى عودة', height: 87, middle: 359 }]).map((line) => line.text)).toEqual(['ظ 4']);
  });

  it("chooses the card's script for the second reading, English alone for a Latin card", () => {
    expect(languagesOf(lines(['Анна Смирнова', 40], ['anna@example.com', 20]))).toBe('rus+eng');
    expect(languagesOf(lines(['سارة حداد', 40]))).toBe('ara');
    expect(languagesOf(lines(['Sarah Miller', 40]))).toBe('eng');
  });
});

describe("a badge's QR", () => {
  it('reads a vCard, with folded lines and escapes', () => {
    const vcard = 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:כהן;נועה;;;\r\nFN:נועה כהן\r\nORG:אופק\\, בע"מ\r\nTITLE:מנהלת שיווק\r\nTEL;TYPE=CELL:050-123-45\r\n 67\r\nEMAIL:Noa@Ofek.co.il\r\nURL:https://ofek.co.il\r\nEND:VCARD';
    expect(draftFromQr(vcard)).toEqual({
      name: 'נועה כהן',
      title: 'מנהלת שיווק',
      company: 'אופק, בע"מ',
      phones: ['+972501234567'],
      emails: ['noa@ofek.co.il'],
      websites: ['https://ofek.co.il'],
      address: '',
    });
  });

  it("reads a Hebrew contact as Android's contacts share it: vCard 2.1, quoted-printable, its long lines broken with =", () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=D7=9C=D7=95=D7=99;=D7=93=D7=A0=D7=94;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=D7=93=D7=A0=D7=94=20=D7=9C=D7=95=D7=99',
      'ORG;CHARSET=UTF-8;QUOTED-PRINTABLE:=D7=90=D7=95=D7=A4=D7=A7=20=D7=A4=D7=AA=D7=A8=D7=95=D7=A0=D7=95=D7=AA=20=',
      '=D7=91=D7=A2=22=D7=9E',
      'TEL;CELL:050-123-4567',
      'EMAIL;HOME:dana@example.co.il',
      'END:VCARD',
    ].join('\r\n');
    expect(draftFromQr(vcard)).toMatchObject({ name: 'דנה לוי', company: 'אופק פתרונות בע"מ', phones: ['+972501234567'], emails: ['dana@example.co.il'] });
  });

  it('reads a MECARD and a link, and nothing else', () => {
    expect(draftFromQr('MECARD:N:Smirnova,Anna;TEL:+972541234567;EMAIL:anna@example.com;ORG:Vector;;')).toMatchObject({
      name: 'Anna Smirnova',
      phones: ['+972541234567'],
      emails: ['anna@example.com'],
      company: 'Vector',
    });
    expect(draftFromQr('https://kartis.app/p/noa')).toMatchObject({ name: '', websites: ['https://kartis.app/p/noa'] });
    expect(draftFromQr('just some text')).toBeUndefined();
  });
});
