import { useMemo, useState } from 'react';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import type { PublicProfile } from '../../../shared/contract/profiles';
import { cardInLanguage, cardLanguages } from '../../../shared/card/in-language';

/**
 * The language the preview shows the card in, among the card's languages (its own until the owner picks another), and
 * the card as a visitor reads it in that language. A version removed meanwhile falls back to the card's own.
 */
export function usePreviewLanguage(preview: PublicProfile) {
  const [chosen, choose] = useState<CardLanguage | null>(null);
  // The same list while the languages stay the same, so the memoised preview draws again only for another card.
  const spelled = [...new Set(cardLanguages(preview))].join(' ');
  const languages = useMemo(() => spelled.split(' ') as CardLanguage[], [spelled]);
  const language = chosen !== null && languages.includes(chosen) ? chosen : preview.language;
  const profile = useMemo(() => (language === preview.language ? preview : cardInLanguage(preview, language)), [preview, language]);
  return { profile, languages, language, choose };
}
