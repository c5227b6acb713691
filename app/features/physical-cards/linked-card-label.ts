import type { ProfileSummary } from '../../../shared/contract/profiles';
import { isolatedLtr } from '../../i18n/isolated';

/**
 * A card as the list of cards an NFC card may open names it: its name and its address. An option holds only text, so
 * the address is isolated left to right: in a Hebrew list "(/p/demo)" read "(p/demo/)".
 */
export function linkedCardLabel(card: Pick<ProfileSummary, 'displayName' | 'slug'>): string {
  return `${card.displayName} (${isolatedLtr(`/p/${card.slug}`)})`;
}
