// What a business card says, from the lines OCR read on it: general rules of how cards are set, in Hebrew, Arabic,
// Russian and English (no knowledge of any particular card).
import { emptyLeadDraft, type LeadDraft } from '../contract/card-scan';
import { phonesIn } from './phones';

/**
 * One line as OCR read it, with the height of its letters in pixels (larger type is more prominent) and, where the
 * reading gives it, the height on the picture its middle is at.
 */
export interface ReadLine {
  text: string;
  height: number;
  middle?: number;
}

/** Direction marks and other invisible format characters OCR leaves around words. */
const FORMAT_CHARACTERS = /[\p{Cf}]/gu;

const EMAIL = /[\p{L}\p{N}._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/giu;

/** An address on the web: with www. or a scheme, or a bare domain under a common ending. */
const WEBSITE = /(?:https?:\/\/)?(?:w{2,4}\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:co\.il|org\.il|net\.il|ac\.il|gov\.il|com|net|org|il|ru|io|app|biz|info|co|me|ae|ps)\b(?:\/[^\s]*)?/gi;

/** Words of street addresses and post boxes. */
const ADDRESS_WORD =
  /(^|[\s,.])(רחוב|רח['׳]|שד['׳]|שדרות|שדרת|דרך|כיכר|סמטת|ת\.?ד\.?|מיקוד|st\.?|street|rd\.?|road|ave\.?|avenue|blvd\.?|boulevard|lane|p\.?o\.? box|ул\.|улица|пр\.|проспект|шоссе|пер\.|شارع|طريق|ص\.ب)(?=$|[\s,.\d])/iu;

/** Words of job titles, in the four languages. */
const TITLE_WORD =
  /(מנהל|מנכ["״]ל|סמנכ["״]ל|יועצ|יועץ|מהנדס|עורכ|עורך|עו["״]ד|רו["״]ח|רואה חשבון|מעצב|אדריכל|סוכנ|סוכן|נציג|מפתח|מתכנת|ראש צוות|מייסד|שותפ|שותף|רכז|מומח|מאמנ|מאמן|טכנאי|מזכיר|מנהלת|ד["״]ר|مدير|مهندس|محامي|محامية|مستشار|محاسب|مصمم|رئيس|مؤسس|مندوب|менеджер|директор|юрист|бухгалтер|дизайнер|инженер|руководитель|консультант|адвокат|специалист|основатель|агент|начальник|manager|director|engineer|attorney|lawyer|consultant|designer|\bceo\b|\bcto\b|\bcfo\b|\bcoo\b|founder|\bowner\b|partner|developer|accountant|advisor|adviser|specialist|\bagent\b|\bhead of\b|officer|president|architect|\bvp\b|representative|at law)/iu;

/** Endings and words that make a line a company's name. */
const COMPANY_WORD = /(בע["״]מ|ושות['׳]|\bltd\b|\binc\b|\bllc\b|\bgmbh\b|\bооо\b|\bзао\b|شركة|&)/iu;

const LETTER = /\p{L}/u;
const letterCount = (text: string) => [...text].filter((c) => LETTER.test(c)).length;

/** A line without the format characters and stray marks OCR puts at its ends, spaces made single. */
function cleanLine(text: string): string {
  return text
    .replace(FORMAT_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}+(]+|[^\p{L}\p{N}.)"'״׳]+$/gu, '')
    .trim();
}

/** OCR reads `@` and `.` with spaces around them, and `www.` with an extra `w`. */
function joinAddressParts(text: string): string {
  return text.replace(/\s*@\s*/g, '@').replace(/([a-z0-9])\s*\.\s*(?=[a-z]{2,}\b)/gi, '$1.').replace(/\bw{4,}\./gi, 'www.');
}

function emailsIn(text: string): string[] {
  return [...joinAddressParts(text).matchAll(EMAIL)].map((match) => match[0].toLowerCase().replace(/^[._-]+/, ''));
}

function websitesIn(text: string): string[] {
  const withoutEmails = joinAddressParts(text).replace(EMAIL, ' ');
  return [...withoutEmails.matchAll(WEBSITE)].map((match) => match[0].toLowerCase().replace(/^w{2,4}\./, 'www.'));
}

const addOnce = (list: string[], values: string[]) => {
  for (const value of values) if (!list.includes(value)) list.push(value);
};

const SCRIPTS = [/\p{Script=Hebrew}/u, /\p{Script=Arabic}/u, /\p{Script=Cyrillic}/u];

/** How many characters of the lines `letters` matches (a script's letters, or any letter). */
export const lettersIn = (lines: readonly ReadLine[], letters: RegExp) => lines.reduce((sum, line) => sum + [...line.text].filter((c) => letters.test(c)).length, 0);

/** The script other than Latin that most letters of the lines are in, if any. */
function mainScriptOf(lines: readonly ReadLine[]): RegExp | undefined {
  const counts = SCRIPTS.map((script) => ({ script, count: lettersIn(lines, script) }));
  const top = counts.sort((a, b) => b.count - a.count)[0]!;
  return top.count > 0 ? top.script : undefined;
}

/** A line without the single letters and signs OCR makes of a card's edge or a logo beside the text. */
function withoutStrayMarks(text: string): string {
  const words = text.split(' ').filter((word) => [...word].filter((c) => LETTER.test(c)).length >= 2 || /\d/.test(word) || word === '&');
  return words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)"'״׳]+$/gu, '');
}

/** A line that can be a person's name: two to four words of letters, nothing of a title or a company. */
function looksLikeName(text: string): boolean {
  const words = text.split(' ');
  return words.length >= 2 && words.length <= 4 && !/\d/.test(text) && !TITLE_WORD.test(text) && !COMPANY_WORD.test(text) && letterCount(text) >= text.replace(/\s/g, '').length * 0.85;
}

/**
 * A card's lines apart from contacts: its address (the first line with a street word) and the lines of words that
 * may be a name, a title or a company, without stray marks.
 */
function addressAndWordLines(lines: readonly ReadLine[]): { address: string; words: ReadLine[] } {
  const cleaned = lines.map((line) => ({ ...line, text: cleanLine(line.text) })).filter((line) => line.text !== '');
  let address = '';
  const words: ReadLine[] = [];
  for (const line of cleaned) {
    const hasContact = emailsIn(line.text).length > 0 || websitesIn(line.text).length > 0 || phonesIn(line.text).length > 0;
    if (!address && ADDRESS_WORD.test(line.text) && !hasContact) {
      address = line.text;
      continue;
    }
    if (hasContact || /[@:]/.test(line.text) || letterCount(line.text) < 3) continue;
    words.push({ ...line, text: withoutStrayMarks(line.text) });
  }
  return { address, words };
}

/** The first line with a job title's words. */
const titleAmong = (words: readonly ReadLine[]) => words.find((line) => TITLE_WORD.test(line.text) && !COMPANY_WORD.test(line.text));

/** The lines of words other than the title, the largest type first. */
const byProminence = (words: readonly ReadLine[], title: ReadLine | undefined) => words.filter((line) => line !== title).sort((a, b) => b.height - a.height);

/** Whether `word` is one of the words of `text`, whatever their case. */
const hasWord = (text: string, word: string) => text.toLocaleLowerCase().split(' ').includes(word.toLocaleLowerCase());

/**
 * The card's most prominent line when it is a single word that the name read from the lines (`name`, when the caller
 * has it) does not have: a name in large type that Tesseract split or read only in part. Being no name, it would
 * become the company, and the company the name.
 */
export function largeTypeFragment(lines: readonly ReadLine[], name = parseCardText(lines).name): string | undefined {
  const { words } = addressAndWordLines(lines);
  const top = byProminence(words, titleAmong(words))[0];
  return top && !top.text.includes(' ') && !hasWord(name, top.text) ? top.text : undefined;
}

/**
 * The lines with their large-type fragment read as `name` (another reading's) when `name` has it as one of its words,
 * so that the name and the company are chosen again from one set of lines; else the lines as they are.
 */
export function withFragmentReadAs(lines: readonly ReadLine[], name: string, fragment = largeTypeFragment(lines)): ReadLine[] {
  if (!fragment || !hasWord(name, fragment)) return [...lines];
  return lines.map((line) => (withoutStrayMarks(cleanLine(line.text)) === fragment ? { ...line, text: name } : line));
}

/**
 * Reads a card's lines into a lead draft: contacts (phones, emails, websites) from every line, preferring the lines of
 * `contactLines` (a reading made for Latin letters and digits) when given; the address by its street words; the name,
 * title and company from the remaining lines of `lines` by their words and the size of their type.
 */
export function parseCardText(lines: readonly ReadLine[], contactLines: readonly ReadLine[] = []): LeadDraft {
  const draft = emptyLeadDraft();
  for (const line of [...contactLines, ...lines]) {
    addOnce(draft.emails, emailsIn(line.text));
    addOnce(draft.websites, websitesIn(line.text));
    addOnce(draft.phones, phonesIn(line.text.replace(FORMAT_CHARACTERS, '')));
  }

  const { address, words } = addressAndWordLines(lines);
  draft.address = address;
  const title = titleAmong(words);
  const prominent = byProminence(words, title);
  // A card sets the title right under the name; else the name is its most prominent line that reads as one, in the
  // card's own script (on a Hebrew card with an English company, the Hebrew line).
  const main = mainScriptOf(words);
  const aboveTitle = title ? words[words.indexOf(title) - 1] : undefined;
  const name =
    (aboveTitle && looksLikeName(aboveTitle.text) ? aboveTitle : undefined) ??
    prominent.find((line) => looksLikeName(line.text) && (!main || main.test(line.text))) ??
    prominent.find((line) => looksLikeName(line.text));
  const company = prominent.find((line) => line !== name && COMPANY_WORD.test(line.text)) ?? prominent.find((line) => line !== name);
  draft.name = name?.text ?? '';
  draft.title = title?.text ?? '';
  draft.company = company?.text ?? '';
  return draft;
}
