import type { PublicProfile } from '../contract/profiles';
import { internationalDigits } from '../../app/features/profiles/card/links';

/** vCard lines may be at most 75 octets long (RFC 2425 §5.8.1); longer ones are folded. */
const MAX_LINE_OCTETS = 75;

/** Escapes a text value: backslash, comma, semicolon and line breaks (RFC 2426 §4). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into physical lines of ≤ 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // A continuation line starts with one space, which counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** Splits a display name into family and given names, the family name being the last word. */
function nameParts(displayName: string): { family: string; given: string } {
  const words = displayName.trim().split(/\s+/);
  if (words.length < 2) return { family: '', given: words.join(' ') };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/** The text without control characters (line breaks included), which cannot occur in a URI value or a file name. */
function withoutControlCharacters(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f').join('');
}

const uri = withoutControlCharacters;

/** What the vCard needs besides the card itself. */
export interface VCardOptions {
  /** Absolute URL of the card's page (none for a contact that has no card, such as a lead). */
  cardUrl?: string | undefined;
  /** The avatar as a small JPEG, embedded as PHOTO. */
  photoJpeg?: Buffer | undefined;
}

/** What a vCard is written from: a card, or any contact shaped like one (a lead). */
export type VCardContact = Pick<PublicProfile, 'displayName' | 'company' | 'title' | 'bio' | 'items'>;

/** The card as a vCard 3.0 document: CRLF line ends, folded lines, escaped text, enabled items only. */
export function buildVCard(profile: VCardContact, { cardUrl, photoJpeg }: VCardOptions = {}): string {
  const { family, given } = nameParts(profile.displayName);
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeText(family)};${escapeText(given)};;;`, `FN:${escapeText(profile.displayName)}`];
  if (profile.company) lines.push(`ORG:${escapeText(profile.company)}`);
  if (profile.title) lines.push(`TITLE:${escapeText(profile.title)}`);
  for (const item of profile.items) {
    if (!item.enabled) continue;
    switch (item.kind) {
      case 'phone':
        lines.push(`TEL;TYPE=CELL:+${internationalDigits(item.value)}`);
        break;
      case 'email':
        lines.push(`EMAIL;TYPE=INTERNET:${escapeText(item.value)}`);
        break;
      case 'address':
        lines.push(`ADR;TYPE=WORK:;;${escapeText(item.value)};;;;`);
        break;
      case 'website':
        if (/^https?:/i.test(item.url)) lines.push(`URL;TYPE=WORK:${uri(item.url)}`);
        break;
      case 'social':
        if (/^https?:/i.test(item.url)) {
          lines.push(`URL;TYPE=${item.brand}:${uri(item.url)}`, `X-SOCIALPROFILE;TYPE=${item.brand}:${uri(item.url)}`);
        }
        break;
      default:
        break;
    }
  }
  if (cardUrl) lines.push(`URL;TYPE=CARD:${uri(cardUrl)}`);
  if (profile.bio) lines.push(`NOTE:${escapeText(profile.bio)}`);
  if (photoJpeg) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${photoJpeg.toString('base64')}`);
  lines.push('END:VCARD');
  return lines.flatMap(foldLine).join('\r\n') + '\r\n';
}

/** RFC 5987 percent-encoding (encodeURIComponent leaves a few characters the header grammar does not allow). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** `Content-Disposition` of the download: an ASCII name for old clients and the real (Hebrew) one as `filename*`. */
export function vcardContentDisposition(profile: Pick<PublicProfile, 'displayName' | 'slug'>): string {
  const name = withoutControlCharacters(profile.displayName).replace(/[/\\:*?"<>|]+/g, ' ').trim() || profile.slug;
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '') : profile.slug;
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encodeRfc5987(name)}.vcf`;
}
