import type { LeadDraft } from '../../shared/contract/card-scan';
import { largeTypeFragment, lettersIn, parseCardText, type ReadLine, withFragmentReadAs } from '../../shared/lead-draft/card-text';
import { prepareForReading } from './prepare';
import type { Tesseract } from './tesseract';

/**
 * Tesseract's languages for a card in each script, with English for the Latin words beside it; Arabic alone, since
 * read with English its words came out as Latin ones ("حداد" as "sla"). Contacts are read by `eng` on every card.
 */
const SCRIPT_LANGUAGES = [
  { letters: /\p{Script=Hebrew}/u, languages: 'heb+eng' },
  { letters: /\p{Script=Arabic}/u, languages: 'ara' },
  { letters: /\p{Script=Cyrillic}/u, languages: 'rus+eng' },
] as const;

/** The width of the quick first reading, which only tells the card's script. */
const SCRIPT_READING_WIDTH = 1000;

/**
 * The width of a second reading when the first found no name: a name set in large type (twice the height of the rest,
 * or more) is read better smaller, where its letters are the size Tesseract's models know best.
 */
const NAME_READING_WIDTH = 1200;

/** Page mode 6: one block of text lines (a card's lines are few and set one under another). */
const PSM = 6;

/**
 * The languages to read a card in: its own script's (the one most of the letters of a first reading in every language
 * belong to), or English alone. Reading with all four at once mistakes one script for another (Arabic names came out
 * as Hebrew letters) and takes longer than two readings.
 */
export function languagesOf(lines: readonly ReadLine[]): string {
  const counts = SCRIPT_LANGUAGES.map(({ letters, languages }) => ({ languages, count: lettersIn(lines, letters) }));
  const main = counts.sort((a, b) => b.count - a.count)[0]!;
  // A few letters of another script are what a first reading makes of a logo or the card's edge; a card in that
  // script has a good share of its letters in it.
  return main.count >= 3 && main.count >= lettersIn(lines, /\p{L}/u) * 0.2 ? main.languages : 'eng';
}

/** Page mode 3: Tesseract finds the blocks itself, and so reads a line set apart (white on a coloured band). */
const AUTO_PSM = 3;

/**
 * The reading in English alone that a card in another script gets for its contacts. Its words are only taken where
 * they have the shape of an email or a web address (or a phone), so it keeps words Tesseract is less sure of: on a
 * right-to-left card an address often read whole at 40–50 % and was left out. Numbers stay at the usual confidence:
 * a digit misread makes a wrong phone. In page mode 6 it left out whole lines of phones beside a label in the card's
 * script; in mode 3 it read them.
 */
const CONTACT_READING = { languages: 'eng', psm: AUTO_PSM, minConfidence: 30 };

/** The line of `others` at the same height of the picture as `line`, if any. */
const atSameHeight = (line: ReadLine, others: readonly ReadLine[]) =>
  others.find((other) => Math.abs((other.middle ?? 0) - (line.middle ?? 0)) < Math.max(other.height, line.height) / 2);

/** A line of words with a word of one letter: in Arabic, where letters join, a letter Tesseract broke off a word. */
const brokeALetterOff = (text: string) => /(^|\s)\p{L}(?=\s|$)/u.test(text) && /\p{L}{2}/u.test(text);

/** A word of one letter or digit: a broken word, or a mark beside the line read as one. */
const LONE_CHARACTER = /(^|\s)[\p{L}\p{N}](?=\s|$)/u;

/**
 * `lines`, each one that broke a letter off a word replaced by the line `extra` read at its height without any lone
 * letter or digit; then the lines of `extra` at heights where `lines` has none: what one reading missed.
 */
export function withMissedLines(lines: readonly ReadLine[], extra: readonly ReadLine[]): ReadLine[] {
  const mended = lines.map((line) => {
    const other = atSameHeight(line, extra);
    return other && brokeALetterOff(line.text) && !LONE_CHARACTER.test(other.text) ? other : line;
  });
  return [...mended, ...extra.filter((line) => !atSameHeight(line, lines))];
}

/** A card's lines at full size, and the lines of the reading for its contacts (none on a Latin card). */
type FullReading = [lines: ReadLine[], contactLines: ReadLine[]];

/**
 * An Arabic card, read in both page modes, since each left out lines the other read (the company's name in bold, or
 * white on a band); its contacts from English alone.
 */
async function readArabicCard(ocr: Tesseract, png: Buffer): Promise<FullReading> {
  const [block, auto, latin] = await Promise.all([
    ocr.read(png, { languages: 'ara', psm: PSM }),
    ocr.read(png, { languages: 'ara', psm: AUTO_PSM }),
    ocr.read(png, CONTACT_READING),
  ]);
  return [withMissedLines(block, auto), latin];
}

/** The card read at full size in `languages`. */
function readFullSize(ocr: Tesseract, png: Buffer, languages: string): Promise<FullReading> {
  if (languages === 'eng') return Promise.all([ocr.read(png, { languages, psm: PSM }), []]);
  if (languages === 'ara') return readArabicCard(ocr, png);
  // English alone reads a right-to-left card's numbers whole (its own script's reading lost digits of them).
  return Promise.all([ocr.read(png, { languages, psm: PSM }), ocr.read(png, CONTACT_READING)]);
}

/** Reads a photo of a paper card into a lead draft. */
export async function readCard(ocr: Tesseract, photo: Buffer): Promise<LeadDraft> {
  const png = await prepareForReading(photo);
  const { default: sharp } = await import('sharp');
  const smaller = (width: number) => sharp(png).resize({ width }).png({ compressionLevel: 1 }).toBuffer();
  const languages = languagesOf(await ocr.read(await smaller(SCRIPT_READING_WIDTH), { languages: 'heb+ara+rus+eng', psm: PSM }));
  const [lines, contactLines] = await readFullSize(ocr, png, languages);
  const draft = parseCardText(lines, contactLines);
  const fragment = largeTypeFragment(lines, draft.name);
  if (draft.name && !fragment) return draft;
  // No name, or the largest type read as one word: the name is read again smaller, and where it holds that word it
  // stands for it, so the name and the company are chosen again from the same lines.
  const nameReadSmaller = parseCardText(await ocr.read(await smaller(NAME_READING_WIDTH), { languages, psm: PSM })).name;
  const mended = parseCardText(withFragmentReadAs(lines, nameReadSmaller, fragment), contactLines);
  return mended.name ? mended : { ...mended, name: nameReadSmaller };
}
