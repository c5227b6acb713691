import type { Compilable, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { isUniqueViolation, NUMBER_STAND_IN, ONE_ROW, preparedQuery, type QueryBuilder } from '../../db/query-builder';
import { isReservedUsername, type Locale } from '../../shared/contract/auth';
import { TRIAL_DAYS } from './accounts';

/** A `users` row as the API reads it. */
export type UserRow = Selectable<Tables['users']>;

/** What a new account needs; `passwordHash` is null for Google-only accounts. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  displayName: string;
  /** The account's language; Hebrew unless said. */
  locale?: Locale | undefined;
}

/** Fields of the account settings a user may change. */
export interface ProfileChanges {
  displayName?: string | undefined;
  username?: string | undefined;
  locale?: Locale | undefined;
  leadRetentionMonths?: 0 | 6 | 12 | 24 | undefined;
  leadDigest?: boolean | undefined;
}

/** A unique column refused a value: which one. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  constructor(readonly field: 'username' | 'email' | 'googleSub') {
    super(`${field} already taken`);
  }
}

const USERNAME_MAX = 20;
/** Account settings allow display names up to this length. */
export const DISPLAY_NAME_MAX = 60;

/**
 * A name given to an account (its first card's, a Google one), trimmed and cut to DISPLAY_NAME_MAX UTF-16 units as the
 * account form counts them, never inside a character: half an emoji is stored as "�".
 */
export function accountDisplayName(name: string): string {
  let kept = '';
  for (const char of name.trim()) {
    if (kept.length + char.length > DISPLAY_NAME_MAX) break;
    kept += char;
  }
  return kept.trim();
}

/** Turns any text (an email's local part, a Google name) into a legal username stem of 2–20 characters. */
function usernameStem(base: string): string {
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, USERNAME_MAX);
  return cleaned.length >= 2 ? cleaned : `user${cleaned}`;
}

