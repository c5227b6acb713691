import type { Next } from 'koa';
import { isPrefetch, type AppContext } from '../http/context';
import { TAG_PARAMETER } from '../../shared/contract/short-address';
import { codeFromPath } from './codes';
import type { Logger } from '../log';
import type { PhysicalCardsRepo } from './repo';

/** Where a code that leads nowhere (unknown, unlinked, deactivated, malformed) sends the visitor. */
function inactiveCardPath(code: string | undefined): string {
  return code === undefined ? '/inactive-card' : `/inactive-card?code=${code}`;
}

/**
 * Where `/c/{rest}` leads: the linked public card with `src=nfc` and the tag's code (which the card page asks the
 * worker to keep this address by), or the inactive-card page; `tappedId` is the card to record a tap on.
 */
async function resolveShortPath(repo: PhysicalCardsRepo, rest: string): Promise<{ location: string; tappedId?: number }> {
  const code = codeFromPath(rest);
  const target = code === undefined ? undefined : await repo.tapTarget(code);
  if (!target || target.is_active !== 1 || target.slug === null || target.profile_id === null || target.is_public !== 1) {
    return { location: inactiveCardPath(code) };
  }
  return { location: `/p/${encodeURIComponent(target.slug)}?src=nfc&${TAG_PARAMETER}=${code}`, tappedId: target.id };
}

/**
 * `/c/{code}`, the short URL an NFC chip holds: a 302 to the linked card (its last tap is recorded) or
 * to the inactive-card page. Every path under /c/ is answered here, so no bad code reaches an error page.
 * The visit itself is counted once, as an `nfc` view, by the card page's beacon reading `src=nfc`. The service worker
 * asks again, marked as a prefetch, to keep where the tag leads for an offline tap: no tap is recorded for that.
 */
export function cardRedirects(repo: PhysicalCardsRepo, log: Logger) {
  return async function cardRedirect(ctx: AppContext, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== '/c' && !ctx.path.startsWith('/c/'))) return next();
    const { location, tappedId } = await resolveShortPath(repo, ctx.path.slice(3));
    if (tappedId !== undefined && ctx.method === 'GET' && !isPrefetch(ctx)) {
      try {
        await repo.markTap(tappedId, new Date().toISOString());
      } catch (error) {
        // A visitor on a tap must reach the card even when the statistics cannot be written.
        log.warn('nfc tap not recorded', { requestId: ctx.state.requestId, error });
      }
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(location);
  };
}
