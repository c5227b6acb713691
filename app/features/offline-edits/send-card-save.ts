import { type Profile, type ProfileInput, type VersionConflictBody, profileInputSchema, profileSchema, versionConflictBodySchema } from '../../../shared/contract/profiles';
import { request } from '../../lib/api';
import { answer, fieldsOf } from '../../lib/answer';
import { ApiError, NetworkError, ServerError } from '../../lib/errors';
import { profileKey, PROFILES_KEY } from '../profiles';

/**
 * What the editor saves: a new card (no id) or a stored one with the version it started from. `resolves` names the
 * refused offline edit (its `recordedAt`) that this save settles once delivered.
 */
export type SaveProfileVariables = { id?: undefined; input: ProfileInput } | { id: number; input: ProfileInput; version: number; resolves?: number };

/** Per card: the versions delivered saves moved past, the version they reached, and the editor that made them. */
const delivered = new Map<number, { passed: Set<number>; latest: number; editor: object }>();

/**
 * The version a save sends. Two saves queued offline from one editor both carry the version it loaded; the
 * second one's form already holds the first one's changes, so once the first lands the second continues from
 * the version it produced. Anything else (a change made elsewhere, an editor opened again) keeps its version
 * and meets the server's 409, which asks the owner.
 */
function versionToSend(id: number, version: number, editor: object | undefined): number {
  const known = delivered.get(id);
  return editor && known?.editor === editor && known.passed.has(version) ? known.latest : version;
}

/** Records a delivered save of a card; a save from elsewhere starts the record over. */
function noteDelivered(id: number, sentVersion: number, savedVersion: number, editor: object | undefined): void {
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

function isPassingFailure(error: unknown): error is ApiError {
  return error instanceof NetworkError || error instanceof ServerError || (error instanceof ApiError && (error.status === 408 || error.status === 429));
}

/**
 * POST /api/profiles (a new card) or PUT /api/profiles/{id} (a stored one, at the version `versionToSend` gives),
 * for the `editor` that made the save (none for a save restored after a reload).
 */
export async function sendCardSave(variables: SaveProfileVariables, editor: object | undefined): Promise<Profile> {
  if (variables.id === undefined) return answer(await request('POST', PROFILES_KEY, variables.input), import.meta.env.DEV && profileSchema);
  const version = versionToSend(variables.id, variables.version, editor);
  try {
    const saved = answer(await request('PUT', profileKey(variables.id), { ...variables.input, version }), import.meta.env.DEV && profileSchema);
    noteDelivered(variables.id, variables.version, saved.version, editor);
    return saved;
  } catch (error) {
    // The update carries the version it was made on, so nothing is applied twice. When an earlier attempt landed and
    // only its answer was lost, the 409 shows the card as this save made it: that is the save, not a change made
    // elsewhere. Any other 409 asks the owner.
    const current = versionConflictOf(error)?.current;
    if (current && holdsSave(current, variables.input)) {
      noteDelivered(variables.id, variables.version, current.version, editor);
      return current;
    }
    throw isPassingFailure(error) ? new RetryableCardSave(error) : error;
  }
}

/** Whether the stored card is exactly what `input` saves (its new items compared without the ids they got). */
function holdsSave(current: Profile, input: ProfileInput): boolean {
  const items = current.items.map(({ id, ...item }, index) => (input.items[index]?.id === undefined ? item : { id, ...item }));
  const stored = profileInputSchema.safeParse({ ...current, items });
  return stored.success && JSON.stringify(stored.data) === JSON.stringify(input);
}

/** The error a save failed with, as the owner should read it (the server's, not the retry wrapper). */
export function cardSaveError(error: Error): Error {
  return error instanceof RetryableCardSave ? error.cause : error;
}

/** The 409 body of a save refused because the card changed since the version it sent. */
export function versionConflictOf(error: unknown): VersionConflictBody | null {
  if (!(error instanceof ApiError && error.status === 409 && fieldsOf(error.data).code === 'version_conflict')) return null;
  return { ...answer(error.data, import.meta.env.DEV && versionConflictBodySchema), message: error.message };
}
