import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Koa from 'koa';
import { z } from 'zod';
import { he } from 'zod/locales';
import type { Next } from 'koa';
import { projectRoot } from '../db/paths';
import type { AppContext, AppContextExtras, AppState } from './http/context';
import { STATUS_MESSAGES } from '../shared/contract/errors';
import { notFound } from './http/http-error';
import { authenticate } from './auth/authenticate';
import { notFoundDocument } from './blog/document-head';
import { pageHeadRoutes } from './blog/head-routes';
import { currentUserOf } from './auth/current-user';
import { ownerPages } from './owner-pages/routes';
import { usersRepo } from './users/repo';
import { bodyParser } from './http/middleware/body';
import { csrfProtection } from './auth/csrf';
import { errorHandler } from './http/middleware/errors';
import { requestLog } from './http/middleware/request-log';
import { cardRedirects } from './physical-cards/redirect';
import { publicProfileRoutes } from './public-profiles/routes';
import { visitorRightsPages } from './visitor-rights/routes';
import { securityHeaders } from './http/middleware/security-headers';
import { sessions } from './sessions/middleware';
import { seoRoutes } from './render/routes';
import { apiRouters, sitemapSources } from './routes';
import type { Services } from './services';
import { dispatchApi, inSequence } from './http/routing';
import { apiReader } from './http/read-api';
import { fairTurns } from './http/fair-turns';
import { directPostLane, fastLane } from './http/fast-lane';
import { serveApp } from './http/static';
import { serveUploads } from './uploads/serve';
import { walletCardRoutes } from './wallet/card-routes';
import { walletWebService } from './wallet/web-service';

// Every message the API answers with is Hebrew: zod's own (a field of the wrong type, an unknown option) too, not
// only the contract's custom ones.
z.config(he());

/** What createServer needs; `appDir` defaults to the built SPA in dist/app. */
export interface ServerOptions {
  /** The shared services (api/index.ts starts their background work and stops them). */
  services: Services;
  appDir?: string;
}

/** Builds the Koa application (it never listens: api/index.ts and the tests do). */
export function createServer({ services, appDir = join(projectRoot(), 'dist', 'app') }: ServerOptions) {
  const { config, log } = services;
  // Behind a proxy, the client's address is the last one X-Forwarded-For names (the one the proxy added): a client can
  // write any addresses before it, and would otherwise pick the one its rate limits and lockouts count under.
  const app = new Koa<AppState, AppContextExtras>({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.sessionSecret] });
  app.context.deps = { config, log, sharedCounters: services.sharedCounters };
  app.silent = true;

  // The composition root's services are built once and handed to the routes.
  const routers = apiRouters(services);
  // Session → body → authenticate → CSRF → routes → JSON 404, for /api requests only.
  const session = sessions(app as unknown as Koa, services.query);
  const authentication = authenticate(services.query, services.tokens, services.secondFactors);
  const api = inSequence([
    session,
    bodyParser(),
    authentication,
    csrfProtection(),
    dispatchApi(routers),
    () => {
      throw notFound();
    },
  ]);

  app.use(requestLog());
  app.use(errorHandler());
  app.use(securityHeaders());
  // Wallet devices call Apple's web service without a session or CSRF token: it answers before the API's chain.
  if (services.wallet.apple) app.use(walletWebService(services.wallet.apple, log));
  // No page route answers under /api/, so API requests skip straight to their own chain.
  app.use(async (ctx: AppContext, next: Next) => (ctx.path.startsWith('/api/') ? api(ctx, next) : next()));
  app.use(serveUploads(services.files));
  app.use(cardRedirects(services.query));
  app.use(visitorRightsPages(services.query, { rights: services.visitorRights, mail: services.leadMail, tokens: services.visitorTokens }));
  app.use(walletCardRoutes({ query: services.query, writes: services.writes, files: services.files, config, wallet: services.wallet }));
  app.use(publicProfileRoutes({ query: services.query, files: services.files, config, appDir, saltOf: services.saltOf, events: services.events, writes: services.writes, identify: [session, authentication] }));
  const currentUser = currentUserOf(usersRepo(services.query), services.support);
  app.use(
    ownerPages({
      appDir,
      identify: [session, authentication],
      currentUser: (ctx) => ctx.state.user && currentUser(ctx.state.user),
      readApi: apiReader((req, res) => app.createContext(req, res) as AppContext, api),
      publicUrl: config.publicUrl,
      log,
    }),
  );
  app.use(serveApp(appDir, notFoundDocument(appDir, config.publicUrl)));
  app.use(seoRoutes(services.database, sitemapSources, services.writes, services.files).routes());
  app.use(pageHeadRoutes(services.query, { appDir, publicUrl: config.publicUrl }).routes());

  // Koa's listen() serves app.callback(): the fast lanes answer first, and hand on whatever they do not take.
  const answers = fastLane({ answers: new Map(routers.flatMap((r) => [...r.cachedAnswers])), log, trustProxy: config.trustProxy });
  const koaCallback = app.callback.bind(app);
  if (config.fastLanes === false) return app;
  app.callback = () => {
    const handle = koaCallback();
    const posts = directPostLane({
      posts: new Map(routers.flatMap((r) => [...r.directPosts])),
      createContext: (req, res) => app.createContext(req, res) as AppContext,
      handOn: handle,
      log,
      trustProxy: config.trustProxy,
    });
    // listen() makes a node:http server, so requests are never HTTP/2 ones.
    const answer = fairTurns(
      (req, res) => answers(req, res) || posts(req, res) || handle(req, res),
      (error, res) => {
        log.error('request failed', { error });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: STATUS_MESSAGES[500], code: 'server_error' }));
      },
    );
    return (req, res) => {
      answer(req as IncomingMessage, res as ServerResponse);
      return Promise.resolve();
    };
  };
  return app;
}
