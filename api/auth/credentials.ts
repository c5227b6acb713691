import { randomBytes } from 'node:crypto';
import type { UserRow, UsersRepo } from '../users/repo';
import { GOOGLE_CONFIRMATION_MS } from '../../shared/contract/account';
import { hashPassword, verifyPassword } from './password';

/**
 * Checks email + password. An unknown address, a password-less (Google-only) or disabled account
 * costs the same argon2 verification as a real one, so timing tells nothing.
 */
export function credentialChecker(users: UsersRepo) {
  // Hashed once at start-up, so the first unknown address is not faster than the rest.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  return {
    /**
     * The active account these credentials open; 'blocked' when they are right for an account an admin blocked (the
     * password proves it is theirs to know); else undefined.
     */
    async check(email: string, password: string): Promise<UserRow | 'blocked' | undefined> {
      const user = await users.findByEmail(email);
      const matches = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      if (!matches || !user || user.password_hash === null) return undefined;
      return user.disabled_at === null ? user : 'blocked';
    },
  };
}

/** How a sensitive account action was confirmed: the current password, or a fresh sign-in at Google. */
export type IdentityCheck = 'confirmed' | 'no-password' | 'wrong-password' | 'google-confirmation-required';

/**
 * Confirms a sensitive account action: the current password, or for an account without one (signed up with
 * Google) a sign-in at Google in this session within the last few minutes. Nothing others can see (a username)
 * ever stands in for it.
 */
export async function confirmsIdentity(user: UserRow, secret: string, googleConfirmedAt: number | undefined, now = Date.now()): Promise<IdentityCheck> {
  if (user.password_hash === null) return googleConfirmationFresh(googleConfirmedAt, now) ? 'confirmed' : 'google-confirmation-required';
  if (secret === '') return 'no-password';
  return (await verifyPassword(user.password_hash, secret)) ? 'confirmed' : 'wrong-password';
}

/** True while a Google confirmation made at `confirmedAt` still counts. */
export function googleConfirmationFresh(confirmedAt: number | undefined, now = Date.now()): boolean {
  return confirmedAt !== undefined && confirmedAt <= now && now - confirmedAt <= GOOGLE_CONFIRMATION_MS;
}
