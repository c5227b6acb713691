import type { ProfileItem, SocialBrand } from '../../shared/contract/profiles';

/** Networks where a link is someone's own profile: what schema.org's sameAs lists. */
const PROFILE_NETWORKS: ReadonlySet<SocialBrand> = new Set<SocialBrand>([
  'facebook', 'instagram', 'linkedin', 'tiktok', 'youtube', 'x', 'threads', 'pinterest', 'snapchat', 'spotify', 'github', 'behance', 'dribbble',
  'vimeo', 'medium', 'soundcloud', 'twitch', 'reddit',
]);

/** Hosts that are never anyone's profile, whatever network the owner picked for the link: chats, maps, bookings. */
const NOT_A_PROFILE_HOST = /(?:^|\.)(?:wa\.me|whatsapp\.com|t\.me|waze\.com|goo\.gl|maps\.google\.[a-z.]+|maps\.apple\.com|calendly\.com)$/i;

/** Addresses on those networks that lead to one video or playlist rather than to whoever owns the card. */
const CONTENT_ADDRESS = [/^(?:www\.|m\.)?youtube\.com\/(?:watch|shorts|playlist|embed)\b/i, /^youtu\.be\//i, /^open\.spotify\.com\/(?!artist\/|user\/|show\/)/i];

/** Whether a card's link is the owner's profile on a social network (not a chat, a map or a single post). */
export function isSocialProfile(item: ProfileItem): boolean {
  if (item.kind !== 'social' || !PROFILE_NETWORKS.has(item.brand)) return false;
  let url: URL;
  try {
    url = new URL(item.url);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (NOT_A_PROFILE_HOST.test(url.hostname)) return false;
  const address = `${url.hostname}${url.pathname}`;
  return !CONTENT_ADDRESS.some((pattern) => pattern.test(address));
}
