import { isSafeUrl } from '../contract/profiles';

/** The digits of a phone number in international form without `+`, reading local numbers as Israeli (+972). */
export function internationalDigits(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return compact.slice(1).replace(/\D/g, '');
  if (compact.startsWith('00')) return compact.slice(2);
  if (compact.startsWith('0')) return '972' + compact.slice(1);
  return compact;
}

/**
 * An Israeli service number (1-800, 1-700, 1-599…): ten digits from 1, typed without a country code. It is dialled as
 * written, from inside Israel; a `+` before it would call North America (+1 800…), and it takes no WhatsApp.
 */
export function isServiceNumber(phone: string): boolean {
  return !/^\s*(?:\+|00)/.test(phone) && /^1\d{9}$/.test(phone.replace(/\D/g, ''));
}

/** The number as a phone dials it: in E.164 form (`+972501234567`), so it works from abroad too, or a service number's digits. */
export function dialNumber(phone: string): string {
  return isServiceNumber(phone) ? phone.replace(/\D/g, '') : `+${internationalDigits(phone)}`;
}

/** `tel:` link to the number as dialled. */
export const telHref = (phone: string) => `tel:${dialNumber(phone)}`;

/**
 * `sms:` link to the number, with a message already written when one is given. `?&body=` is read by both iPhones (which
 * once wanted `&body=`) and Android (`?body=`).
 */
export const smsHref = (phone: string, body?: string) => `sms:${dialNumber(phone)}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;

/** WhatsApp click-to-chat link (wa.me wants digits only, with the country code), with a message already written when one is given. */
export const whatsappHref = (phone: string, text?: string) => `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/**
 * `mailto:` link to the address, with a subject and body already written when given (RFC 6068: every value
 * percent-encoded, a space as `%20`, never `+`, and a line break as `%0D%0A`).
 */
export function mailtoHref(email: string, mail?: { subject: string; body: string }): string {
  if (!mail) return `mailto:${email}`;
  return `mailto:${email}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body.replace(/\r?\n/g, '\r\n'))}`;
}

/** Waze navigation to a free-text address. */
export const wazeHref = (address: string) => `https://waze.com/ul?q=${encodeURIComponent(address)}&navigate=yes`;

/** Google Maps search for a free-text address. */
export const googleMapsHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The URL when its scheme is allowed, otherwise undefined (so no `javascript:` ever reaches an href). */
export function safeHref(url: string): string | undefined {
  return isSafeUrl(url) ? url : undefined;
}

/** A link's host name for display ("example.co.il"), or the URL itself when it has none. */
export function displayHost(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host || url;
  } catch {
    return url;
  }
}

/** The path of an uploaded image, or undefined for anything that is not one of ours. */
export function uploadSrc(path: string | null): string | undefined {
  return path && /^\/uploads\/[a-z0-9]+(?:-[a-z0-9]+)?\.webp$/.test(path) ? path : undefined;
}

/** The upload id in a page image path such as `/uploads/{id}.webp`, or undefined for anything else. */
export function uploadIdOf(url: string): string | undefined {
  return /^\/uploads\/([a-z0-9]{24})\.webp$/.exec(url)?.[1];
}

/** The vCard photo's public path: `/uploads/{id}-vcard.jpg` (avatars only; mail programs show it too, WebP they may not). */
export const vcardImageUrl = (id: string) => `/uploads/${id}-vcard.jpg`;

/** Scripts whose letters join the next one: their initials would read as a word ("سلمى حداد" → "سح", "to pour"). */
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;

/**
 * A name's first letters, two words at most ("דנה לוי" → "דל"): the picture of a card without a photo, on the page, the
 * wallet pass and the link preview. Its words are its letters and digits, so a quote or a dash starts none
 * ('John "Jack"' → "JJ"). Arabic letters are kept apart by a zero-width non-joiner, each drawn in its own form, as
 * Arabic writes initials ("س‌ح"), not joined into a word.
 */
export function initials(name: string): string {
  const letters = (name.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu) ?? []).slice(0, 2).map((word) => String.fromCodePoint(word.codePointAt(0)!));
  return letters.join(letters.some((letter) => JOINING_SCRIPT.test(letter)) ? '\u200C' : '');
}
