import type { Database } from 'better-sqlite3';
import { newLinkToken, tokenDigest as hashOf } from './link-token';

/** How long the link in a confirmation mail works. */
export const CONFIRMATION_HOURS = 48;

export interface PendingRegistration {
  id: number;
  username: string;
  email: string;
  password_hash: string;
}

/** Sign-ups waiting for the link in their mail; only the token's hash is kept. */
export function pendingRegistrations(db: Database) {
  const insert = db.prepare(
    'INSERT INTO pending_registrations (token_hash, username, email, password_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byToken = db.prepare<[string, number], PendingRegistration>(
    'SELECT id, username, email, password_hash FROM pending_registrations WHERE token_hash = ? AND expires_at > ?',
  );
  const removeForEmail = db.prepare('DELETE FROM pending_registrations WHERE email = ?');
  const sweep = db.prepare('DELETE FROM pending_registrations WHERE expires_at <= ?');

  return {
    /** Stores a sign-up and returns the token its link carries. */
    create(input: { username: string; email: string; passwordHash: string }, now = new Date()): string {
      sweep.run(now.getTime());
      const token = newLinkToken();
      insert.run(hashOf(token), input.username, input.email, input.passwordHash, now.toISOString(), now.getTime() + CONFIRMATION_HOURS * 3_600_000);
      return token;
    },
    /** The sign-up a link's token names, while the link works. */
    find(token: string, now = new Date()): PendingRegistration | undefined {
      return byToken.get(hashOf(token), now.getTime());
    },
    /** Forgets every sign-up waiting for an address (it is confirmed, or the account now exists). */
    forget(email: string): void {
      removeForEmail.run(email);
    },
  };
}
