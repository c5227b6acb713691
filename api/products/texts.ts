import type { ProductTextLanguage, ProductTexts } from '../../shared/contract/products';
import type { ProductRow } from './repo';

/** A package's text columns in a language besides Hebrew (`name_en`, `features_ar`, `benefit5_ru`…). */
export type TextColumns<L extends ProductTextLanguage> = Record<`name_${L}` | `description_${L}` | `features_${L}`, string> &
  Record<`benefit${1 | 2 | 3 | 4 | 5}_${L}`, string | null>;

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The feature lines of a package's Hebrew column (`features`). */
export const hebrewFeatures = (row: Pick<ProductRow, 'features'>): string[] => parseFeatures(row.features);

/** A package's texts in a language, from its columns. */
export function textsOf<L extends ProductTextLanguage>(row: TextColumns<L>, language: L): ProductTexts {
  const column = <C extends string>(name: C) => `${name}_${language}` as `${C}_${L}`;
  return {
    name: row[column('name')],
    description: row[column('description')],
    features: parseFeatures(row[column('features')]),
    benefit1: row[column('benefit1')],
    benefit2: row[column('benefit2')],
    benefit3: row[column('benefit3')],
    benefit4: row[column('benefit4')],
    benefit5: row[column('benefit5')],
  };
}

/** A package's columns for its texts in a language. */
export function textColumns<L extends ProductTextLanguage>(texts: ProductTexts, language: L): TextColumns<L> {
  return {
    [`name_${language}`]: texts.name,
    [`description_${language}`]: texts.description,
    [`features_${language}`]: JSON.stringify(texts.features),
    [`benefit1_${language}`]: texts.benefit1,
    [`benefit2_${language}`]: texts.benefit2,
    [`benefit3_${language}`]: texts.benefit3,
    [`benefit4_${language}`]: texts.benefit4,
    [`benefit5_${language}`]: texts.benefit5,
  } as TextColumns<L>;
}
