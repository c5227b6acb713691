import type { Database } from 'better-sqlite3';

/** Session rows seen from the account's side: ending them outside of koa-session's own request. */
export function sessionsRepo(db: Database) {
  const removeOne = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeOthers = db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?');
  const slide = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?');
  return {
    /** Ends one session (its tokens go with it). */
    end(id: string): void {
      removeOne.run(id);
    },
    /** Ends every session of a user except `keepId` (every one when it is undefined), with their tokens. */
    endOthers(userId: number, keepId: string | undefined): void {
      removeOthers.run(userId, keepId ?? null);
    },
    /** Moves a session's idle expiry, when it is used through its Bearer token rather than its cookie. */
    slideExpiry(id: string, expiresAt: number): void {
      slide.run(expiresAt, id);
    },
  };
}

/** Session rows seen from the account's side. */
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
