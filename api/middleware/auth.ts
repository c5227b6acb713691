import type { Next } from 'koa';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http-error';

/** Lets only signed-in accounts through (401 otherwise). */
export function requireUser() {
  return async function requireUserGuard(ctx: AppContext, next: Next) {
    if (!ctx.state.user) throw unauthorized();
    await next();
  };
}

/** Lets only admins through: 401 when signed out, 403 for other roles. */
export function requireAdmin() {
  return async function requireAdminGuard(ctx: AppContext, next: Next) {
    if (!ctx.state.user) throw unauthorized();
    if (ctx.state.user.userRole !== 'admin') throw forbidden();
    await next();
  };
}
