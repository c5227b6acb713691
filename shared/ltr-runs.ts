/**
 * Left-to-right runs in free text: phone numbers, email addresses, web addresses, dates and ranges of numbers an owner
 * types into a sentence. In a right-to-left paragraph the bidi algorithm reorders their parts (after Arabic letters
 * "050-1234567" shows as "1234567-050", "2026-11-30" as "30-11-2026", a dash between two numbers takes the line's
 * direction: "9:00–17:00" shows as "17:00–9:00"); shown isolated in their own direction they read as typed.
 */

/** A piece of text, `ltr` when it is a run to isolate left to right. */
export interface TextRun {
  text: string;
  ltr: boolean;
}

const URL_RUN = String.raw`(?:https?:\/\/|www\.)[^\s<>"'«»]*[^\s<>"'«».,;:!?)\]]`;
const EMAIL_RUN = String.raw`\w[\w.%+-]*@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}`;
const DATE_RUN = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`;
/** Two numbers (hours, prices, dates without a year) joined by a dash; never a part of a longer number ("050-123-4567"). */
const NUMBER_RANGE_RUN = String.raw`\d+(?:[:.,]\d+)* *[–—-] *\d+(?:[:.,]\d+)*(?![\d–—-])`;
/** Digits with the separators phone numbers are written with, kept only with at least seven digits (see below). */
const NUMBER_RUN = String.raw`\+?\(?\d[\d\-. ()]*\d`;
const LTR_RUN = new RegExp(`${URL_RUN}|${EMAIL_RUN}|${NUMBER_RANGE_RUN}|${DATE_RUN}|${NUMBER_RUN}`, 'giu');
const PHONE_DIGITS = 7;
const DATE_OR_RANGE = new RegExp(`^(?:${DATE_RUN}|${NUMBER_RANGE_RUN})$`, 'u');

/** Whether a match is worth isolating: a short number ("3", "2026") reads the same either way. */
function isLtrRun(match: string): boolean {
  if (!/^[+(\d]/.test(match) || DATE_OR_RANGE.test(match)) return true;
  return (match.match(/\d/g)?.length ?? 0) >= PHONE_DIGITS;
}

/** The text cut into its left-to-right runs and the text between them, in order; one plain run when there are none. */
export function ltrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    if (!isLtrRun(match[0])) continue;
    if (match.index > from) runs.push({ text: text.slice(from, match.index), ltr: false });
    runs.push({ text: match[0], ltr: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || !runs.length) runs.push({ text: text.slice(from), ltr: false });
  return runs;
}

/**
 * Safe HTML (escaped or sanitised) with the left-to-right runs of its text isolated in `<bdi dir="ltr">`; tags are
 * left as they are. For messages people type that are kept as HTML (a support conversation).
 */
export function isolateLtrRunsInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : ltrRuns(part).map((run) => (run.ltr ? `<bdi dir="ltr">${run.text}</bdi>` : run.text)).join('')))
    .join('');
}
