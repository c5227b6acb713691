import { CARD_LANGUAGES, type CardLanguage } from '../../../shared/contract/card-languages';
import type { EditorForm, EditorItem } from './form-model';

/** The languages the owner may add a version in: neither the card's own nor one it already has. */
export function languagesToAdd(form: Pick<EditorForm, 'language' | 'translations'>): CardLanguage[] {
  const written = new Set<CardLanguage>([form.language, ...form.translations.map((translation) => translation.language)]);
  return CARD_LANGUAGES.filter((language) => !written.has(language));
}

/**
 * The item with its label in `language` set to `label`; an empty one is dropped, as the save drops it, so clearing a
 * label leaves the form as it was loaded.
 */
export function withItemLabel(item: EditorItem, language: CardLanguage, label: string): EditorItem {
  const { [language]: _old, ...others } = item.labels ?? {};
  const labels: EditorItem['labels'] = label === '' ? others : { ...others, [language]: label };
  const { labels: _labels, ...rest } = item;
  return (Object.keys(labels).length === 0 ? rest : { ...rest, labels }) as EditorItem;
}

/** The items without their labels in `language`: a removed version takes its item labels with it. */
export function withoutLabelsIn(items: readonly EditorItem[], language: CardLanguage): EditorItem[] {
  return items.map((item) => (item.labels?.[language] === undefined ? item : withItemLabel(item, language, '')));
}

/**
 * Drops the errors a removed version makes stale: every version's (their paths hold list positions) and the item
 * labels' in its language.
 */
export function withoutTranslationErrors(errors: Record<string, string>, removed: CardLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== 'translations' && !path.startsWith('translations.') && !path.endsWith(`.labels.${removed}`)));
}

/** The path of an item label's error: `items.2.labels.en`. */
export function itemLabelPath(index: number, language: CardLanguage): string {
  return `items.${index}.labels.${language}`;
}

/** The errors without those of versions in the card's own language, which a change of the card's language makes stale. */
export function withoutLanguageClashes(errors: Record<string, string>): Record<string, string> {
  const kept = Object.entries(errors).filter(([path]) => !/^translations\.\d+\.language$/.test(path));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
