import type { PublicProfile } from '../contract/profiles';

/** Whom a card presents: a person (who may work for a company), or a business itself. */
export type CardKind = 'person' | 'business';

/** Words that name a kind of business, or a company's legal form, when they stand in a card's name. */
const BUSINESS_WORDS = [
  'בע״מ', 'בע"מ', 'בעמ', 'קפה', 'מסעדה', 'מסעדת', 'חנות', 'סטודיו', 'מספרה', 'מאפייה', 'מאפיית', 'מרפאה', 'מרפאת', 'משרד', 'קליניקה', 'גלריה', 'פיצריה',
  'ltd', 'inc', 'llc', 'cafe', 'café', 'restaurant', 'shop', 'store', 'studio', 'bakery', 'clinic', 'salon', 'agency', 'gallery',
];

const normalised = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The name's words, with a leading Hebrew "ה" (the) also read without it: "הקפה" is "קפה". */
function wordsOf(name: string): Set<string> {
  const words = normalised(name).split(/[\s,.()\-–]+/).filter(Boolean);
  return new Set(words.flatMap((word) => (word.startsWith('ה') && word.length > 2 ? [word, word.slice(1)] : [word])));
}

/**
 * Cards have no field that says whether they present a person or a business, so it is read from what they have:
 * a card whose name is its company's name, or whose name says what kind of business it is ("קפה שדרות", "… בע״מ"),
 * is the business's own card; any other card is a person's. The one place to switch to an explicit field.
 */
export function cardKind(profile: Pick<PublicProfile, 'displayName' | 'company'>): CardKind {
  const name = normalised(profile.displayName);
  if (profile.company.trim() && name === normalised(profile.company)) return 'business';
  const words = wordsOf(profile.displayName);
  return BUSINESS_WORDS.some((word) => words.has(word)) ? 'business' : 'person';
}
