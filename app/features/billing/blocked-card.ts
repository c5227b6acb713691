import { EXPIRED_PROFILE_KEY } from '../profiles';

/** What /subscription-required can tell about the card that needed a plan. */
export interface BlockedCard {
  profileName: string;
  /** Leads kept for the owner until they subscribe; 0 when unknown. */
  waitingLeads: number;
}

/** The card left in session storage on the way here (under `expired_profile_data`), or null. */
export function readBlockedCard(storage: Pick<Storage, 'getItem'>): BlockedCard | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(EXPIRED_PROFILE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { profileName, profileData } = value as { profileName?: unknown; profileData?: unknown };
    const leads = typeof profileData === 'object' && profileData !== null ? (profileData as { waitingLeads?: unknown }).waitingLeads : undefined;
    return {
      profileName: typeof profileName === 'string' ? profileName.trim() : '',
      waitingLeads: typeof leads === 'number' && Number.isSafeInteger(leads) && leads > 0 ? leads : 0,
    };
  } catch {
    return null;
  }
}

/** Removes the stored card once the notice has been shown, so a later visit does not name it again. */
export function forgetBlockedCard(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(EXPIRED_PROFILE_KEY);
  } catch {
    // Blocked storage: nothing was kept, nothing to forget.
  }
}

/** The browser's session storage, or null where it is blocked. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
