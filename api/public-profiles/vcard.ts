import type { PhoneType, PublicProfile } from '../../shared/contract/profiles';
import { dialNumber } from '../../shared/card/links';
import { CARD_TEXTS, brandName } from '../../shared/card/texts';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { cardPath } from '../../shared/card/ProfileCard';
import type { FileStore } from '../file-store/store';
import { vcardPhotoName } from '../uploads/files';

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

/** The text without control characters (line breaks included), which cannot occur in a URI value or a file name. */
function withoutControlCharacters(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f').join('');
}

const uri = withoutControlCharacters;

/**
 * The TYPE values of each kind of number. iOS and Android both read CELL, WORK, HOME and FAX; MAIN is the one
 * iOS writes for a main number. VOICE comes after the place, as Android takes the first type it knows.
 */
const PHONE_TYPE_PARAMS: Record<PhoneType, string> = {
  mobile: 'CELL',
  work: 'WORK,VOICE',
  home: 'HOME,VOICE',
  fax: 'WORK,FAX',
  main: 'MAIN',
};

/** A label as a parameter value: without the characters that end or split one (`"` `;` `:` `,`). */
function parameterText(value: string): string {
  return withoutControlCharacters(value).replace(/[";:,\s]+/g, ' ').trim();
}

/** What the vCard needs besides the card itself. */
export interface VCardOptions {
  /** Absolute URL of the card's page (none for a contact that has no card, such as a lead). */
  cardUrl?: string | undefined;
  /** The avatar as a small JPEG, embedded as PHOTO. */
  photoJpeg?: Buffer | undefined;
  /** The language of the labels the vCard gives (the card's; Hebrew by default). */
  language?: CardLanguage | undefined;
}

/** What a vCard is written from: a card, or any contact shaped like one (a lead). */
export type VCardContact = Pick<PublicProfile, 'displayName' | 'contactKind' | 'givenName' | 'familyName' | 'company' | 'title' | 'bio' | 'items'>;

/**
 * Who the contact is. A person is filed under the family and given names the owner typed (without them, under the
 * whole display name as given name: a guessed surname would file a café under its second word). A business is a
 * company contact: no person's name, the card's name as the organisation, shown as a company on Apple's devices.
 */
function identityLines(contact: VCardContact): string[] {
  const fn = `FN:${escapeText(contact.displayName)}`;
  if (contact.contactKind === 'business') {
    const unit = contact.company && contact.company !== contact.displayName ? `;${escapeText(contact.company)}` : '';
    return ['N:;;;;', fn, `ORG:${escapeText(contact.displayName)}${unit}`, 'X-ABShowAs:COMPANY'];
  }
  const named = contact.givenName || contact.familyName;
  const [family, given] = named ? [contact.familyName, contact.givenName] : ['', contact.displayName];
  return [`N:${escapeText(family)};${escapeText(given)};;;`, fn, ...(contact.company ? [`ORG:${escapeText(contact.company)}`] : [])];
}

/** The card as a vCard 3.0 document: CRLF line ends, folded lines, escaped text, enabled items only. */
export function buildVCard(contact: VCardContact, { cardUrl, photoJpeg, language = 'he' }: VCardOptions = {}): string {
  const t = CARD_TEXTS[language];
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', ...identityLines(contact)];
  if (contact.title) lines.push(`TITLE:${escapeText(contact.title)}`);
  // A property with a label of its own is grouped with an X-ABLabel (itemN.), which is how contacts apps keep one.
  let groups = 0;
  const labelled = (property: string, label: string): string[] => {
    groups += 1;
    return [`item${groups}.${property}`, `item${groups}.X-ABLabel:${escapeText(label)}`];
  };
  /** The property grouped with the owner's label when the item has one (two emails "Sales" and "Support"), else alone. */
  const withLabel = (property: string, label: string): string[] => (label.trim() ? labelled(property, label.trim()) : [property]);
  for (const item of contact.items) {
    if (!item.enabled) continue;
    switch (item.kind) {
      case 'phone': {
        const number = dialNumber(item.value);
        const label = parameterText(item.label);
        // The label twice: as the group's X-ABLabel (iOS, macOS) and as an X- type, the way Android writes one.
        if (label) lines.push(...labelled(`TEL;TYPE=X-${label},${PHONE_TYPE_PARAMS[item.type]}:${number}`, item.label.trim()));
        else lines.push(`TEL;TYPE=${PHONE_TYPE_PARAMS[item.type]}:${number}`);
        break;
      }
      case 'email':
        lines.push(...withLabel(`EMAIL;TYPE=INTERNET:${escapeText(item.value)}`, item.label));
        break;
      case 'address':
        lines.push(...withLabel(`ADR;TYPE=WORK:;;${escapeText(item.value)};;;;`, item.label));
        break;
      case 'website':
        if (/^https?:/i.test(item.url)) lines.push(...withLabel(`URL;TYPE=WORK:${uri(item.url)}`, item.label));
        break;
      case 'social':
        // One address per profile, named after its network: a URL every contacts app shows (iOS hides an
        // X-SOCIALPROFILE it cannot match to a service, Android ignores it).
        if (/^https?:/i.test(item.url)) lines.push(...labelled(`URL:${uri(item.url)}`, brandName(item.brand, t)));
        break;
      default:
        break;
    }
  }
  if (cardUrl) lines.push(...labelled(`URL;TYPE=CARD:${uri(cardUrl)}`, t.cardLink));
  if (contact.bio) lines.push(`NOTE:${escapeText(contact.bio)}`);
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
  // Characters a file name cannot hold become spaces, one at most; a name ending in a full stop ("Jr.") drops it before ".vcf".
  const name = withoutControlCharacters(profile.displayName).replace(/[/\\:*?"<>|\s]+/g, ' ').replace(/[\s.]+$/, '').trim() || profile.slug;
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '') : profile.slug;
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encodeRfc5987(name)}.vcf`;
}

/** A card's vCard as visitors save it: its items, its address and its photo (read from the file store). */
export async function cardVCard(profile: PublicProfile, { files, publicUrl }: { files: FileStore; publicUrl: string }): Promise<string> {
  const photoName = vcardPhotoName(profile.avatar);
  const photoJpeg = photoName ? await files.read(photoName) : undefined;
  return buildVCard(profile, { cardUrl: publicUrl + cardPath(profile.slug), photoJpeg, language: profile.language });
}

/** Most bytes the contact QR holds: a code this small still scans from paper about 2 cm wide. */
export const CONTACT_QR_MAX_BYTES = 300;

const fits = (text: string) => Buffer.byteLength(text) <= CONTACT_QR_MAX_BYTES;

/**
 * The contact itself for a QR that needs no signal: the name, one phone, one email and the card's link, nothing else.
 * What does not fit in CONTACT_QR_MAX_BYTES goes, least needed first: the email, then the link, then the name's end.
 */
export function compactVCard(contact: VCardContact, cardUrl: string): string {
  const phone = contact.items.find((item) => item.enabled && item.kind === 'phone');
  const email = contact.items.find((item) => item.enabled && item.kind === 'email');
  const build = (identity: VCardContact, withEmail: boolean, withLink: boolean) =>
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      ...identityLines({ ...identity, company: '' }),
      ...(phone?.kind === 'phone' ? [`TEL;TYPE=${PHONE_TYPE_PARAMS[phone.type]}:${dialNumber(phone.value)}`] : []),
      ...(withEmail && email?.kind === 'email' ? [`EMAIL:${escapeText(email.value)}`] : []),
      ...(withLink ? [`URL:${uri(cardUrl)}`] : []),
      'END:VCARD',
    ]
      .flatMap(foldLine)
      .join('\r\n') + '\r\n';
  for (const [withEmail, withLink] of [[true, true], [false, true], [false, false]] as const) {
    const text = build(contact, withEmail, withLink);
    if (fits(text)) return text;
  }
  // Only a very long name is left: the whole name as the given one, shortened until it fits.
  let name = [...contact.displayName];
  const shortened = () => build({ ...contact, contactKind: 'person', displayName: name.join(''), givenName: '', familyName: '' }, false, false);
  while (name.length > 1 && !fits(shortened())) name = name.slice(0, -1);
  return shortened();
}
