import { useId } from 'react';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { LANGUAGE_NAMES } from '../i18n/language';

/** One of a card's languages picked, and the way to pick another. */
export interface CardLanguageChoiceProps {
  languages: readonly CardLanguage[];
  language: CardLanguage;
  choose: (language: CardLanguage) => void;
}

/**
 * The languages a card is written in, each named in itself, to pick the one a preview, a pass or a picture shows it in;
 * nothing for a card written in one.
 */
export function CardLanguageChoice({ legend, languages, language, choose }: CardLanguageChoiceProps & { legend: string }) {
  const name = useId();
  if (languages.length < 2) return null;
  return (
    <fieldset className="choice-chips card-language-choice">
      <legend>{legend}</legend>
      {languages.map((option) => (
        <label key={option} className="choice-chip">
          <input type="radio" name={name} value={option} checked={option === language} onChange={() => choose(option)} />
          <span lang={option}>{LANGUAGE_NAMES[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
