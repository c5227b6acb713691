import {
  contrastRatio,
  profileInputSchema,
  type Profile,
  type ProfileInput,
  type ProfileItem,
  type PublicProfile,
} from '../../../shared/contract/profiles';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { formatOneDecimal } from '../../lib/format';
import { serverText } from '../../lib/server-texts';

/** An item while it is edited: the saved shape plus a key that stays the same while it moves. */
export type EditorItem = ProfileItem & { key: string };

/** The editor's form: the card as the API takes it, with keyed items. */
export type EditorForm = Omit<ProfileInput, 'items'> & { items: EditorItem[] };

/** WCAG AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

let lastKey = 0;

/** A key no other item of this page has. */
export function newItemKey(): string {
  lastKey += 1;
  return `item-new-${lastKey}`;
}

/** The form of a new card: the contract's defaults, no items yet, `slug` as its suggested address, in `language`. */
export function blankForm(slug = '', language: CardLanguage = 'he'): EditorForm {
  const defaults = profileInputSchema.parse({ slug: 'new-card', displayName: '-' });
  return { ...defaults, slug, displayName: '', language, items: [] };
}

/** The form of a stored card; items keep their ids so the server updates them in place. */
export function formFromProfile(profile: Profile): EditorForm {
  return {
    slug: profile.slug,
    displayName: profile.displayName,
    contactKind: profile.contactKind,
    givenName: profile.givenName,
    familyName: profile.familyName,
    title: profile.title,
    company: profile.company,
    bio: profile.bio,
    language: profile.language,
    template: profile.template,
    primaryColor: profile.primaryColor,
    backgroundColor: profile.backgroundColor,
    avatar: profile.avatar,
    cover: profile.cover,
    logo: profile.logo,
    published: profile.published,
    walletForVisitors: profile.walletForVisitors,
    items: profile.items.map((item) => ({ ...item, key: `item-${item.id}` })),
    translations: profile.translations.map((translation) => ({ ...translation })),
  };
}

/** The form of an edit kept on the device (an offline save): stored items keep their keys, new ones get fresh keys. */
export function formFromInput(input: ProfileInput): EditorForm {
  return { ...input, items: input.items.map((item) => ({ ...item, key: item.id === undefined ? newItemKey() : `item-${item.id}` })) };
}

/** The request body of the form (keys dropped), before validation. */
export function formToInput(form: EditorForm): Record<string, unknown> {
  return { ...form, items: form.items.map(({ key: _key, ...item }) => item) };
}

/** The outcome of checking the form with the contract's schema. */
export type FormCheck = { ok: true; input: ProfileInput } | { ok: false; errors: Record<string, string> };

/**
 * Validates the form with the very schema the server uses; errors are keyed by path ("items.2.url"), in the interface
 * language (the editor has loaded the schema's English: useServerTexts).
 */
export function checkForm(form: EditorForm): FormCheck {
  const parsed = profileInputSchema.safeParse(formToInput(form));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, (message) => serverText(message, { field: true })) };
}

/**
 * A person's given and family names as first offered from the display name: the last word as family name, the rest
 * as given. Only a suggestion, which the owner sees and corrects (a title such as "עו״ד" is not a given name).
 */
export function suggestedNames(displayName: string): { givenName: string; familyName: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { givenName: words.join(' '), familyName: '' };
  return { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1)! };
}

/** True once an item has what the card shows (an empty link or number would render as an empty control). */
export function hasContent(item: EditorItem): boolean {
  switch (item.kind) {
    case 'phone':
    case 'email':
    case 'address':
      return item.value.trim() !== '';
    case 'gallery':
      return item.images.length > 0;
    case 'button':
      return item.url.trim() !== '' && item.label.trim() !== '';
    default:
      return item.url.trim() !== '';
  }
}

/** What the live preview renders: the form as a public card, items that have content, each with a numeric id. */
export function previewProfile(form: EditorForm, id = 0, version = 1): PublicProfile {
  return {
    id,
    version,
    slug: form.slug.trim().toLowerCase() || 'preview',
    displayName: form.displayName,
    contactKind: form.contactKind,
    givenName: form.givenName,
    familyName: form.familyName,
    title: form.title,
    company: form.company,
    bio: form.bio,
    language: form.language,
    template: form.template,
    primaryColor: form.primaryColor,
    backgroundColor: form.backgroundColor,
    avatar: form.avatar,
    cover: form.cover,
    logo: form.logo,
    published: form.published,
    walletForVisitors: form.walletForVisitors,
    items: form.items.flatMap((entry, index) => {
      if (!hasContent(entry)) return [];
      const { key: _key, labels, ...item } = entry;
      const shownLabels = labelsWithText(labels);
      return [{ ...item, ...(shownLabels && { labels: shownLabels }), id: item.id ?? -(index + 1) }];
    }),
    // A version whose name is not written yet shows the card's own name, as its other empty texts do.
    translations: form.translations.map((translation) => ({ ...translation, displayName: translation.displayName.trim() || form.displayName })),
  };
}

/** The labels that say something (a blank one would blank the item's label in the preview; the save drops it). */
function labelsWithText(labels: EditorItem['labels']): EditorItem['labels'] {
  const kept = Object.entries(labels ?? {}).filter(([, label]) => label.trim() !== '');
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as EditorItem['labels']);
}

/** True when the form differs from what was last loaded or saved. */
export function isDirty(form: EditorForm, baseline: EditorForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(baseline);
}

/** The contrast between the primary and background colours, and whether it falls below WCAG AA. */
export function colorContrast(primary: string, background: string): { ratio: number; belowAA: boolean } {
  const ratio = contrastRatio(primary, background);
  return { ratio, belowAA: ratio < AA_CONTRAST };
}

/** The ratio as people read it, rounded down and written as the interface language writes a decimal: "3.2:1", "3,2:1". */
export function formatRatio(ratio: number): string {
  return `${formatOneDecimal(Math.floor(ratio * 10) / 10)}:1`;
}
