import { LANGUAGE_PARAMETER, type CardLanguage } from '../contract/card-languages';
import type { PublicProfile } from '../contract/profiles';

/** The languages a card can be read in: its own first, then those its owner wrote it in too. */
export function cardLanguages(profile: Pick<PublicProfile, 'language' | 'translations'>): [CardLanguage, ...CardLanguage[]] {
  return [profile.language, ...profile.translations.map((translation) => translation.language)];
}

/** A version's text, else (left empty) the card's own. */
const or = (text: string, own: string) => (text === '' ? own : text);

/** The texts of a card that a version writes again. */
type CardTexts = Pick<PublicProfile, 'language' | 'displayName' | 'givenName' | 'familyName' | 'title' | 'company' | 'bio'>;

/**
 * A card's texts as read in `language`: that version's, where its owner wrote one (its title, company and bio left
 * empty are the card's own), else the card's own.
 */
export function textsInLanguage(card: CardTexts & Pick<PublicProfile, 'translations'>, language: CardLanguage): CardTexts {
  const version = card.translations.find((translation) => translation.language === language);
  if (!version) return card;
  return {
    language,
    displayName: version.displayName,
    // The names contacts file the card under are the version's own: the card's would file an English contact in Hebrew
    // (with none, the contact is filed under the version's display name).
    givenName: version.givenName,
    familyName: version.familyName,
    title: or(version.title, card.title),
    company: or(version.company, card.company),
    bio: or(version.bio, card.bio),
  };
}

/**
 * The card as a visitor reads it in `language`: its texts (`textsInLanguage`) and its items' labels in that version; the
 * card as it is for none, its own language, or one it is not written in.
 */
export function cardInLanguage<Card extends PublicProfile>(profile: Card, language: CardLanguage | null | undefined): Card {
  if (!language || !profile.translations.some((translation) => translation.language === language)) return profile;
  return {
    ...profile,
    ...textsInLanguage(profile, language),
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
