import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { languageLink } from '../../shared/card/in-language';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { uploadSrc } from '../../shared/card/links';
import { OG_LOCALES, SITE_NAMES } from '../../shared/pages/site-names';
import { CARD_IMAGE_SIZE, cardImagePath } from '../preview-images/card-image-path';
import { isSocialProfile } from '../public-profiles/social-profiles';
import type { PageHead } from './head';

const DESCRIPTION_LENGTH = 160;

/** The card's one-line summary: bio's start, else its title and company. */
export function cardDescription(profile: PublicProfile): string {
  const bio = profile.bio.replace(/\s+/g, ' ').trim();
  if (bio) return bio.length > DESCRIPTION_LENGTH ? bio.slice(0, DESCRIPTION_LENGTH - 1) + '…' : bio;
  return [profile.title, profile.company].filter(Boolean).join(' · ');
}

/** The card's heading for previews: name, then title and company when present. */
export function cardTitle(profile: PublicProfile): string {
  return [profile.displayName, profile.title, profile.company].filter(Boolean).join(' · ');
}

/** schema.org data of the card: a Person, or a LocalBusiness (an Organization when it has no address). */
export function cardJsonLd(profile: PublicProfile, publicUrl: string): Record<string, unknown> {
  const items = profile.items.filter((item) => item.enabled);
  const phone = items.find((item) => item.kind === 'phone');
  const email = items.find((item) => item.kind === 'email');
  const address = items.find((item) => item.kind === 'address');
  const sameAs = items.flatMap((item) => (item.kind === 'social' && isSocialProfile(item) ? [item.url] : []));
  const avatar = uploadSrc(profile.avatar);
  // The owner says in the editor whether the card is a person's or a business's own.
  const business = profile.contactKind === 'business';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': business ? (address ? 'LocalBusiness' : 'Organization') : 'Person',
    name: profile.displayName,
    url: publicUrl + cardPath(profile.slug),
  };
  const description = profile.bio.trim() || (business ? profile.title : '');
  if (description) data.description = description;
  data.image = publicUrl + (avatar ?? cardImagePath(profile, publicUrl));
  if (business && avatar) data.logo = publicUrl + avatar;
  if (phone?.kind === 'phone') data.telephone = phone.value;
  if (email?.kind === 'email') data.email = email.value;
  if (address?.kind === 'address') data.address = { '@type': 'PostalAddress', streetAddress: address.value };
  if (sameAs.length) data.sameAs = sameAs;
  if (!business) {
    if (profile.title) data.jobTitle = profile.title;
    if (profile.company) data.worksFor = { '@type': 'Organization', name: profile.company };
  }
  return data;
}

/**
 * What browsers, crawlers and link previews read of the card in its page's head; a card in several `languages` names
 * each version's address, and this one's as its own.
 */
export function cardHead(
  profile: PublicProfile,
  publicUrl: string,
  { structuredData = true, languages = [profile.language] }: { structuredData?: boolean; languages?: readonly CardLanguage[] } = {},
): PageHead {
  const path = cardPath(profile.slug);
  return {
    title: cardTitle(profile),
    description: cardDescription(profile),
    path: languageLink(path, profile, profile.language),
    // The bare address speaks each reader's browser's language: the default for the others.
    ...(languages.length > 1 ? { alternates: languages.map((language) => ({ language, path: languageLink(path, profile, language) })), defaultPath: path } : {}),
    type: 'profile',
    siteName: SITE_NAMES[profile.language],
    locale: OG_LOCALES[profile.language],
    themeColor: profile.primaryColor,
    image: { path: cardImagePath(profile, publicUrl), type: 'image/jpeg', ...CARD_IMAGE_SIZE },
    ...(structuredData ? { structuredData: cardJsonLd(profile, publicUrl) } : {}),
  };
}
