import { join } from 'node:path';
import Koa from 'koa';
import { z } from 'zod';
import { he } from 'zod/locales';
import type { Next } from 'koa';
import { projectRoot } from '../db/paths';
import type { AppContext, AppState } from './http/context';
import { notFound } from './http/http-error';
import { authenticate } from './auth/authenticate';
import { currentUserOf } from './auth/current-user';
import { bodyParser } from './http/middleware/body';
import { csrfProtection } from './auth/csrf';
import { crowdTurns } from './http/middleware/crowd';
import { errorHandler } from './http/middleware/errors';
import { requestLog } from './http/middleware/request-log';
import { cardRedirects } from './physical-cards/redirect';
import { securityHeaders } from './http/middleware/security-headers';
import { sessions } from './sessions/middleware';
import { apiRouters } from './routes';
import type { Services } from './services';
import { dispatchApi, inSequence } from './http/routing';
import { apiReader } from './http/read-api';
import { loadStaticFiles, serveStaticFiles } from './http/static';
import { pages } from './pages/routes';
import { previewImageRoutes } from './preview-images/routes';
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
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.sessionSecret] });
  app.silent = true;

  // The composition root's services are built once and handed to the routes.
  const routers = apiRouters(services);
  // Session → body → authenticate → CSRF → routes → JSON 404, for /api requests only.
  const session = sessions(app as unknown as Koa, services.sessionStore);
  const authentication = authenticate({ users: services.users, sessions: services.sessions, tokens: services.tokens, factors: services.secondFactors });
  const api = inSequence([
    session,
    bodyParser(),
    authentication,
    csrfProtection(services.publicUrl),
    dispatchApi(routers),
    () => {
      throw notFound();
    },
  ]);

  const currentUser = currentUserOf(services.users, services.support);
  const appFiles = loadStaticFiles(appDir);

  // Every request takes this one way: logged, its errors answered, the security headers set, its turn taken while a
  // crowd is arriving, then the first of the routes below that answers it.
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders());
  app.use(crowdTurns());
  // Wallet devices call Apple's web service without a session or CSRF token: it answers before the API's chain.
  if (services.wallet.apple) app.use(walletWebService(services.wallet.apple, { log, limits: services.limits }));
  // No other route answers under /api/, so API requests skip straight to their own chain.
  app.use((ctx: AppContext, next: Next) => (ctx.path.startsWith('/api/') ? api(ctx, next) : next()));
  app.use(serveUploads(services.files));
  app.use(cardRedirects(services.physicalCardCodes, log));
  app.use(serveStaticFiles(appFiles));
  app.use(previewImageRoutes({ cards: services.publicCards, files: services.files, config, limits: services.limits }));
  app.use(walletCardRoutes({ cards: services.publicCards, files: services.files, config, wallet: services.wallet, limits: services.limits }));
  app.use(
    pages({
      cards: services.publicCards,
      blog: services.blog,
      config,
      log,
      appDir,
      appFiles,
      files: services.files,
      identify: inSequence([session, authentication]),
      currentUser: (ctx) => ctx.state.user && currentUser(ctx.state.user),
      readApi: apiReader((req, res) => app.createContext(req, res) as AppContext, api),
      saltOf: services.saltOf,
      events: services.events,
      writes: services.writes,
      homeProducts: services.products.home,
      sitemapSources: services.sitemapSources,
      visitor: { rights: services.visitorRights, mail: services.leadMail, tokens: services.visitorTokens, cards: services.publicCards, profiles: services.profiles, publicUrl: services.publicUrl },
      limits: services.limits,
    }),
  );
  return app;
}
