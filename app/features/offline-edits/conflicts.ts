import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../../shared/contract/profiles';

/**
 * A card edit made offline that the server refused once the connection returned: because the card changed elsewhere
 * meanwhile (`changed`, the 409 version conflict), or for another reason the owner must see (`refused`: the edit
 * broke a rule, the plan ended, the server kept failing). Either way the edit is kept until the owner decides.
 */
export interface OfflineConflict {
  /** Missing in edits kept by an earlier version of the app, which kept only `changed` ones. */
  reason?: 'changed' | 'refused';
  cardId: number;
  /** When it was refused: tells this conflict from a later one of the same card. */
  recordedAt: number;
  /** The owner's edit, as it was sent. */
  mine: ProfileInput;
  /** The card as stored when the edit was refused (for `refused`, as this device last had it). */
  current: Profile;
  /** The server's explanation. */
  message: string;
}

/**
 * The conflicts waiting for the owner's choice. They live in the query cache, so they are saved on the device with
 * it, come back after a reload, and are cleared at logout like the rest of the owner's data.
 */
const OFFLINE_CONFLICTS_KEY = ['offline-card-conflicts'] as const;

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

/**
 * The kept edits as the owner's card list shows them: why a card's edit waits for the owner, if one does, and
 * forgetting the edit of a deleted card, which has nothing left to be saved to.
 */
export function useKeptEditsOfCards() {
  const queryClient = useQueryClient();
  const conflicts = useOfflineConflicts();
  return {
    reasonOf: (cardId: number): 'changed' | 'refused' | undefined => {
      const kept = conflicts.find((conflict) => conflict.cardId === cardId);
      return kept && (kept.reason ?? 'changed');
    },
    forget: (cardId: number) => dropOfflineConflict(queryClient, cardId),
  };
}

/** The refused offline edit of one card, if any. */
export function useOfflineConflict(cardId: number | undefined): OfflineConflict | undefined {
  return useOfflineConflicts().find((conflict) => conflict.cardId === cardId);
}
