import type { Database } from 'better-sqlite3';
import { RESERVED_USERNAMES } from '../../shared/contract/auth';
import { DEMO_ACCOUNT, TRIAL_DAYS } from './accounts';

/** A `users` row as the API reads it. */
export interface UserRow {
  id: number;
  username: string;
  display_name: string;
  email: string;
  password_hash: string | null;
  user_role: 'user' | 'admin';
  google_sub: string | null;
  locale: 'he' | 'en';
  trial_ends_at: string | null;
  is_demo: 0 | 1;
  password_changed_at: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a new account needs; `passwordHash` is null for Google-only accounts. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  displayName: string;
}

/** Fields of the account settings a user may change. */
export interface ProfileChanges {
  displayName?: string | undefined;
  username?: string | undefined;
  locale?: 'he' | 'en' | undefined;
}

/** A unique column refused a value: which one. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  constructor(readonly field: 'username' | 'email' | 'googleSub') {
    super(`${field} already taken`);
  }
}

function isUniqueViolation(err: unknown): err is Error & { code: string } {
  return err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const USERNAME_MAX = 20;

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
export function usersRepo(db: Database) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byGoogleSub = db.prepare<[string], UserRow>('SELECT * FROM users WHERE google_sub = ?');
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const insert = db.prepare(`INSERT INTO users (username, display_name, email, password_hash, google_sub, trial_ends_at,
      password_changed_at, created_at, updated_at)
    VALUES (@username, @displayName, @email, @passwordHash, @googleSub, @trialEndsAt, @passwordChangedAt, @now, @now)`);
  const setGoogleSub = db.prepare('UPDATE users SET google_sub = ?, updated_at = ? WHERE id = ?');
  const setProfile = db.prepare(`UPDATE users SET display_name = coalesce(@displayName, display_name),
      username = coalesce(@username, username), locale = coalesce(@locale, locale), updated_at = @now WHERE id = @id`);
  const setEmail = db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM users WHERE id = ?');

  /**
   * After SQLite refused a write for its UNIQUE constraint, the field whose value another account holds (looked up,
   * not read from the error's text); anything else is thrown as it came.
   */
  function rethrowDuplicate(err: unknown, written: { username?: string | null; email?: string; googleSub?: string | null }, selfId?: number): never {
    if (isUniqueViolation(err)) {
      const heldByOther = (row: UserRow | undefined) => row !== undefined && row.id !== selfId;
      if (written.username && heldByOther(byUsername.get(written.username))) throw new DuplicateUserError('username');
      if (written.email && heldByOther(byEmail.get(written.email))) throw new DuplicateUserError('email');
      if (written.googleSub && heldByOther(byGoogleSub.get(written.googleSub))) throw new DuplicateUserError('googleSub');
    }
    throw err;
  }

  const repo = {
    /** The account with this id, if any. */
    findById(id: number): UserRow | undefined {
      return byId.get(id);
    },
    /** The account with this address (compared lower-cased, as stored). */
    findByEmail(email: string): UserRow | undefined {
      return byEmail.get(email.trim().toLowerCase());
    },
    /** The account linked to this Google subject, if any. */
    findByGoogleSub(sub: string): UserRow | undefined {
      return byGoogleSub.get(sub);
    },
    /** The account with this username, compared case-insensitively. */
    findByUsername(username: string): UserRow | undefined {
      return byUsername.get(username);
    },
    /** Creates an account with a fresh 14-day trial; throws DuplicateUserError on a taken username, email or Google subject. */
    createUser(user: NewUser, now = new Date()): UserRow {
      const email = user.email.trim().toLowerCase();
      try {
        const { lastInsertRowid } = insert.run({
          username: user.username,
          displayName: user.displayName,
          email,
          passwordHash: user.passwordHash,
          googleSub: user.googleSub,
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
          passwordChangedAt: user.passwordHash === null ? null : now.toISOString(),
          now: now.toISOString(),
        });
        return byId.get(Number(lastInsertRowid))!;
      } catch (err) {
        rethrowDuplicate(err, { username: user.username, email, googleSub: user.googleSub });
      }
    },
    /** Links a Google subject to an existing account; throws DuplicateUserError when another account has it. */
    linkGoogleSub(id: number, sub: string): void {
      try {
        setGoogleSub.run(sub, new Date().toISOString(), id);
      } catch (err) {
        rethrowDuplicate(err, { googleSub: sub }, id);
      }
    },
    /** A free username derived from `base` ("dana.levi", then "dana.levi2", "dana.levi3"…), never a reserved one nor the demo's. */
    uniqueUsernameFrom(base: string): string {
      const stem = usernameStem(base);
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? '' : String(n);
        const candidate = stem.slice(0, USERNAME_MAX - suffix.length) + suffix;
        const lower = candidate.toLowerCase();
        const reserved = (RESERVED_USERNAMES as readonly string[]).includes(lower) || lower === DEMO_ACCOUNT.username;
        if (!reserved && !byUsername.get(candidate)) return candidate;
      }
    },
    /** Updates display name, username and locale (absent fields stay); throws DuplicateUserError on a taken username. */
    updateProfile(id: number, changes: ProfileChanges): void {
      try {
        setProfile.run({
          id,
          displayName: changes.displayName ?? null,
          username: changes.username ?? null,
          locale: changes.locale ?? null,
          now: new Date().toISOString(),
        });
      } catch (err) {
        rethrowDuplicate(err, { username: changes.username }, id);
      }
    },
    /** Changes the sign-in address; throws DuplicateUserError when another account has it. */
    updateEmail(id: number, email: string): void {
      const address = email.trim().toLowerCase();
      try {
        setEmail.run(address, new Date().toISOString(), id);
      } catch (err) {
        rethrowDuplicate(err, { email: address }, id);
      }
    },
    /** Stores a new password hash and records when it changed. */
    updatePasswordHash(id: number, passwordHash: string): void {
      const now = new Date().toISOString();
      setPassword.run(passwordHash, now, now, id);
    },
    /** Deletes the account; its sessions, tokens, subscriptions and notifications go with it (ON DELETE CASCADE). */
    deleteUser(id: number): void {
      remove.run(id);
    },
  };
  return repo;
}

/** The accounts repository as returned by usersRepo(). */
export type UsersRepo = ReturnType<typeof usersRepo>;
