import type { ProfileInput } from '../../../../shared/contract/profiles';

/**
 * What the editor saves: a new card (no id) or a stored one with the version it started from. `resolves` names the
 * refused offline edit (its `recordedAt`) that this save settles once delivered.
 */
export type SaveProfileVariables = { id?: undefined; input: ProfileInput } | { id: number; input: ProfileInput; version: number; resolves?: number };
