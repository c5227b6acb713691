// What a QR on a badge or another person's card holds (a vCard, a MECARD, a link to a card page), as a lead draft.
import { emptyLeadDraft, type LeadDraft } from '../contract/card-scan';
import { normalisePhone } from './phones';

/** vCard's escapes (`\,` `\;` `\n` `\\`) undone. */
const unescapeVCard = (value: string) => value.replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** A phone in international form where it is one, else as written. */
const phoneOf = (value: string) => normalisePhone(value) ?? value.trim();

/** Whether a vCard line's parameters say its value is quoted-printable (`ENCODING=QUOTED-PRINTABLE`, or 2.1's bare word). */
const isQuotedPrintable = (line: string) => /;(?:ENCODING=)?QUOTED-PRINTABLE\b[^:]*:/i.test(line.slice(0, line.indexOf(':') + 1));

/** A quoted-printable value (`=D7=93=D7=A0=D7=94`) as text, in the line's `CHARSET` (UTF-8 unless it names another). */
function decodeQuotedPrintable(value: string, parameters: string): string {
  const bytes = value.split(/(=[0-9A-Fa-f]{2})/).flatMap((piece) => (/^=[0-9A-Fa-f]{2}$/.test(piece) ? [parseInt(piece.slice(1), 16)] : [...new TextEncoder().encode(piece)]));
  const charset = /;CHARSET=([\w-]+)/i.exec(parameters)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(Uint8Array.from(bytes));
  } catch {
    // A charset this browser does not know: UTF-8, which most are.
    return new TextDecoder().decode(Uint8Array.from(bytes));
  }
}

/**
 * The logical lines of a vCard: folded lines (a line break and a space) belong to the line before, and so does the next
 * line of a quoted-printable value that ends with `=` (vCard 2.1, as Android's contacts share a Hebrew name).
 */
function vCardLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const last = lines.at(-1);
    if (last !== undefined && isQuotedPrintable(last) && last.endsWith('=')) lines[lines.length - 1] = last.slice(0, -1) + line;
    else lines.push(line);
  }
  return lines;
}

function fromVCard(text: string): LeadDraft {
  const draft = emptyLeadDraft();
  let structuredName = '';
  for (const line of vCardLines(text)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const parameters = line.slice(0, colon);
    const key = parameters.split(';')[0]!.split('.').pop()!.toUpperCase();
    const written = line.slice(colon + 1);
    const value = unescapeVCard(isQuotedPrintable(line) ? decodeQuotedPrintable(written, parameters) : written).trim();
    if (!value) continue;
    if (key === 'FN') draft.name = value;
    else if (key === 'N') structuredName = value.split(';').slice(0, 2).toReversed().filter(Boolean).join(' ');
    else if (key === 'TITLE') draft.title = value;
    else if (key === 'ORG') draft.company = value.split(';').filter(Boolean).join(', ');
    else if (key === 'TEL') draft.phones.push(phoneOf(value.replace(/^tel:/i, '')));
    else if (key === 'EMAIL') draft.emails.push(value.toLowerCase());
    else if (key === 'URL') draft.websites.push(value);
    else if (key === 'ADR') draft.address = value.split(';').filter(Boolean).join(', ');
  }
  draft.name ||= structuredName;
  return draft;
}

/** MECARD's fields (`N:…;TEL:…;;`), each value with `\` escapes undone. */
function fromMecard(text: string): LeadDraft {
  const draft = emptyLeadDraft();
  for (const field of text.slice('MECARD:'.length).split(/(?<!\\);/)) {
    const colon = field.indexOf(':');
    if (colon < 0) continue;
    const key = field.slice(0, colon).toUpperCase();
    const value = field.slice(colon + 1).replace(/\\(.)/g, '$1').trim();
    if (!value) continue;
    if (key === 'N') draft.name = value.includes(',') ? value.split(',').toReversed().join(' ').trim() : value;
    else if (key === 'TEL') draft.phones.push(phoneOf(value));
    else if (key === 'EMAIL') draft.emails.push(value.toLowerCase());
    else if (key === 'URL') draft.websites.push(value);
    else if (key === 'ORG') draft.company = value;
    else if (key === 'TITLE') draft.title = value;
    else if (key === 'ADR') draft.address = value;
  }
  return draft;
}

/**
 * A QR's text as a lead draft: a vCard or a MECARD field by field; a web link (a Kartis card page or another) as the
 * draft's website, for the owner to name; undefined for anything else.
 */
export function draftFromQr(text: string): LeadDraft | undefined {
  const trimmed = text.trim();
  if (/^BEGIN:VCARD/i.test(trimmed)) return fromVCard(trimmed);
  if (/^MECARD:/i.test(trimmed)) return fromMecard(trimmed);
  if (/^https?:\/\/\S+$/i.test(trimmed)) return { ...emptyLeadDraft(), websites: [trimmed] };
  return undefined;
}
