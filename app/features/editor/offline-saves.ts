import { useMutation, useMutationState, type MutateOptions, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type Profile, type VersionConflictBody, profileSchema, versionConflictBodySchema } from '../../../shared/contract/profiles';
import { languageAtom, loadFeatureMessages, translate } from '../../i18n';
import { request } from '../../lib/api';
import { answer, fieldsOf } from '../../lib/answer';
import { ApiError, NetworkError, ServerError } from '../../lib/errors';
import { appStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { dropOfflineConflict, keepOfflineConflict, profileKey, PROFILES_KEY, registerOfflineConflicts, type SaveProfileVariables } from '../profiles';

/** The key of every card save, so a save made offline can be persisted and replayed after a reload. */
export const SAVE_CARD_MUTATION_KEY = ['profiles', 'save'] as const;

/** The editor (one mount of it) each save of this page session came from; restored saves have none. */
const madeBy = new WeakMap<SaveProfileVariables, object>();

/** The editors on screen now: only they can show a save's 409 to the owner. */
const mountedEditors = new Set<object>();

/** Per card: the versions delivered saves moved past, the version they reached, and the editor that made them. */
const delivered = new Map<number, { passed: Set<number>; latest: number; editor: object }>();

/**
 * The version a save sends. Two saves queued offline from one editor both carry the version it loaded; the
 * second one's form already holds the first one's changes, so once the first lands the second continues from
 * the version it produced. Anything else (a change made elsewhere, an editor opened again) keeps its version
 * and meets the server's 409, which asks the owner.
 */
export function versionToSend(id: number, version: number, editor: object | undefined): number {
  const known = delivered.get(id);
  return editor && known?.editor === editor && known.passed.has(version) ? known.latest : version;
}

/** Records a delivered save of a card; a save from elsewhere starts the record over. */
export function noteDelivered(id: number, sentVersion: number, savedVersion: number, editor: object | undefined): void {
  const known = delivered.get(id);
  if (!editor) return void delivered.delete(id);
  const record = known?.editor === editor ? known : { passed: new Set<number>(), latest: savedVersion, editor };
  record.passed.add(sentVersion);
  record.latest = savedVersion;
  delivered.set(id, record);
}

/** A card update that got no answer or a passing failure (5xx, 408, 429): sending it again cannot apply it twice. */
export class RetryableCardSave extends Error {
  override name = 'RetryableCardSave';
  constructor(override readonly cause: ApiError) {
    super(cause.message);
  }
}

/**
 * How many times an update is sent again after a passing failure, and the waits between (1, 2, 4, 8 s): long
 * enough for a flapping connection, short enough for an owner watching the save button. A connection lost in
 * between pauses the retries until it returns.
 */
const CARD_SAVE_RETRIES = 4;
const cardSaveRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

function isPassingFailure(error: unknown): error is ApiError {
  return error instanceof NetworkError || error instanceof ServerError || (error instanceof ApiError && (error.status === 408 || error.status === 429));
}

async function sendCardSave(variables: SaveProfileVariables): Promise<Profile> {
  if (variables.id === undefined) return answer(await request('POST', PROFILES_KEY, variables.input), import.meta.env.DEV && profileSchema);
  const editor = madeBy.get(variables);
  const version = versionToSend(variables.id, variables.version, editor);
  try {
    const saved = answer(await request('PUT', profileKey(variables.id), { ...variables.input, version }), import.meta.env.DEV && profileSchema);
    noteDelivered(variables.id, variables.version, saved.version, editor);
    return saved;
  } catch (error) {
    // The update carries the version it was made on: if an earlier attempt did land, the next one meets a 409
    // and the owner chooses, so nothing is applied twice and nothing is lost to a dropped connection.
    throw isPassingFailure(error) ? new RetryableCardSave(error) : error;
  }
}

/** The error a save failed with, as the owner should read it (the server's, not the retry wrapper). */
export function cardSaveError(error: Error): Error {
  return error instanceof RetryableCardSave ? error.cause : error;
}

/** The 409 body of a save refused because the card changed since the version it sent. */
export function versionConflictOf(error: unknown): VersionConflictBody | null {
  if (!(error instanceof ApiError && error.status === 409 && fieldsOf(error.data).code === 'version_conflict')) return null;
  return answer(error.data, import.meta.env.DEV && versionConflictBodySchema);
}

/** Tells the owner, wherever they are, that an edit made offline waits for their choice. */
async function announceConflict(cardName: string): Promise<void> {
  const language = appStore.get(languageAtom);
  await loadFeatureMessages(language);
  toast({
    title: translate(language, 'editor.offlineConflictTitle'),
    description: translate(language, 'editor.offlineConflictText', { name: cardName }),
    variant: 'warning',
  });
}

/** Tells the owner, wherever they are, that an edit made offline was refused and is kept for them to fix. */
async function announceRefusal(cardName: string, message: string): Promise<void> {
  const language = appStore.get(languageAtom);
  await loadFeatureMessages(language);
  toast({
    title: translate(language, 'editor.offlineConflictTitle'),
    description: translate(language, 'editor.offlineRefusedText', { name: cardName, message }),
    variant: 'warning',
  });
}

/**
 * Keeps a refused update that no editor on screen will show (restored after a reload, or its editor left): the owner
 * decides later, from the dashboard or the card's editor. The failed save itself is no longer kept on the device, so
 * without this the edit would be lost.
 */
function keepUnseenRefusal(queryClient: QueryClient, error: Error, variables: SaveProfileVariables): void {
  const editor = madeBy.get(variables);
  if (variables.id === undefined || (editor && mountedEditors.has(editor))) return;
  const kept = { cardId: variables.id, recordedAt: Date.now(), mine: variables.input };
  const conflict = versionConflictOf(error);
  if (conflict) {
    keepOfflineConflict(queryClient, { ...kept, reason: 'changed', current: conflict.current, message: conflict.message });
    void announceConflict(conflict.current.displayName);
    return;
  }
  // The card as this device last had it: the editor shows the kept edit against it.
  const current = queryClient.getQueryData<Profile>([profileKey(variables.id)]);
  if (!current) return;
  keepOfflineConflict(queryClient, { ...kept, reason: 'refused', current, message: error.message });
  void announceRefusal(current.displayName, error.message);
}

/**
 * Registers the card save's function and rules under its key. Call it before the saved cache is restored:
 * a save restored after a reload has nothing but its key and variables, and runs with these.
 */
export function registerOfflineCardSaves(queryClient: QueryClient): void {
  registerOfflineConflicts(queryClient);
  queryClient.setMutationDefaults(SAVE_CARD_MUTATION_KEY, {
    mutationFn: sendCardSave,
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
    onError: (error: Error, variables: SaveProfileVariables) => keepUnseenRefusal(queryClient, cardSaveError(error), variables),
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
