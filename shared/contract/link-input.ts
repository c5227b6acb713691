// What owners type into link and phone fields, turned into what a card needs: a bare domain becomes an https
// address, a handle becomes the network's profile address, an Israeli number gets one written form.

/** Where a network keeps a profile, for a handle typed without its address (`@dana.design`). */
const PROFILE_URLS: Partial<Record<string, (handle: string) => string>> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  x: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  telegram: (h) => `https://t.me/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  github: (h) => `https://github.com/${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}`,
  snapchat: (h) => `https://www.snapchat.com/add/${h}`,
  behance: (h) => `https://www.behance.net/${h}`,
  dribbble: (h) => `https://dribbble.com/${h}`,
  medium: (h) => `https://medium.com/@${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
  soundcloud: (h) => `https://soundcloud.com/${h}`,
  calendly: (h) => `https://calendly.com/${h}`,
};

/** Whether a network's profile addresses end in a handle (`@dana.design`), as those of PROFILE_URLS do. */
export function hasHandles(brand: string): boolean {
  return PROFILE_URLS[brand] !== undefined;
}

/**
 * The invisible marks a phone or chat app adds when a number, address or link is copied in Hebrew or Arabic (LRM, RLM,
 * ALM, LRE…PDF, the isolates, a zero-width space or a BOM): none belongs in one, and each made it "not valid".
 */
const DIRECTION_MARKS = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** What was typed or pasted into a number, mail or link field, without direction marks and surrounding spaces. */
export function typedValue(value: string): string {
  return value.replace(DIRECTION_MARKS, '').trim();
}

/** A mail address as typed or pasted (see typedValue); anything but text is left for the schema to refuse. */
export function emailFromInput(value: unknown): unknown {
  return typeof value === 'string' ? typedValue(value) : value;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host name with a dot and a letters-only top-level domain, optionally followed by a path, query or fragment. */
const BARE_DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;
const HANDLE = /^@?([\p{L}\p{N}._-]{1,60})$/u;

/** `dana-design.co.il` → `https://dana-design.co.il`; anything with a scheme, or not a domain, is left as typed. */
export function webAddressFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = typedValue(value);
  if (typed === '' || HAS_SCHEME.test(typed) || typed.startsWith('//')) return typed;
  return BARE_DOMAIN.test(typed) ? `https://${typed}` : typed;
}

/**
 * A social link as typed: a handle (`@dana.design`, or a bare name without a slash) becomes the network's profile
 * address; a domain or full address goes through webAddressFromInput.
 */
export function socialAddressFromInput(brand: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = typedValue(value);
  const profileUrl = typeof brand === 'string' ? PROFILE_URLS[brand] : undefined;
  const handle = HANDLE.exec(typed)?.[1];
  const looksLikeHandle = typed.startsWith('@') || !BARE_DOMAIN.test(typed);
  if (profileUrl && handle && looksLikeHandle && !HAS_SCHEME.test(typed)) return profileUrl(handle.replace(/^\.+|\.+$/g, ''));
  return webAddressFromInput(typed);
}

/** Dashes a number is copied with from a document or page (en dash, non-breaking hyphen, minus sign), as `-`. */
const asHyphens = (text: string) => text.replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, '-');

/**
 * Israeli numbers in one written form: `0501234567`, `+972 50-123-4567` and `972501234567` all become
 * `050-123-4567` (landlines `03-123-4567`). Other numbers keep what was typed, trimmed.
 */
export function phoneFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = asHyphens(westernDigits(typedValue(value)));
  if (!/^[+(\d][\d\s\-().]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const national = digits.startsWith('972') && (typed.startsWith('+') || digits.length === 12 || digits.length === 11) ? `0${digits.slice(3)}` : digits;
  if (/^05\d{8}$/.test(national) || /^07\d{8}$/.test(national)) return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
  if (/^0[2-489]\d{7}$/.test(national)) return `${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`;
  return typed;
}

/** Arabic-Indic and Persian digits (`٠٥٠`, `۰۵۰`), as an Arabic keyboard may type a number, as the digits 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}
