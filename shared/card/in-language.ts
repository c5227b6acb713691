import { LANGUAGE_PARAMETER, type CardLanguage } from '../contract/card-languages';
import type { PublicProfile } from '../contract/profiles';

/** The languages a card can be read in: its own first, then those its owner wrote it in too. */
export function cardLanguages(profile: Pick<PublicProfile, 'language' | 'translations'>): [CardLanguage, ...CardLanguage[]] {
  return [profile.language, ...profile.translations.map((translation) => translation.language)];
}

/** A version's text, else (left empty) the card's own. */
const or = (text: string, own: string) => (text === '' ? own : text);

/**
 * The card as a visitor reads it in `language`: that version's texts and item labels, where its owner wrote them, over
 * the card's own (its title, company and bio left empty are the card's own). A language the card is not written in
 * gives the card as it is.
 */
export function cardInLanguage<Card extends PublicProfile>(profile: Card, language: CardLanguage): Card {
  const translation = profile.translations.find((version) => version.language === language);
  if (!translation) return profile;
  return {
    ...profile,
    language,
    displayName: translation.displayName,
    // The names contacts file the card under are the version's own: the card's would file an English contact in Hebrew
    // (with none, the contact is filed under the version's display name).
    givenName: translation.givenName,
    familyName: translation.familyName,
    title: or(translation.title, profile.title),
    company: or(translation.company, profile.company),
    bio: or(translation.bio, profile.bio),
    items: profile.items.map((item) => {
      const label = item.labels?.[language];
      return label === undefined ? item : { ...item, label };
    }),
  };
}

/**
 * The address of a card's `path` in `language`: as it is for a card in one language, with `?lang=` for a card in
 * several (whose bare address speaks the visitor's browser's language).
 */
export function languageLink(path: string, card: Pick<PublicProfile, 'translations'>, language: CardLanguage): string {
  return card.translations.length === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
}
