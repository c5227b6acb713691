import { createHash } from 'node:crypto';
import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { languageLink } from '../../shared/card/in-language';

/** Raised when the picture's design changes, so no service keeps showing one drawn the old way. */
const DESIGN_REVISION = 2;

/** The size link previews ask for (Facebook, LinkedIn, WhatsApp, X's large card). */
export const CARD_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What a card's preview picture is drawn from. */
export type CardImageProfile = Pick<PublicProfile, 'slug' | 'displayName' | 'title' | 'company' | 'language' | 'primaryColor' | 'backgroundColor' | 'avatar' | 'cover' | 'translations'>;

/** Everything drawn in the picture, hashed: a new key for every change that shows, the same one otherwise. */
export function cardImageKey(profile: CardImageProfile, publicUrl: string): string {
  const { slug, displayName, title, company, language, primaryColor, backgroundColor, avatar, cover } = profile;
  const drawn = [DESIGN_REVISION, publicUrl, slug, displayName, title, company, language, primaryColor, backgroundColor, avatar, cover];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url').slice(0, 16);
}

/** The key's form in an address, as the route checks it before looking anything up. */
export const CARD_IMAGE_KEY = /^[\w-]{16}$/;

/**
 * The picture's address: changes with the card, so it is cached for good (`/p/{slug}/og-{key}.jpg`); a version's
 * picture names its language (`?lang=en`), as its page does.
 */
export function cardImagePath(profile: CardImageProfile, publicUrl: string): string {
  return languageLink(`${cardPath(profile.slug)}/og-${cardImageKey(profile, publicUrl)}.jpg`, profile, profile.language);
}
