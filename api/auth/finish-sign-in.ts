import type { AppContext } from '../http/context';
import type { SupportService } from '../support/service';
import { presentUser, toAuthUser } from '../users/present';
import type { UserRow } from '../users/repo';
import { AUTH_SUCCESS_MESSAGES } from '../../shared/contract/auth';
import { signIn, type SignInParts } from './sign-in';

/** Signs `user` in and answers as `POST /api/auth/login` does: the user, a Bearer token and the welcome message. */
export async function finishSignIn(
  ctx: AppContext,
  { tokens, devices, support }: SignInParts & { support: SupportService },
  user: UserRow,
  opts: { rememberMe: boolean; secondFactor: boolean },
): Promise<void> {
  const { token } = await signIn(ctx, { tokens, devices }, user, opts);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { user: presentUser(user, await support.unreadFor(toAuthUser(user))), token, message: AUTH_SUCCESS_MESSAGES.login };
}
