import { ACCOUNT_MESSAGES } from '../../shared/contract/account';
import { confirmsIdentity } from '../auth/credentials';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/http-error';
import { sessionOf } from '../sessions/context';
import type { UserRow } from '../users/repo';

const wrongPassword = (field: string) =>
  new HttpError(400, 'wrong_password', ACCOUNT_MESSAGES.wrongPassword, [{ path: field, message: ACCOUNT_MESSAGES.wrongPassword }]);
const noPassword = (field: string) =>
  new HttpError(400, 'validation_failed', ACCOUNT_MESSAGES.passwordRequired, [{ path: field, message: ACCOUNT_MESSAGES.passwordRequired }]);
const googleConfirmationRequired = () => new HttpError(403, 'google_confirmation_required', ACCOUNT_MESSAGES.googleConfirmationRequired);

/** Refuses the action unless the password, or for an account without one a fresh Google sign-in, confirms it. */
export async function assertConfirmed(ctx: AppContext, user: UserRow, secret: string, field: string): Promise<void> {
  const check = await confirmsIdentity(user, secret, sessionOf(ctx).googleConfirmedAt);
  if (check === 'no-password') throw noPassword(field);
  if (check === 'wrong-password') throw wrongPassword(field);
  if (check === 'google-confirmation-required') throw googleConfirmationRequired();
}
