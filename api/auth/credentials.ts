import { randomBytes } from 'node:crypto';
import type { UserRow, UsersRepo } from '../users/repo';
import { hashPassword, verifyPassword } from './password';

/**
 * Checks email + password. An unknown address, a password-less (Google-only) or disabled account
 * costs the same argon2 verification as a real one, so timing tells nothing.
 */
export function credentialChecker(users: UsersRepo) {
  // Hashed once at start-up, so the first unknown address is not faster than the rest.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  return {
    /** The active account these credentials open, or undefined. */
    async check(email: string, password: string): Promise<UserRow | undefined> {
      const user = users.findByEmail(email);
      const matches = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      return matches && user && user.password_hash !== null && user.disabled_at === null ? user : undefined;
    },
  };
}

/**
 * Confirms a sensitive account action: the current password, or for an account without one
 * (signed up with Google) its username, typed out (compared case-insensitively).
 */
export async function confirmsIdentity(user: UserRow, secret: string): Promise<boolean> {
  if (user.password_hash === null) return secret.trim().toLowerCase() === user.username.toLowerCase();
  return verifyPassword(user.password_hash, secret);
}
