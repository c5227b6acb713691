import type { ProfileItemKind, SocialBrand } from '../../../shared/contract/profiles';
import { displayHost } from '../../../shared/card/links';
import { BRAND_NAMES } from '../../../shared/card/texts';
import { webAddressFromInput } from '../../../shared/contract/link-input';
import { newItemKey, type EditorItem } from './form-model';

/** The kinds of item the owner can add, in the order the add buttons show them. */
export const ADDABLE_KINDS = ['phone', 'email', 'website', 'address', 'social', 'button', 'video', 'gallery'] as const satisfies readonly ProfileItemKind[];

/** A new, empty item of a kind (switched on). */
export function newItem<K extends ProfileItemKind>(kind: K, brand: SocialBrand = 'facebook'): Extract<EditorItem, { kind: K }> {
  return blankItem(kind, brand) as Extract<EditorItem, { kind: K }>;
}

function blankItem(kind: ProfileItemKind, brand: SocialBrand): EditorItem {
  const key = newItemKey();
  switch (kind) {
    case 'phone':
      return { key, kind, enabled: true, type: 'mobile', label: '', value: '', call: true, sms: false, whatsapp: true };
    case 'email':
      return { key, kind, enabled: true, label: '', value: '' };
    case 'address':
      return { key, kind, enabled: true, label: '', value: '' };
    case 'social':
      return { key, kind, enabled: true, brand, label: '', url: '' };
    case 'gallery':
      return { key, kind, enabled: true, label: '', images: [] };
    case 'video':
      return { key, kind, enabled: true, label: '', url: '', poster: null };
    default:
      return { key, kind, enabled: true, label: '', url: '' };
  }
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Replaces the item with this key by `change(item)`. */
export function updateItem(items: readonly EditorItem[], key: string, change: (item: EditorItem) => EditorItem): EditorItem[] {
  return items.map((item) => (item.key === key ? change(item) : item));
}

/** The list without the item with this key. */
export function removeItem(items: readonly EditorItem[], key: string): EditorItem[] {
  return items.filter((item) => item.key !== key);
}

/** Whether one more video may be added (a card holds at most one). */
export function canAddVideo(items: readonly EditorItem[]): boolean {
  return !items.some((item) => item.kind === 'video');
}

/** Drops the errors of items (their paths hold list positions, which a move or delete makes stale). */
export function withoutItemErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('items.')));
}

/**
 * The errors without those of the fields a change gave item `index` a new value (`items.2.value`, `items.4.images.1`):
 * a field the owner corrects stops saying it is wrong, as the card's own fields do. The same errors when none went.
 */
export function withoutChangedItemErrors(errors: Record<string, string>, index: number, before: EditorItem, after: EditorItem): Record<string, string> {
  const prefix = `items.${index}.`;
  const changed = (field: string) => (before as Record<string, unknown>)[field] !== (after as Record<string, unknown>)[field];
  const kept = Object.entries(errors).filter(([path]) => !(path.startsWith(prefix) && changed(path.slice(prefix.length).split('.')[0]!)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Links whose brand says no more than their address: a plain website, phone or mail. */
const PLAIN_BRANDS: readonly SocialBrand[] = ['website', 'phone', 'email'];

/** A web address by its host ("dana-design.co.il" for "https://www.dana-design.co.il/about"), typed with its scheme or without. */
const hostOf = (url: string) => displayHost(String(webAddressFromInput(url)));

/**
 * What names an item without a label: a network's name, a web address's host (a whole address broke across a phone's
 * narrow title, and its path says little), else its value.
 */
function unlabelledName(item: EditorItem): string {
  switch (item.kind) {
    case 'phone':
    case 'email':
    case 'address':
      return item.value;
    case 'gallery':
      return '';
    case 'social':
      if (item.brand === 'website') return hostOf(item.url);
      return PLAIN_BRANDS.includes(item.brand) ? item.url : BRAND_NAMES[item.brand];
    default:
      return hostOf(item.url);
  }
}

/** A short description of an item for labels and announcements: its label, else a network's name or a link's host, else its value. */
export function itemSummary(item: EditorItem): string {
  const text = (item.label || unlabelledName(item)).trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
