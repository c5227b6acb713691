import type { MessageKey } from '../../i18n';

/**
 * The editor's sections, by what they hold; the full editor shows the card's language among its details. The card in
 * other languages is no step of the guide: a first card is written in one.
 */
export type EditorSectionName = 'details' | 'link' | 'design' | 'images' | 'items' | 'language' | 'translations';

/** The guided first card: name and photo, then contacts, then the card's language, its look and its address. */
export const GUIDE_STEPS: readonly { title: MessageKey; sections: readonly EditorSectionName[] }[] = [
  { title: 'editor.guide.details', sections: ['details', 'images'] },
  { title: 'editor.guide.contacts', sections: ['items'] },
  { title: 'editor.guide.look', sections: ['language', 'design', 'link'] },
];

/** The guide's step that shows the field a form error names (`displayName`, `items.2.url`, `slug`…). */
export function guideStepOf(field: string): number {
  if (['displayName', 'title', 'company', 'bio', 'avatar', 'cover'].includes(field)) return 0;
  if (field === 'items' || field.startsWith('items.')) return 1;
  return 2;
}

/** The errors that belong to `step`. */
export function errorsOfStep(errors: Record<string, string>, step: number): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => guideStepOf(field) === step));
}
