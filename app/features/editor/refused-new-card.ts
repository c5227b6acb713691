import { profileInputSchema, type ProfileInput } from '../../../shared/contract/profiles';
import { formFromInput, type EditorForm } from './form-model';

/**
 * A new card the plan's card limit refused (402), kept in the tab while the owner goes to upgrade: coming back to a new
 * card, they find it as they typed it, until a card is created. The subscription notice only reads its name.
 */
const KEY = 'kartis.refusedNewCard';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (the server drawing the page) or it is blocked. */
function tabStorage(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepRefusedNewCard(input: ProfileInput, storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage full or blocked: the card's name still reaches the subscription notice.
  }
}

/** The refused card as the editor's form, or null when there is none (or it no longer reads as a card). */
export function refusedNewCard(storage = tabStorage()): EditorForm | null {
  try {
    const parsed = profileInputSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? 'null'));
    return parsed.success ? formFromInput(parsed.data) : null;
  } catch {
    return null;
  }
}

export function forgetRefusedNewCard(storage = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage kept nothing.
  }
}
