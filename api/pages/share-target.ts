import type { Next } from 'koa';
import { SHARE_TARGET_PATH, SHARED_SEARCH } from '../../shared/share-target';
import type { AppContext } from '../http/context';

/**
 * A share that reached the server: the installed app's service worker takes shares itself, so none caught this one
 * (the worker was not running yet, or was removed). Nothing shared is read or kept; the leads page says to share again.
 */
export function shareTarget() {
  return function sharedWithoutWorker(ctx: AppContext, next: Next) {
    if (ctx.path !== SHARE_TARGET_PATH || ctx.method !== 'POST') return next();
    ctx.req.resume();
    ctx.status = 303;
    ctx.redirect(`/leads?shared=${SHARED_SEARCH.missing}`);
  };
}
