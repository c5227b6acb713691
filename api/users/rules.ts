import { AUTH_MESSAGES, isReservedUsername } from '../../shared/contract/auth';
import { conflict, HttpError } from '../http/http-error';
import { DuplicateUserError, type UserRow, type UsersRepo } from './repo';

/** 409 with the Hebrew text of a taken username or address. */
export function takenError(field: DuplicateUserError['field']): HttpError {
  return field === 'username' ? conflict(AUTH_MESSAGES.usernameTaken, 'username_taken') : conflict(AUTH_MESSAGES.emailTaken, 'email_taken');
}

/** Runs a write, turning a UNIQUE clash (two requests racing for one name) into the same 409 as the early check. */
export async function withTakenCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof DuplicateUserError) throw takenError(err.field);
    throw err;
  }
}

/**
 * Refuses a username another account has (case-insensitively), and a reserved handle (the demo account's own among
 * them, so the hourly restore can always give it back) unless it is the account's own already: an account keeps
 * the one it has.
 */
export async function assertUsernameFree(users: UsersRepo, username: string, self?: UserRow): Promise<void> {
  const kept = self !== undefined && self.username.toLowerCase() === username.toLowerCase();
  if (!kept && isReservedUsername(username)) {
    throw new HttpError(400, 'validation_failed', AUTH_MESSAGES.usernameReserved, [{ path: 'username', message: AUTH_MESSAGES.usernameReserved }]);
  }
  const holder = await users.findByUsername(username);
  if (holder && holder.id !== self?.id) throw takenError('username');
}

/** Refuses an address another account has. */
export async function assertEmailFree(users: UsersRepo, email: string, self?: UserRow): Promise<void> {
  const holder = await users.findByEmail(email);
  if (holder && holder.id !== self?.id) throw takenError('email');
}

/** Refuses a password from the common-passwords list (400, on the given field). */
export function commonPasswordError(field: string): HttpError {
  return new HttpError(400, 'password_common', AUTH_MESSAGES.passwordCommon, [{ path: field, message: AUTH_MESSAGES.passwordCommon }]);
}
