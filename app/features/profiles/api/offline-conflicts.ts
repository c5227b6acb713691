import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../../../api/contract/profiles';

/** A card edit the server refused once the connection returned, because the card changed elsewhere meanwhile. */
export interface OfflineConflict {
  cardId: number;
  /** When it was refused: tells this conflict from a later one of the same card. */
  recordedAt: number;
  /** The owner's edit, as it was sent. */
  mine: ProfileInput;
  /** The card as stored when the edit was refused. */
  current: Profile;
  /** The server's explanation. */
  message: string;
}

/**
 * The conflicts waiting for the owner's choice. They live in the query cache, so they are saved on the device with
 * it, come back after a reload, and are cleared at logout like the rest of the owner's data.
 */
export const OFFLINE_CONFLICTS_KEY = ['offline-card-conflicts'] as const;

function conflictsIn(queryClient: QueryClient): OfflineConflict[] {
  return queryClient.getQueryData<OfflineConflict[]>(OFFLINE_CONFLICTS_KEY) ?? [];
}

/** Keeps the conflicts until the owner resolves them: nothing here is ever fetched, nor dropped for being unused. */
export function registerOfflineConflicts(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(OFFLINE_CONFLICTS_KEY, { gcTime: Infinity, staleTime: Infinity });
}

/** Keeps a refused edit; a later one of the same card replaces it (the editor sends the whole card, so it holds the earlier one). */
export function keepOfflineConflict(queryClient: QueryClient, conflict: OfflineConflict): void {
  queryClient.setQueryData<OfflineConflict[]>(OFFLINE_CONFLICTS_KEY, [...conflictsIn(queryClient).filter((kept) => kept.cardId !== conflict.cardId), conflict]);
}

/** Forgets a card's conflict once resolved; with `recordedAt`, only that one (not a newer conflict of the card). */
export function dropOfflineConflict(queryClient: QueryClient, cardId: number, recordedAt?: number): void {
  const kept = conflictsIn(queryClient);
  const rest = kept.filter((conflict) => conflict.cardId !== cardId || (recordedAt !== undefined && conflict.recordedAt !== recordedAt));
  if (rest.length !== kept.length) queryClient.setQueryData<OfflineConflict[]>(OFFLINE_CONFLICTS_KEY, rest);
}

const NO_CONFLICTS: OfflineConflict[] = [];

/** The refused offline edits waiting for the owner's choice, oldest first. */
export function useOfflineConflicts(): OfflineConflict[] {
  return useQuery<OfflineConflict[]>({ queryKey: OFFLINE_CONFLICTS_KEY, queryFn: skipToken }).data ?? NO_CONFLICTS;
}

/** The refused offline edit of one card, if any. */
export function useOfflineConflict(cardId: number | undefined): OfflineConflict | undefined {
  return useOfflineConflicts().find((conflict) => conflict.cardId === cardId);
}
