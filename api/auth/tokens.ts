import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** What a valid Bearer token stands for. */
export interface TokenGrant {
  tokenId: number;
  userId: number;
  sessionId: string;
  /** The session row's idle expiry and idle length, to slide it on use. */
  sessionExpiresAt: number;
  sessionIdleMs: number;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque login tokens stored as SHA-256 digests; each lives no longer than the session it was issued with. */
export function tokensRepo(db: Database) {
  const insert = db.prepare('INSERT INTO api_tokens (user_id, session_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const find = db.prepare<[string, number, number], TokenGrant>(`SELECT t.id AS tokenId, t.user_id AS userId, t.session_id AS sessionId,
      s.expires_at AS sessionExpiresAt, s.idle_ms AS sessionIdleMs
    FROM api_tokens t JOIN sessions s ON s.id = t.session_id
    WHERE t.token_hash = ? AND t.expires_at > ? AND s.expires_at > ?`);
  const remove = db.prepare('DELETE FROM api_tokens WHERE token_hash = ?');
  return {
    /** Issues a new token for a signed-in session, valid until `expiresAt` (epoch ms) at most; returns the only plain copy. */
    issue(userId: number, sessionId: string, expiresAt: number): string {
      const token = randomBytes(32).toString('base64url');
      insert.run(userId, sessionId, digest(token), new Date().toISOString(), expiresAt);
      return token;
    },
    /** The grant of an unexpired token whose session is still alive, if any. */
    find(token: string, now = Date.now()): TokenGrant | undefined {
      return find.get(digest(token), now, now);
    },
    /** Revokes one token. */
    revoke(token: string): void {
      remove.run(digest(token));
    },
  };
}

/** The token repository as returned by tokensRepo(). */
export type TokensRepo = ReturnType<typeof tokensRepo>;
