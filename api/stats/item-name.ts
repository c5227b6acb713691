import { displayHost } from '../../shared/card/links';
import { BRAND_NAMES } from '../../shared/card/texts';
import { hasHandles } from '../../shared/contract/link-input';
import { SOCIAL_BRANDS, type SocialBrand } from '../../shared/contract/profiles';

/** Path segments that come before the handle in a network's profile address (linkedin.com/in/…, snapchat.com/add/…). */
const PATH_PREFIXES = new Set(['in', 'add', 'company', 'channel', 'c', 'user', 'u', 'pub', 'people']);

function isBrand(value: unknown): value is SocialBrand {
  return (SOCIAL_BRANDS as readonly unknown[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The handle in a profile address, as people write it (`instagram.com/dana.design` → `@dana.design`), or '' for none. */
export function socialHandle(url: string): string {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    return '';
  }
  const handle = segments.find((segment) => !PATH_PREFIXES.has(segment.toLowerCase()))?.replace(/^@/, '');
  return handle ? `@${handle}` : '';
}

/**
 * What the statistics call an item, never its raw address: the name the owner gave it; a network's name and the
 * handle on networks that have handles (when the owner's label is empty or only repeats the network); a site's host; a phone number, email or street
 * address. Null when only its kind names it (a video or gallery without a label), for the reader to name by kind.
 */
export function itemName(kind: string, json: string): string | null {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // Broken data names nothing; the kind still does.
  }
  const label = text(data.label);
  if (kind === 'social' && isBrand(data.brand)) {
    const brand = BRAND_NAMES[data.brand];
    if (label && label.toLowerCase() !== brand.toLowerCase()) return label;
    const handle = hasHandles(data.brand) ? socialHandle(text(data.url)) : '';
    return handle ? `${brand} ${handle}` : brand;
  }
  if (label) return label;
  const value = text(data.value);
  if (value) return value;
  const url = text(data.url);
  if (url && (kind === 'website' || kind === 'button')) {
    const host = displayHost(url);
    return host === url ? null : host;
  }
  return null;
}
