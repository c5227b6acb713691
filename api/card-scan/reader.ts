import type { LeadDraft } from '../../shared/contract/card-scan';
import { lettersIn, parseCardText, type ReadLine } from '../../shared/lead-draft/card-text';
import { prepareForReading } from './prepare';
import type { Tesseract } from './tesseract';

/** Tesseract's language for each script a card may be written in; Latin letters are read by `eng` in every reading. */
const SCRIPT_LANGUAGES = [
  { letters: /\p{Script=Hebrew}/u, language: 'heb' },
  { letters: /\p{Script=Arabic}/u, language: 'ara' },
  { letters: /\p{Script=Cyrillic}/u, language: 'rus' },
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
 * belong to) with English, or English alone. Reading with all four at once mistakes one script for another (Arabic
 * names came out as Hebrew letters) and takes longer than two readings.
 */
export function languagesOf(lines: readonly ReadLine[]): string {
  const counts = SCRIPT_LANGUAGES.map(({ letters, language }) => ({ language, count: lettersIn(lines, letters) }));
  const main = counts.sort((a, b) => b.count - a.count)[0]!;
  // A few letters of another script are what a first reading makes of a logo or the card's edge; a card in that
  // script has a good share of its letters in it.
  return main.count >= 3 && main.count >= lettersIn(lines, /\p{L}/u) * 0.2 ? `${main.language}+eng` : 'eng';
}

/** Reads a photo of a paper card into a lead draft. */
export async function readCard(ocr: Tesseract, photo: Buffer): Promise<LeadDraft> {
  const png = await prepareForReading(photo);
  const { default: sharp } = await import('sharp');
  const smaller = (width: number) => sharp(png).resize({ width }).png({ compressionLevel: 1 }).toBuffer();
  const languages = languagesOf(await ocr.read(await smaller(SCRIPT_READING_WIDTH), { languages: 'heb+ara+rus+eng', psm: PSM }));
  const draft =
    languages === 'eng'
      ? parseCardText(await ocr.read(png, { languages, psm: PSM }))
      : // English alone reads a right-to-left card's numbers whole (its own script's reading lost digits of them).
        parseCardText(...(await Promise.all([ocr.read(png, { languages, psm: PSM }), ocr.read(png, { languages: 'eng', psm: PSM })])));
  if (!draft.name) draft.name = parseCardText(await ocr.read(await smaller(NAME_READING_WIDTH), { languages, psm: PSM })).name;
  return draft;
}
