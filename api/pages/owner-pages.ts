import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_PAGES_FILE, serverRenderedDocument } from '../../shared/documents.mjs';
import { documentInLanguage } from '../../shared/pages/document-language';
import { PAGE_KINDS } from '../../shared/pages/table';
import { appLanguageOf } from '../http/app-language';
import type { RoutesMiddleware } from '../http/routing';
import type { AppContext } from '../http/context';
import { prepare, send } from '../http/prepared';
import type { Logger } from '../log';
import type { ReadApi } from '../http/read-api';
import { appRendererWithData, type LoadQuery } from './app-renderer';
import { appRoutePatternOf } from './app-routes';
import { hasSessionCookie } from '../sessions/middleware';
import type { User } from '../../shared/contract/auth';
import { CURRENT_USER_KEY } from '../../shared/contract/current-user-key';


export interface OwnerPageOptions {
  appDir: string;
  /** Finds who is asking (session, then authentication), leaving the account in `ctx.state.user`. */
  identify: RoutesMiddleware;
  /** The signed-in user as `GET /api/auth/current-user` answers them. */
  currentUser: (ctx: AppContext) => Promise<User | undefined> | undefined;
  /** The API's answer to a GET, asked as the owner (api/http/read-api.ts): the page's data, exactly as the app gets it. */
  readApi: ReadApi;
  /** The product's public address, which the owner's pages show in card addresses. */
  publicUrl: string;
  log: Logger;
}

/**
 * The page's data as the owner's browser would fetch it: a query keyed by an API address (the app's convention) is
 * the API's answer to the owner's GET of it, through the same access checks (someone else's card is not found, and
 * the page is drawn without it). Any other key has no answer here.
 */
function ownerQueries(ctx: AppContext, readApi: ReadApi): LoadQuery {
  return async (queryKey) => {
    const [path] = queryKey;
    if (queryKey.length !== 1 || typeof path !== 'string' || !path.startsWith('/api/')) throw new Error(`no server answer for ${JSON.stringify(queryKey)}`);
    return readApi(ctx, path);
  };
}

/**
 * The signed-in owner's pages (`/dashboard`, `/leads`, `/stats/…`, `/editor/…` and the rest inside `_authed`),
 * drawn by the server for the owner who asks, in their language, with their data: the routes' loaders get the API's
 * answers for that owner, and the user and those answers are sent along under the app's own query keys. The page,
 * its cards, leads or figures included, is on screen at the first paint, and the app's modules, which start after
 * it, hydrate it with the same data, without asking for it again. Anyone else, or a server without
 * a build, gets the app's usual document.
 */
export function ownerPages({ appDir, identify, currentUser, readApi, publicUrl, log }: OwnerPageOptions): RoutesMiddleware {
  const templatesPath = join(appDir, ...OWNER_PAGES_FILE.split('/'));
  const renderPage = appRendererWithData(appDir);
  if (!renderPage || !existsSync(templatesPath)) return (_ctx, next) => next();
  const templates = JSON.parse(readFileSync(templatesPath, 'utf8')) as Record<string, string>;
  const patternOf = appRoutePatternOf(Object.keys(templates));

  async function signedInUser(ctx: AppContext): Promise<User | undefined> {
    await identify(ctx, () => Promise.resolve());
    return ctx.state.user ? currentUser(ctx) : undefined;
  }

  return async function ownerPage(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const pattern = patternOf(ctx.path);
    if (pattern === undefined || !hasSessionCookie(ctx)) return next();
    const user = await signedInUser(ctx);
    if (!user) return next();
    const language = appLanguageOf(ctx);
    let html: string;
    try {
      const page = await renderPage(ctx.url, [[[CURRENT_USER_KEY], user]], ownerQueries(ctx, readApi), language, publicUrl);
      html = documentInLanguage(serverRenderedDocument(templates[pattern]!, page.html, page.queries), language);
    } catch (error) {
      log.error('drawing an owner page failed', { path: ctx.path, error });
      return next();
    }
    // The owner's own page: never kept by a shared cache, nor handed to another account's cookie.
    ctx.set('Vary', 'Cookie');
    send(ctx, prepare(html, { compress: 'fast' }), { type: 'text/html; charset=utf-8', cacheControl: PAGE_KINDS.owner.cacheControl });
  };
}