/** SQL access to accounts. */
export function usersRepo(query: QueryBuilder) {
  const byColumn = (column: 'id' | 'email' | 'google_sub', value: number | string) =>
    query.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst() as Promise<UserRow | undefined>;
  // Every signed-in request reads its account by id: built once, run as a prepared statement.
  const byId = preparedQuery(query, (id: number) => query.selectFrom('users').selectAll().where('id', '=', id) as never as Compilable<UserRow>, [NUMBER_STAND_IN]);
  // Usernames are unique whatever their case: NOCASE on SQLite, citext on PostgreSQL, so `=` compares alike.
  const byUsername = (username: string) => query.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst() as Promise<UserRow | undefined>;

  /**
   * After the engine refused a write for its UNIQUE constraint, the field whose value another account holds (looked
   * up, not read from the error's text); anything else is thrown as it came.
   */
  async function rethrowDuplicate(err: unknown, written: { username?: string | null | undefined; email?: string; googleSub?: string | null }, selfId?: number): Promise<never> {
    if (isUniqueViolation(err)) {
      const heldByOther = (row: UserRow | undefined) => row !== undefined && row.id !== selfId;
      if (written.username && heldByOther(await byUsername(written.username))) throw new DuplicateUserError('username');
      if (written.email && heldByOther(await byColumn('email', written.email))) throw new DuplicateUserError('email');
      if (written.googleSub && heldByOther(await byColumn('google_sub', written.googleSub))) throw new DuplicateUserError('googleSub');
    }
    throw err;
  }

  const repo = {
    /** The account with this id, if any. */
    async findById(id: number): Promise<UserRow | undefined> {
      return (await byId(id))[0];
    },
    /** The account with this address (compared lower-cased, as stored). */
    findByEmail(email: string): Promise<UserRow | undefined> {
      return byColumn('email', email.trim().toLowerCase());
    },
    /** The account linked to this Google subject, if any. */
    findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return byColumn('google_sub', sub);
    },
    /** The account with this username, compared case-insensitively. */
    findByUsername(username: string): Promise<UserRow | undefined> {
      return byUsername(username);
    },
    /** Creates an account with a fresh 14-day trial; throws DuplicateUserError on a taken username, email or Google subject. */
    async createUser(user: NewUser, now = new Date()): Promise<UserRow> {
      const email = user.email.trim().toLowerCase();
      try {
        const { id } = await query
          .insertInto('users')
          .values({
            username: user.username,
            display_name: user.displayName,
            email,
            password_hash: user.passwordHash,
            google_sub: user.googleSub,
            ...(user.locale !== undefined && { locale: user.locale }),
            trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
            password_changed_at: user.passwordHash === null ? null : now.toISOString(),
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await byColumn('id', id))!;
      } catch (err) {
        return rethrowDuplicate(err, { username: user.username, email, googleSub: user.googleSub });
      }
    },
    /** Links a Google subject to an existing account; throws DuplicateUserError when another account has it. */
    async linkGoogleSub(id: number, sub: string): Promise<void> {
      try {
        await query.updateTable('users').set({ google_sub: sub, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      } catch (err) {
        await rethrowDuplicate(err, { googleSub: sub }, id);
      }
    },
    /** A free username derived from `base` ("dana.levi", then "dana.levi2", "dana.levi3"…), never a reserved one nor the demo's. */
    async uniqueUsernameFrom(base: string): Promise<string> {
      const stem = usernameStem(base);
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? '' : String(n);
        const candidate = stem.slice(0, USERNAME_MAX - suffix.length) + suffix;
        if (!isReservedUsername(candidate) && !(await byUsername(candidate))) return candidate;
      }
    },
    /** Updates display name, username and locale (absent fields stay); throws DuplicateUserError on a taken username. */
    async updateProfile(id: number, changes: ProfileChanges): Promise<void> {
      try {
        await query
          .updateTable('users')
          .set({
            ...(changes.displayName !== undefined && { display_name: changes.displayName }),
            ...(changes.username !== undefined && { username: changes.username }),
            ...(changes.locale !== undefined && { locale: changes.locale }),
            ...(changes.leadRetentionMonths !== undefined && { lead_retention_months: changes.leadRetentionMonths }),
            ...(changes.leadDigest !== undefined && { lead_digest: changes.leadDigest ? 1 : 0 }),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
      } catch (err) {
        await rethrowDuplicate(err, { username: changes.username }, id);
      }
    },
    /** Gives the account `name` as its display name while that is still its username (the name it was made with). */
    async nameFromUsername(id: number, name: string): Promise<void> {
      await query
        .updateTable('users')
        .set({ display_name: accountDisplayName(name), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .whereRef('display_name', '=', 'username')
        .execute();
    },
    /** Changes the sign-in address; throws DuplicateUserError when another account has it. */
    async updateEmail(id: number, email: string): Promise<void> {
      const address = email.trim().toLowerCase();
      try {
        await query.updateTable('users').set({ email: address, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      } catch (err) {
        await rethrowDuplicate(err, { email: address }, id);
      }
      // A reset link mailed to the old address no longer opens the account: that mailbox is no longer its way back.
      await query.deleteFrom('password_resets').where('user_id', '=', id).execute();
    },
    /** Stores a new password hash and records when it changed; a reset link mailed before stops working. */
    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      const now = new Date().toISOString();
      await query.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where('id', '=', id).execute();
      await query.deleteFrom('password_resets').where('user_id', '=', id).execute();
    },
    /** Whether an admin other than `id` can sign in (one not blocked). */
    async anotherActiveAdmin(id: number): Promise<boolean> {
      const other = await query.selectFrom('users').select('id').where('user_role', '=', 'admin').where('disabled_at', 'is', null).where('id', '<>', id).limit(ONE_ROW).executeTakeFirst();
      return other !== undefined;
    },

    /** Deletes the account; its sessions, tokens, subscriptions and notifications go with it (ON DELETE CASCADE). */
    async deleteUser(id: number): Promise<void> {
      await query.deleteFrom('users').where('id', '=', id).execute();
    },
  };
  return repo;
}

/** The accounts repository as returned by usersRepo(). */
export type UsersRepo = ReturnType<typeof usersRepo>;
