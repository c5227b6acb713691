import { useMutation, useMutationState, type MutateOptions, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '../../../shared/contract/profiles';
import { profileKey, PROFILES_KEY } from '../profiles';
import { dropOfflineConflict, registerOfflineConflicts } from './conflicts';
import { cardSaveError, RetryableCardSave, sendCardSave, type SaveProfileVariables } from './send-card-save';
import { keepUnseenRefusal } from './unseen-refusals';

/** The key of every card save, so a save made offline can be persisted and replayed after a reload. */
const SAVE_CARD_MUTATION_KEY = ['profiles', 'save'] as const;

/** The editor (one mount of it) each save of this page session came from; restored saves have none. */
const madeBy = new WeakMap<SaveProfileVariables, object>();

/** The editors on screen now: only they can show a save's 409 to the owner. */
const mountedEditors = new Set<object>();

/**
 * How many times an update is sent again after a passing failure, and the waits between (1, 2, 4, 8 s): long
 * enough for a flapping connection, short enough for an owner watching the save button. A connection lost in
 * between pauses the retries until it returns.
 */
const CARD_SAVE_RETRIES = 4;
const cardSaveRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Registers the card save's function and rules under its key. Call it before the saved cache is restored:
 * a save restored after a reload has nothing but its key and variables, and runs with these.
 */
export function registerOfflineCardSaves(queryClient: QueryClient): void {
  registerOfflineConflicts(queryClient);
  queryClient.setMutationDefaults(SAVE_CARD_MUTATION_KEY, {
    mutationFn: (variables: SaveProfileVariables) => sendCardSave(variables, madeBy.get(variables)),
    // One at a time, in the order they were made: the server sees the owner's edits as they happened.
    scope: { id: SAVE_CARD_MUTATION_KEY.join('/') },
    // A create is not idempotent (a retried one makes two cards): the owner retries it with the button. An update
    // is sent again after a passing failure, and waits for the connection if it drops meanwhile.
    retry: (failures: number, error: Error) => error instanceof RetryableCardSave && failures < CARD_SAVE_RETRIES,
    retryDelay: cardSaveRetryDelay,
    onSuccess: (saved: Profile, variables: SaveProfileVariables) => {
      queryClient.setQueryData([profileKey(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true });
      if (variables.id !== undefined && variables.resolves !== undefined) dropOfflineConflict(queryClient, variables.id, variables.resolves);
    },
    // An editor on screen shows its own save's refusal; any other is kept for the owner.
    onError: (error: Error, variables: SaveProfileVariables) => {
      const editor = madeBy.get(variables);
      if (!editor || !mountedEditors.has(editor)) keepUnseenRefusal(queryClient, cardSaveError(error), variables);
    },
  });
}

/** The editor's save: the registered card save, kept while offline and sent once the connection returns. */
export function useOfflineCardSave() {
  const mutation = useMutation<Profile, Error, SaveProfileVariables>({ mutationKey: SAVE_CARD_MUTATION_KEY });
  const [editor] = useState(() => ({}));
  useEffect(() => {
    mountedEditors.add(editor);
    return () => void mountedEditors.delete(editor);
  }, [editor]);
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: SaveProfileVariables, options?: MutateOptions<Profile, Error, SaveProfileVariables>) => {
      madeBy.set(variables, editor);
      send(variables, options);
    },
    [editor, send],
  );
  return { ...mutation, mutate };
}

/** The card saves waiting for a connection (made offline, possibly before a reload), oldest first. */
export function useWaitingCardSaves(): SaveProfileVariables[] {
  return useMutationState({
    filters: { mutationKey: SAVE_CARD_MUTATION_KEY, predicate: (mutation) => mutation.state.isPaused },
    select: (mutation) => mutation.state.variables as SaveProfileVariables,
  });
}
