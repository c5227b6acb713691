import type { QueryBuilder } from '../../db/query-builder';

/** Session rows seen from the account's side: ending them outside of koa-session's own request. */
export function sessionsRepo(query: QueryBuilder) {
  return {
    /** Ends one session (its tokens go with it). */
    async end(id: string): Promise<void> {
      await query.deleteFrom('sessions').where('id', '=', id).execute();
    },
    /** Ends every session of a user except `keepId` (every one when it is undefined), with their tokens. */
    async endOthers(userId: number, keepId: string | undefined): Promise<void> {
      let others = query.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepId !== undefined) others = others.where('id', '!=', keepId);
      await others.execute();
    },
    /** Moves a session's idle expiry, when it is used through its Bearer token rather than its cookie. */
    async slideExpiry(id: string, expiresAt: number): Promise<void> {
      await query.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    },
  };
}

/** Session rows seen from the account's side. */
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
