// What a QR on a badge or another person's card holds (a vCard, a MECARD, a link to a card page), as a lead draft.
import { emptyLeadDraft, type LeadDraft } from '../contract/card-scan';
import { normalisePhone } from './phones';

/** vCard's escapes (`\,` `\;` `\n` `\\`) undone. */
const unescapeVCard = (value: string) => value.replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** A phone in international form where it is one, else as written. */
const phoneOf = (value: string) => normalisePhone(value) ?? value.trim();

function fromVCard(text: string): LeadDraft {
  const draft = emptyLeadDraft();
  // Folded lines (a line break and a space) belong to the line before.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  let structuredName = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).split(';')[0]!.split('.').pop()!.toUpperCase();
    const value = unescapeVCard(line.slice(colon + 1)).trim();
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
