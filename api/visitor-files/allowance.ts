import { hash } from 'node:crypto';
import { VISITOR_FILE_LIMITS, VISITOR_FILE_MESSAGES } from '../../shared/contract/visitor-files';
import type { SaltOfDay } from '../events/salt';
import { HttpError } from '../http/http-error';
import type { VisitorFilesRepo } from './repo';

/** Seconds until the next UTC day, when a sender's allowance starts again. */
function secondsUntilTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((tomorrow - now.getTime()) / 1000);
}

/** A 429 for a sender past the day's files, saying when to try again. */
function visitorFileLimit(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'visitor_file_limit', VISITOR_FILE_MESSAGES.dailyLimit).withHeaders({ 'Retry-After': String(retryAfterSeconds) });
}

/** Each sender's daily allowance of files: who sent a file, and whether one more fits. */
export function visitorAllowance(files: VisitorFilesRepo, saltOf: SaltOfDay) {
  return {
    /** The sender of a file for today: their address hashed under the day's visitor salt, so no address is stored. */
    async keyOf(ip: string, now = new Date()): Promise<string> {
      return hash('sha256', `${await saltOf(now.toISOString().slice(0, 10))}\n${ip}`, 'base64url').slice(0, 22);
    },
    /** Refuses (429) a file that would take its sender past today's allowance of files or bytes. */
    async assertRoom(visitorKey: string, bytes: number, now = new Date()): Promise<void> {
      const usage = await files.usageOf(visitorKey);
      const { count, bytes: maxBytes } = VISITOR_FILE_LIMITS.perVisitorPerDay;
      if (usage.count + 1 > count || usage.bytes + bytes > maxBytes) throw visitorFileLimit(secondsUntilTomorrow(now));
    },
  };
}

export type VisitorAllowance = ReturnType<typeof visitorAllowance>;
