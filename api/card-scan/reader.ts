import sharp from 'sharp';
import type { LeadDraft } from '../../shared/contract/card-scan';
import { parseCardText, type ReadLine } from '../../shared/lead-draft/card-text';
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

/** Page mode 6: one block of text lines (a card's lines are few and set one under another). */
const PSM = 6;

/**
 * The languages to read a card in: its own script's (the one most of the letters of a first reading in every language
 * belong to) with English, or English alone. Reading with all four at once mistakes one script for another (Arabic
 * names came out as Hebrew letters) and takes longer than two readings.
 */
export function languagesOf(lines: readonly ReadLine[]): string {
  const counts = SCRIPT_LANGUAGES.map(({ letters, language }) => ({ language, count: lines.reduce((sum, line) => sum + [...line.text].filter((c) => letters.test(c)).length, 0) }));
  const main = counts.sort((a, b) => b.count - a.count)[0]!;
  return main.count >= 3 ? `${main.language}+eng` : 'eng';
}

/** Reads a photo of a paper card into a lead draft. */
export async function readCard(ocr: Tesseract, photo: Buffer): Promise<LeadDraft> {
  const png = await prepareForReading(photo);
  const small = await sharp(png).resize({ width: SCRIPT_READING_WIDTH }).png({ compressionLevel: 1 }).toBuffer();
  const languages = languagesOf(await ocr.read(small, { languages: 'heb+ara+rus+eng', psm: PSM }));
  return parseCardText(await ocr.read(png, { languages, psm: PSM }));
}
