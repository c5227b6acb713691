import { createHash } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';
import { absoluteDeadline, type SessionData } from './store';

/** A live session of an account, as its list of signed-in devices reads it. */
export interface AccountSession {
  id: string;
  /** The base64url SHA-256 of the id: how the list names the session without giving away its id (the cookie's secret). */
  handle: string;
  data: SessionData;
  /** When it signed in (epoch ms). */
  signedInAt: number;
  /** When it was last used (epoch ms): its sliding expiry, moved on at most once a minute, less its idle length. */
  lastActiveAt: number;
}

/** The handle of a session id: opaque, and not to be turned back into the id. */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** Session rows seen from the account's side: ending them outside of koa-session's own request. */
export function sessionsRepo(query: QueryBuilder) {
  return {
    /** Ends one session (its tokens go with it): signing out, which leaves a change of address it asked for waiting. */
    async end(id: string): Promise<void> {
      await query.deleteFrom('sessions').where('id', '=', id).execute();
    },
    /**
     * Signs one of the user's sessions out from another: it ends with its tokens and the change of address it asked for
     * (see endOthers).
     */
    async endOne(userId: number, id: string): Promise<void> {
      await query.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).execute();
      await query.deleteFrom('email_changes').where('user_id', '=', userId).where('session_id', '=', id).execute();
    },
    /**
     * Ends every session of a user except `keepId` (every one when it is undefined), with their tokens and the change of
     * address any of them asked for: the owner signs a device out because it may not be theirs, and its waiting link
     * would otherwise move the account to an address they do not hold.
     */
    async endOthers(userId: number, keepId: string | undefined): Promise<void> {
      let others = query.deleteFrom('sessions').where('user_id', '=', userId);
      let changes = query.deleteFrom('email_changes').where('user_id', '=', userId);
      if (keepId !== undefined) {
        others = others.where('id', '!=', keepId);
        changes = changes.where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '!=', keepId)]));
      }
      await others.execute();
      await changes.execute();
    },
    /** Of the sessions `ids`, those that have not ended or expired (idle). */
    async living(ids: readonly string[], now = Date.now()): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await query.selectFrom('sessions').select('id').where('id', 'in', ids).where('expires_at', '>', now).execute();
      return new Set(rows.map((row) => row.id));
    },
    /** Moves a session's idle expiry, when it is used through its Bearer token rather than its cookie. */
    async slideExpiry(id: string, expiresAt: number): Promise<void> {
      await query.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    },
    /** The user's sessions that have not expired, idle or absolute, most recently used first. */
    async ofUser(userId: number, now = Date.now()): Promise<AccountSession[]> {
      const rows = await query
        .selectFrom('sessions')
        .select(['id', 'data', 'created_at', 'expires_at', 'idle_ms'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .execute();
      return rows
        .map((row) => {
          const data = JSON.parse(row.data) as SessionData;
          const signedInAt = typeof data.authAt === 'number' ? data.authAt : Date.parse(row.created_at);
          return { id: row.id, handle: sessionHandle(row.id), data, signedInAt, lastActiveAt: Math.min(now, row.expires_at - row.idle_ms) };
        })
        .filter((session) => (absoluteDeadline(session.data) ?? Infinity) > now)
        .sort((a, b) => b.lastActiveAt - a.lastActiveAt);
    },
  };
}

/** Session rows seen from the account's side. */
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
