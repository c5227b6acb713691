import { cardDirection } from '../../../../shared/contract/card-languages';
import type { Profile, ProfileItem } from '../../../../shared/contract/profiles';
import { displayHost, mailtoHref, safeHref, telHref, uploadIdOf, vcardImageUrl } from '../../../../shared/card/links';
import { BRAND_NAMES } from '../../../../shared/card/texts';
import { escapeHtml } from '../../../../shared/html-escape';

/** What the signature needs of a card. */
export type SignatureCard = Pick<Profile, 'slug' | 'displayName' | 'title' | 'company' | 'language' | 'primaryColor' | 'avatar' | 'items'>;

const FONT = 'Arial,Helvetica,sans-serif';
const TEXT = '#1f2937';
const MUTED = '#4b5563';

/** The avatar as a JPEG (what every mail program shows; WebP is not), at the address the card page keeps for the vCard. */
function avatarJpeg(origin: string, avatar: string | null): string | undefined {
  const id = avatar ? uploadIdOf(avatar) : undefined;
  return id && origin + vcardImageUrl(id);
}

/** Text kept on one line wherever the signature is pasted: an inline style, which mail programs keep. */
const whole = (html: string) => `<span style="white-space:nowrap;">${html}</span>`;

/**
 * A phone or an address held together, breaking (in a mail window too narrow for it) only after its "@" or a slash:
 * mail programs would break it at a hyphen ("dana@danalevi-" / "design.co.il"), which reads as two words.
 */
function unbroken(text: string): string {
  return text
    .split(/(?<=[@/])(?!\/)/)
    .map((part) => whole(escapeHtml(part)))
    .join('<wbr>');
}

/**
 * One line of the signature: a link with its own colour (mail programs recolour bare links blue), left to right on a
 * right-to-left card too, where a phone's "+" or an address's digits would otherwise move to the other end.
 */
function line(href: string, text: string, color: string): string {
  return `<tr><td style="padding:1px 0;font-family:${FONT};font-size:13px;line-height:18px;"><a href="${escapeHtml(href)}" dir="ltr" style="color:${color};text-decoration:none;">${unbroken(text)}</a></td></tr>`;
}

/** The card's first visible phone, email and website as lines, then its social profiles on one line. */
function contactLines(items: readonly ProfileItem[], color: string): string {
  const shown = items.filter((item) => item.enabled);
  const lines: string[] = [];
  const phone = shown.find((item) => item.kind === 'phone');
  if (phone) lines.push(line(telHref(phone.value), phone.value, color));
  const email = shown.find((item) => item.kind === 'email');
  if (email) lines.push(line(mailtoHref(email.value), email.value, color));
  const website = shown.find((item) => item.kind === 'website');
  const websiteHref = website && safeHref(website.url);
  if (websiteHref) lines.push(line(websiteHref, displayHost(websiteHref), color));
  const socials = shown.flatMap((item) => (item.kind === 'social' && safeHref(item.url) ? [item] : [])).slice(0, 5);
  if (socials.length) {
    // Each profile whole, apart from the next by spaces alone: a separator ("·") would start or end a line where they wrap.
    const links = socials
      .map((item) => whole(`<a href="${escapeHtml(item.url)}" style="color:${color};text-decoration:none;">${escapeHtml(BRAND_NAMES[item.brand])}</a>`))
      .join('&nbsp;&nbsp; ');
    lines.push(`<tr><td style="padding:3px 0 1px;font-family:${FONT};font-size:13px;line-height:18px;">${links}</td></tr>`);
  }
  return lines.join('');
}

/**
 * An email signature made from a card: a table with inline styles only (what Gmail and Outlook keep of pasted HTML),
 * the photo, name, title, the first phone, email and website, the social profiles, the card's address and its QR code.
 * Every address is absolute (`origin`), every text escaped.
 */
export function emailSignatureHtml(card: SignatureCard, origin: string): string {
  const rtl = cardDirection(card.language) === 'rtl';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  // The card's own colour for links and the rule, as the editor keeps it (#rrggbb).
  const color = /^#[0-9a-f]{6}$/i.test(card.primaryColor) ? card.primaryColor : '#1d4ed8';
  const cardUrl = `${origin}/p/${encodeURIComponent(card.slug)}`;
  const name = escapeHtml(card.displayName);
  const role = [card.title, card.company].filter(Boolean).join(' · ');
  const photo = avatarJpeg(origin, card.avatar);
  const gap = rtl ? 'padding-left:14px;' : 'padding-right:14px;';
  const rule = rtl ? `border-right:3px solid ${color};padding-right:12px;` : `border-left:3px solid ${color};padding-left:12px;`;
  const photoCell = photo
    ? `<td valign="top" style="${gap}"><img src="${escapeHtml(photo)}" width="80" height="80" alt="${name}" style="display:block;width:80px;height:80px;border-radius:40px;border:0;"></td>`
    : '';
  return [
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" dir="${dir}" style="border-collapse:collapse;direction:${dir};text-align:${align};color:${TEXT};font-family:${FONT};">`,
    '<tr>',
    photoCell,
    `<td valign="top" style="${rule}${gap}">`,
    '<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">',
    `<tr><td style="font-family:${FONT};font-size:16px;line-height:22px;font-weight:bold;color:${TEXT};">${name}</td></tr>`,
    role ? `<tr><td style="padding-bottom:4px;font-family:${FONT};font-size:13px;line-height:18px;color:${MUTED};">${escapeHtml(role)}</td></tr>` : '',
    contactLines(card.items, color),
    line(cardUrl, cardUrl.replace(/^https?:\/\//, ''), color),
    '</table>',
    '</td>',
    `<td valign="top"><a href="${escapeHtml(cardUrl)}"><img src="${escapeHtml(`${cardUrl}/qr.png`)}" width="72" height="72" alt="QR" style="display:block;width:72px;height:72px;border:0;"></a></td>`,
    '</tr>',
    '</table>',
  ].join('');
}

/** The same signature as plain text, for mail programs that paste text only. */
export function emailSignatureText(card: SignatureCard, origin: string): string {
  const shown = card.items.filter((item) => item.enabled);
  const phone = shown.find((item) => item.kind === 'phone');
  const email = shown.find((item) => item.kind === 'email');
  return [card.displayName, [card.title, card.company].filter(Boolean).join(' · '), phone?.value, email?.value, `${origin}/p/${card.slug}`]
    .filter(Boolean)
    .join('\n');
}
