import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApiError } from '../../lib/errors';

/** Session storage key through which /subscription-required learns which card hit the limit. */
export const EXPIRED_PROFILE_KEY = 'expired_profile_data';

/** What /subscription-required reads from session storage. */
export interface ExpiredProfileData {
  profileName: string;
  profileData: unknown;
}

/** True for the server's 402: the plan allows no more cards. */
export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

/** The notice's address carrying the card's name (a `name` query parameter). */
export function subscriptionRequiredHref(profileName: string): string {
  return `/subscription-required?${new URLSearchParams({ name: profileName })}`;
}

/** Keeps the card that could not be saved, so nothing the owner typed is lost on the way to upgrading. */
export function rememberBlockedCard(data: ExpiredProfileData, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(EXPIRED_PROFILE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the name still travels in the address.
  }
}

/** Goes to /subscription-required with the card's name (session storage and `?name=`). */
export function useGoToSubscriptionRequired() {
  const navigate = useNavigate();
  return useCallback(
    (profileName: string, profileData: unknown) => {
      rememberBlockedCard({ profileName, profileData });
      void navigate({ href: subscriptionRequiredHref(profileName), ignoreBlocker: true });
    },
    [navigate],
  );
}
