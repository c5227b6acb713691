import type { User } from '../../shared/contract/auth';
import type { Config } from '../config';
import type { VisitorEventQueue } from '../events/request';
import type { SaltOfDay } from '../events/salt';
import type { FileStore } from '../file-store/store';
import type { AppContext } from '../http/context';
import type { Prepared } from '../http/prepared';
import type { ReadApi } from '../http/read-api';
import { inSequence, type RoutesMiddleware } from '../http/routing';
import type { StaticFile } from '../http/static';
import type { RateLimits } from '../http/middleware/rate-limit';
import type { Logger } from '../log';
import type { WriteWatch } from '../memo-by-data';
import type { BlogRepo } from '../blog/repo';
import type { PublicCards } from '../public-profiles/cards';
import { appPages } from './app-pages';
import { cardPages } from './cards';
import { ownerPages } from './owner-pages';
import { robots } from './robots';
import { shareTarget } from './share-target';
import { sitemap, type SitemapSources } from './sitemap';
import { visitorPages, type VisitorPageServices } from './visitor-rights';


/** What the pages need from the server. */
export interface PageOptions {
  /** The public cards, whose heads are kept until the database is written. */
  cards: PublicCards;
  /** The blog's posts, drawn at their addresses. */
  blog: BlogRepo;
  config: Config;
  log: Logger;
  /** The built SPA folder: its documents, the card script, the app's renderer beside it. */
  appDir: string;
  /** The built app's files, loaded once. */
  appFiles: ReadonlyMap<string, StaticFile>;
  /** Where uploaded pictures are kept (a vCard's photo). */
  files: FileStore;
  /** Session + authentication, run only where a page depends on who asks. */
  identify: RoutesMiddleware;
  /** The signed-in user as `GET /api/auth/current-user` answers them. */
  currentUser: (ctx: AppContext) => Promise<User | undefined> | undefined;
  /** The API's answer to a GET, asked as the one who asks for the page. */
  readApi: ReadApi;
  saltOf: SaltOfDay;
  events: VisitorEventQueue;
  writes: WriteWatch;
  /** The landing page's plans as GET /api/home-products answers them now. */
  homeProducts: () => Promise<Prepared>;
  sitemapSources: SitemapSources;
  visitor: VisitorPageServices;
  limits: RateLimits;
}

/**
 * Every document the site answers with, one after the other: a card's addresses (its page, vCard and QR codes), the
 * visitor's own pages (their details, their refusal of mail), the owner's pages drawn for the signed-in owner, the sitemap and robots.txt, a share no service worker caught, then the app's pages (the public ones, blog
 * posts, any other address of the app) and the not-found page for an address nothing answers.
 */
export function pages(options: PageOptions): RoutesMiddleware {
  const { config, log, appDir } = options;
  return inSequence([
    cardPages({ cards: options.cards, config, appDir, files: options.files, identify: options.identify, saltOf: options.saltOf, events: options.events, limits: options.limits }),
    visitorPages(options.visitor),
    ownerPages({ appDir, identify: options.identify, currentUser: options.currentUser, readApi: options.readApi, publicUrl: config.publicUrl, log }),
    sitemap(options.sitemapSources, options.writes, config),
    robots(config),
    shareTarget(),
    appPages({ appDir, files: options.appFiles, publicUrl: config.publicUrl, blog: options.blog, homeProducts: options.homeProducts, log }),
  ]);
}
