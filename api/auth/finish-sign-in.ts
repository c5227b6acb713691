import type { AppContext } from '../http/context';
import type { SupportService } from '../support/service';
import { presentUser, toAuthUser } from '../users/present';
import type { UserRow } from '../users/repo';
import { AUTH_SUCCESS_MESSAGES } from './messages';
import { signIn } from './sign-in';
import type { TokensRepo } from './tokens';

/** Signs `user` in and answers as `POST /api/auth/login` does: the user, a Bearer token and the welcome message. */
export async function finishSignIn(
  ctx: AppContext,
  { tokens, support }: { tokens: TokensRepo; support: SupportService },
  user: UserRow,
  opts: { rememberMe: boolean; secondFactor: boolean },
): Promise<void> {
  const { token } = await signIn(ctx, tokens, user, opts);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { user: presentUser(user, await support.unreadFor(toAuthUser(user))), token, message: AUTH_SUCCESS_MESSAGES.login };
}
