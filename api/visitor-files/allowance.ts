import { hash } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';
import { VISITOR_FILE_LIMITS, VISITOR_FILE_MESSAGES } from '../../shared/contract/visitor-files';
import type { SaltOfDay } from '../events/salt';
import { HttpError } from '../http/http-error';
import { visitorFilesRepo, type VisitorFileRow } from './repo';

/** Seconds until the next UTC day, when a sender's allowance starts again. */
function secondsUntilTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((tomorrow - now.getTime()) / 1000);
}

/** A 429 for a sender past the day's files, saying when to try again. */
function visitorFileLimit(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'visitor_file_limit', VISITOR_FILE_MESSAGES.dailyLimit).withHeaders({ 'Retry-After': String(retryAfterSeconds) });
}

/** Who sent a file today: their address hashed under the day's visitor salt, so no address is stored. */
export function visitorKeys(saltOf: SaltOfDay) {
  return async (ip: string, now = new Date()): Promise<string> => hash('sha256', `${await saltOf(now.toISOString().slice(0, 10))}\n${ip}`, 'base64url').slice(0, 22);
}

export type VisitorKeyOf = ReturnType<typeof visitorKeys>;

/**
 * Records a visitor's file within its sender's daily allowance of files and bytes, in the transaction `trx` that stores
 * the lead or message it comes with; refuses it (429, the transaction rolled back) when the allowance has no room.
 */
export async function recordVisitorFile(trx: QueryBuilder, row: VisitorFileRow, now = new Date()): Promise<void> {
  if (!(await visitorFilesRepo(trx).insertWithinAllowance(row, VISITOR_FILE_LIMITS.perVisitorPerDay))) throw visitorFileLimit(secondsUntilTomorrow(now));
}
