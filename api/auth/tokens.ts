import { createHash, randomBytes } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';

/** What a valid Bearer token stands for. */
export interface TokenGrant {
  tokenId: number;
  userId: number;
  sessionId: string;
  /** The session row's idle expiry and idle length, to slide it on use. */
  sessionExpiresAt: number;
  sessionIdleMs: number;
  /** The session's data (JSON), for what the sign-in proved. */
  sessionData: string;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque login tokens stored as SHA-256 digests; each lives no longer than the session it was issued with. */
export function tokensRepo(query: QueryBuilder) {
  return {
    /** Issues a new token for a signed-in session, valid until `expiresAt` (epoch ms) at most; returns the only plain copy. */
    async issue(userId: number, sessionId: string, expiresAt: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await query
        .insertInto('api_tokens')
        .values({ user_id: userId, session_id: sessionId, token_hash: digest(token), created_at: new Date().toISOString(), expires_at: expiresAt })
        .execute();
      return token;
    },
    /** The grant of an unexpired token whose session is still alive, if any. */
    find(token: string, now = Date.now()): Promise<TokenGrant | undefined> {
      return query
        .selectFrom('api_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['t.id as tokenId', 't.user_id as userId', 't.session_id as sessionId', 's.expires_at as sessionExpiresAt', 's.idle_ms as sessionIdleMs', 's.data as sessionData'])
        .where('t.token_hash', '=', digest(token))
        .where('t.expires_at', '>', now)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
    },
    /** Revokes one token. */
    async revoke(token: string): Promise<void> {
      await query.deleteFrom('api_tokens').where('token_hash', '=', digest(token)).execute();
    },
  };
}

/** The token repository as returned by tokensRepo(). */
export type TokensRepo = ReturnType<typeof tokensRepo>;
