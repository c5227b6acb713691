import type { PublicProfile } from '../contract/profiles';
import { cardPath } from '../../app/features/profiles/card/ProfileCard';
import { uploadSrc } from '../../app/features/profiles/card/links';
import { escapeHtml, scriptJson } from './html';

const FALLBACK_IMAGE = '/icons/icon-512.png';
const DESCRIPTION_LENGTH = 160;

/** The card's one-line summary: bio's start, else its title and company. */
export function cardDescription(profile: PublicProfile): string {
  const bio = profile.bio.replace(/\s+/g, ' ').trim();
  if (bio) return bio.length > DESCRIPTION_LENGTH ? bio.slice(0, DESCRIPTION_LENGTH - 1) + '…' : bio;
  return [profile.title, profile.company].filter(Boolean).join(' · ');
}

/** The document title: name, then title and company when present. */
export function cardTitle(profile: PublicProfile): string {
  return [profile.displayName, profile.title, profile.company].filter(Boolean).join(' · ');
}

/** A card describes a business rather than a person when its name is its company's name. */
function isBusiness(profile: PublicProfile): boolean {
  return profile.company !== '' && profile.company.trim() === profile.displayName.trim();
}

/** schema.org data of the card (Person, or LocalBusiness for a business's own card). */
export function cardJsonLd(profile: PublicProfile, publicUrl: string): Record<string, unknown> {
  const items = profile.items.filter((item) => item.enabled);
  const phone = items.find((item) => item.kind === 'phone');
  const email = items.find((item) => item.kind === 'email');
  const address = items.find((item) => item.kind === 'address');
  const sameAs = items.flatMap((item) => (item.kind === 'social' && /^https?:/i.test(item.url) ? [item.url] : []));
  const avatar = uploadSrc(profile.avatar);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': isBusiness(profile) ? 'LocalBusiness' : 'Person',
    name: profile.displayName,
    url: publicUrl + cardPath(profile.slug),
  };
  if (profile.bio) data.description = profile.bio;
  if (avatar) data.image = publicUrl + avatar;
  if (phone?.kind === 'phone') data.telephone = phone.value;
  if (email?.kind === 'email') data.email = email.value;
  if (address?.kind === 'address') data.address = address.value;
  if (sameAs.length) data.sameAs = sameAs;
  if (!isBusiness(profile)) {
    if (profile.title) data.jobTitle = profile.title;
    if (profile.company) data.worksFor = { '@type': 'Organization', name: profile.company };
  }
  return data;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** The `<head>` tags that describe the card to browsers, crawlers and link previews. */
export function cardHeadTags(profile: PublicProfile, publicUrl: string, { structuredData = true }: { structuredData?: boolean } = {}): string {
  const url = publicUrl + cardPath(profile.slug);
  const title = cardTitle(profile);
  const description = cardDescription(profile);
  const image = publicUrl + (uploadSrc(profile.avatar) ?? FALLBACK_IMAGE);
  return [
    `<title>${escapeHtml(title)}</title>`,
    description && meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('name', 'theme-color', profile.primaryColor),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', title),
    description && meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', profile.language === 'en' ? 'en_US' : 'he_IL'),
    meta('property', 'og:site_name', 'Kartis'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    description && meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    structuredData && `<script type="application/ld+json">${scriptJson(cardJsonLd(profile, publicUrl))}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}
