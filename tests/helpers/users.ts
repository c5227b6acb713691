import { hashPassword } from '../../api/auth/password';
import type { QueryBuilder } from '../../db/query-builder';
import type { Locale } from '../../shared/contract/auth';

/** A user row as tests need it, with the plain password it was created with. */
export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  displayName: string;
  userRole: 'user' | 'admin';
}

/** Fields a test may set; everything else gets a unique default. */
export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
  displayName?: string;
  userRole?: 'user' | 'admin';
  locale?: Locale;
  isDemo?: boolean;
  trialEndsAt?: string | null;
  disabledAt?: string | null;
  googleSub?: string | null;
  createdAt?: string;
}

/** A trial end date two weeks ahead: an owner on a running trial (plan-gated features work). */
export const inTwoWeeks = (): string => new Date(Date.now() + 14 * 86_400_000).toISOString();

let sequence = 0;
// argon2id takes tens of milliseconds per hash: reuse one per password within a test file.
const hashes = new Map<string, Promise<string>>();

/** Inserts a user with an argon2id-hashed password and returns it with its plain password. */
export async function buildUser(query: QueryBuilder, overrides: UserOverrides = {}): Promise<TestUser> {
  sequence += 1;
  const password = overrides.password ?? 'correct-horse-42';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const now = overrides.createdAt ?? new Date().toISOString();
  const user = {
    username: overrides.username ?? `user${sequence}`,
    email: (overrides.email ?? `user${sequence}@example.test`).toLowerCase(),
    displayName: overrides.displayName ?? `משתמש ${sequence}`,
    userRole: overrides.userRole ?? 'user',
  } as const;
  const { id } = await query
    .insertInto('users')
    .values({
      username: user.username,
      display_name: user.displayName,
      email: user.email,
      password_hash: (await hashes.get(password))!,
      user_role: user.userRole,
      locale: overrides.locale ?? 'he',
      trial_ends_at: overrides.trialEndsAt ?? null,
      is_demo: overrides.isDemo ? 1 : 0,
      disabled_at: overrides.disabledAt ?? null,
      google_sub: overrides.googleSub ?? null,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), password, ...user };
}
