import type { QueryBuilder } from '../../db/query-builder';
import type { Locale } from '../../shared/contract/auth';
import { newLinkToken, tokenDigest as hashOf } from './link-token';

/** How long the link in a confirmation mail works. */
export const CONFIRMATION_HOURS = 48;

export interface PendingRegistration {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  locale: Locale;
}

/** Sign-ups waiting for the link in their mail; only the token's hash is kept. */
export function pendingRegistrations(query: QueryBuilder) {
  return {
    /** Stores a sign-up and returns the token its link carries. */
    async create(input: { username: string; email: string; passwordHash: string; locale: Locale }, now = new Date()): Promise<string> {
      await query.deleteFrom('pending_registrations').where('expires_at', '<=', now.getTime()).execute();
      const token = newLinkToken();
      await query
        .insertInto('pending_registrations')
        .values({
          token_hash: hashOf(token),
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          locale: input.locale,
          created_at: now.toISOString(),
          expires_at: now.getTime() + CONFIRMATION_HOURS * 3_600_000,
        })
        .execute();
      return token;
    },
    /** The sign-up a link's token names, while the link works. */
    find(token: string, now = new Date()): Promise<PendingRegistration | undefined> {
      return query
        .selectFrom('pending_registrations')
        .select(['id', 'username', 'email', 'password_hash', 'locale'])
        .where('token_hash', '=', hashOf(token))
        .where('expires_at', '>', now.getTime())
        .executeTakeFirst();
    },
    /** Forgets every sign-up waiting for an address (it is confirmed, or the account now exists). */
    async forget(email: string): Promise<void> {
      await query.deleteFrom('pending_registrations').where('email', '=', email).execute();
    },
  };
}

export type PendingRegistrations = ReturnType<typeof pendingRegistrations>;
