import type { Next } from 'koa';
import type { AppContext } from '../context';
import { DEMO_READ_ONLY_MESSAGE } from '../../../shared/contract/auth';
import { SECURITY_MESSAGES } from '../../../shared/contract/security-messages';
import { forbidden, HttpError, unauthorized } from '../http-error';

/** Lets only signed-in accounts through (401 otherwise). */
export function requireUser() {
  return async function requireUserGuard(ctx: AppContext, next: Next) {
    if (!ctx.state.user) throw unauthorized();
    await next();
  };
}

/** Lets only admins through: 401 when signed out, 403 for other roles, and 403 `second_factor_required` to an admin who must still prove their second factor. */
export function requireAdmin() {
  return async function requireAdminGuard(ctx: AppContext, next: Next) {
    if (!ctx.state.user) throw unauthorized();
    if (ctx.state.user.secondFactorMissing) throw new HttpError(403, 'second_factor_required', SECURITY_MESSAGES.adminSecondFactor);
    if (ctx.state.user.userRole !== 'admin') throw forbidden();
    await next();
  };
}

/**
 * The demo account is shared by everyone who tries the product: it may look at everything and change nothing, so no
 * visitor ever sees another one's writes or puts something on /p/demo. Its changes are answered 403 with a notice.
 */
export function refuseDemoWrites() {
  return async function refuseDemoWritesGuard(ctx: AppContext, next: Next) {
    if (ctx.state.user?.isDemo) throw new HttpError(403, 'demo_read_only', DEMO_READ_ONLY_MESSAGE);
    await next();
  };
}
