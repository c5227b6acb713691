import { isCardLanguage, type CardLanguage } from '../../shared/contract/card-languages';
import type { LanguageViews } from '../../shared/contract/stats';
import type { BreakdownRow } from './repo';

/** A card as its views by language are counted: its views in the period and its languages, its own first. */
export interface CardViews {
  id: number;
  views: number;
  languages: readonly [CardLanguage, ...CardLanguage[]];
}

/**
 * Views by the language the cards were read in, most first (between equals, the cards' own languages first). A view
 * recorded in one of a card's other languages counts under it; every other view of the card, read in its own language
 * or recorded before languages were, counts under the card's own. Each language the cards are written in is listed,
 * with no views too. Empty when no card has another language and no view was read in one: one language tells nothing.
 */
export function viewsByLanguage(cards: readonly CardViews[], rows: readonly BreakdownRow[]): LanguageViews[] {
  const views = new Map<CardLanguage, number>();
  const add = (language: CardLanguage, count: number) => views.set(language, (views.get(language) ?? 0) + count);
  const ownOf = new Map(cards.map((card) => [card.id, card.languages[0]]));
  for (const card of cards) add(card.languages[0], 0);
  for (const card of cards) for (const language of card.languages.slice(1)) add(language, 0);
  let versioned = cards.some((card) => card.languages.length > 1);
  const inOtherLanguages = new Map<number, number>();
  for (const row of rows) {
    const own = ownOf.get(row.profile_id);
    if (row.dimension !== 'language' || !isCardLanguage(row.key) || own === undefined || row.key === own || row.count === 0) continue;
    add(row.key, row.count);
    inOtherLanguages.set(row.profile_id, (inOtherLanguages.get(row.profile_id) ?? 0) + row.count);
    versioned = true;
  }
  if (!versioned) return [];
  for (const card of cards) add(card.languages[0], Math.max(0, card.views - (inOtherLanguages.get(card.id) ?? 0)));
  // A stable sort: equal counts keep the order above.
  return [...views].map(([language, count]) => ({ language, views: count })).sort((a, b) => b.views - a.views);
}
