import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Next } from 'koa';
import { APP_ROUTES_FILE, APP_SHELL_FILE, NOT_FOUND_PAGE, PAGE_HEAD_OUTLET, prerenderedFile, ROUTE_MODULES_FILE, SERVER_QUERIES_ID } from '../../shared/documents.mjs';
import { CARD_LANGUAGES, perCardLanguage, type CardLanguage } from '../../shared/contract/card-languages';
import { documentInLanguage } from '../../shared/pages/document-language';
import { PAGE_KINDS, PUBLIC_PAGES, type PublicPage, type PublicPagePath } from '../../shared/pages/table';
import { OG_LOCALES, SITE_NAMES } from '../../shared/pages/site-names';
import { namedLanguageOf, pageLanguageOf } from '../http/app-language';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/http-error';
import { prepare, send, type Prepared } from '../http/prepared';
import type { StaticFile } from '../http/static';
import type { Logger } from '../log';
import { presentPost } from '../blog/present';
import type { BlogRepo } from '../blog/repo';
import { visiblePost } from '../blog/service';
import { coverPreviewImage } from '../preview-images/cover-image';
import { serverRenderer, type ServerQuery } from './app-renderer';
import { appRouteMatcher, appRoutePatternOf } from './app-routes';
import { addressIn, headTags, headText, notFoundHead, siteOf, type PageHead } from './head';

/** What the app's pages need from the server. */
export interface AppPageOptions {
  appDir: string;
  /** The built app's files, loaded once (api/http/static.ts): index.html among them. */
  files: ReadonlyMap<string, StaticFile>;
  publicUrl: string;
  /** The blog's posts, drawn at their addresses. */
  blog: BlogRepo;
  /** The landing page's plans as GET /api/home-products answers them now. */
  homeProducts: () => Promise<Prepared>;
  log: Logger;
}

/** The key of the landing page's plans in its query cache (app/features/billing/packages.ts). */
const HOME_PRODUCTS_KEY = '/api/home-products';

/** Blog post documents kept, by post and content: a post is read far more often than it changes. */
const CACHED_POSTS = 64;

/** A document the build made, with the page's head written in. */
function withHead(document: string, head: PageHead, publicUrl: string): string {
  return document.replace(PAGE_HEAD_OUTLET, () => headTags(head, publicUrl).join('\n'));
}

/** A document to send many times, compressed in each encoding when first asked for (small ones go as they are). */
const preparedDocument = (html: string) => prepare(html, { compress: html.length > 1024 && 'fast' });

const HTML = 'text/html; charset=utf-8';

/** The data the build drew a document with (its server-queries), by query key. */
function drawnData(html: string): Map<string, string> {
  const json = new RegExp(`<script type="application/json" id="${SERVER_QUERIES_ID}">(.*?)</script>`).exec(html)?.[1];
  const queries = json ? (JSON.parse(json) as ServerQuery[]) : [];
  return new Map(queries.map(([key, data]) => [JSON.stringify(key), JSON.stringify(data)]));
}

/** A path segment decoded, or as it is when it is not a valid encoding (it then names no post). */
function decodedOrSelf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True for paths the app answers (no file extension in the last segment). */
function looksLikeAppRoute(path: string): boolean {
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** The `<link>` that has the browser fetch a file a route starts with, alongside the app's entry. */
function preloadLink(path: string): string {
  return path.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${path}">` : `<link rel="modulepreload" crossorigin href="${path}">`;
}

/** Something kept for each language. */
type ByLanguage<T> = Readonly<Record<CardLanguage, T>>;

/**
 * A document of the app's in each language (Hebrew's given, or made): sent for every address of a route, so
 * compressed hard, once; in Hebrew, the default, when the server starts.
 */
function routeDocumentInEach(html: string, hebrew?: Prepared): ByLanguage<Prepared> {
  return perCardLanguage((language) =>
    language !== 'he' ? prepare(documentInLanguage(html, language), { compress: 'max' }) : (hebrew ?? prepare(html, { compress: 'max', ahead: true })),
  );
}

/**
 * index.html for each route, in each language, that announces the files the route starts with (the build lists them):
 * fetched with the app's entry, they no longer wait for it to run and ask for them, a round trip or two on a phone's
 * network.
 */
function routeDocuments(appDir: string, index: StaticFile): (path: string, language: CardLanguage) => Prepared {
  const html = index.prepared.body.toString('utf8');
  const plain = routeDocumentInEach(html, index.prepared);
  const listed = join(appDir, ROUTE_MODULES_FILE);
  if (!existsSync(listed)) return (_path, language) => plain[language];
  const modules = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string[]>;
  const documents = new Map<string, ByLanguage<Prepared>>();
  for (const [pattern, files] of Object.entries(modules)) {
    const links = files.map(preloadLink).join('\n    ');
    documents.set(pattern, routeDocumentInEach(html.replace('</head>', () => `  ${links}\n  </head>`)));
  }
  const patternOf = appRoutePatternOf(Object.keys(modules));
  return (path, language) => {
    const pattern = patternOf(path);
    return ((pattern === undefined ? undefined : documents.get(pattern)) ?? plain)[language];
  };
}

/** A public page's head in a language, with its address in each language for search engines. */
function publicPageHead(page: PublicPage, language: CardLanguage): PageHead {
  return {
    title: headText(page.title, language),
    description: headText(page.description, language),
    path: addressIn(page.path, language),
    ...siteOf(language),
    ...(page.noindex ? { noindex: true } : { alternates: CARD_LANGUAGES.map((other) => ({ language: other, path: addressIn(page.path, other) })) }),
  };
}

/** True for an address whose query says nothing but a language the page can be drawn in. */
function onlyLanguageAsked(ctx: AppContext): boolean {
  const keys = Object.keys(ctx.query);
  return keys.length === 0 || (keys.length === 1 && namedLanguageOf(ctx) !== undefined);
}

/**
 * The app's documents: the public pages pre-rendered at build time with their heads (the landing page with the plans
 * of the moment), blog posts drawn with their content, the not-found page for an address no route names, and for any
 * other address of the app its document with the files its route starts with. Without a build, an address of the app
 * is answered with a note to build it.
 */
export function appPages({ appDir, files, publicUrl, blog, homeProducts, log }: AppPageOptions) {
  const index = files.get('/index.html');
  if (!index) return appNotBuilt;
  /** A document the build wrote, if it did. */
  const built = (file: string) => {
    const path = join(appDir, ...file.split('/'));
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const appShell = built(APP_SHELL_FILE) ?? index.prepared.body.toString('utf8');
  /** The built not-found page in a language, or the app's document, in which the app draws it. */
  const notFoundPages = perCardLanguage((language) =>
    preparedDocument(withHead(documentInLanguage(built(prerenderedFile(NOT_FOUND_PAGE.path, language)) ?? appShell, language), notFoundHead(language), publicUrl)),
  );
  const documentFor = routeDocuments(appDir, index);
  const listed = join(appDir, APP_ROUTES_FILE);
  const isAppRoute = existsSync(listed) ? appRouteMatcher(JSON.parse(readFileSync(listed, 'utf8')) as string[]) : () => true;
  /**
   * Each public page in each language: its document as drawn at build time (when it was), and the app's document
   * for an address with a query.
   */
  const publicPages = new Map(
    (PUBLIC_PAGES as readonly PublicPage[]).map((page) => {
      const inEach = perCardLanguage((language) => {
        const head = publicPageHead(page, language);
        const drawn = page.prerender ? built(prerenderedFile(page.path, language)) : undefined;
        return {
          drawn: drawn === undefined ? undefined : preparedDocument(withHead(drawn, head, publicUrl)),
          withQuery: preparedDocument(withHead(documentInLanguage(appShell, language), head, publicUrl)),
          head,
        };
      });
      return [page.path, inEach] as const;
    }),
  );
  const landing = landingPage(publicPages.get('/')!, appDir, publicUrl, homeProducts, log);
  const blogPost = blogPosts(appDir, appShell, publicUrl, blog, log);

  return async function appPage(ctx: AppContext, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !looksLikeAppRoute(ctx.path)) return next();
    const kind = PAGE_KINDS.public;
    const language = pageLanguageOf(ctx);
    const page = publicPages.get(ctx.path as PublicPagePath)?.[language];
    if (page) {
      const drawn = onlyLanguageAsked(ctx) && (ctx.path === '/' ? await landing(language) : page.drawn);
      return send(ctx, drawn || page.withQuery, { type: HTML, cacheControl: kind.cacheControl });
    }
    const post = /^\/blog\/([^/]+)$/.exec(ctx.path)?.[1];
    if (post !== undefined) {
      const html = await blogPost(decodedOrSelf(post), language);
      if (html) return send(ctx, html, { type: HTML, cacheControl: PAGE_KINDS.blogPost.cacheControl });
    } else if (isAppRoute(ctx.path)) {
      return send(ctx, documentFor(ctx.path, language), { type: HTML, cacheControl: PAGE_KINDS.app.cacheControl });
    }
    // Search engines are told to forget an address that leads nowhere.
    ctx.set('X-Robots-Tag', 'noindex');
    send(ctx, notFoundPages[language], { type: HTML, cacheControl: PAGE_KINDS.notFound.cacheControl, status: PAGE_KINDS.notFound.status });
  };
}

/** Without a build there is no app to send: its addresses say how to make one. */
function appNotBuilt(ctx: AppContext, next: Next) {
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !looksLikeAppRoute(ctx.path)) return next();
  ctx.status = 503;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'The app is not built yet: run `npm run build` (npm start does this for you).';
}

/**
 * The landing page with its plans and prices, which crawlers, link previews and visitors without JavaScript read.
 * The build drew it with the plans a new installation has; while the plans are those, it is sent as drawn. Once an
 * admin has changed them, it is drawn again with the plans of the moment (the renderer is loaded then), once per
 * change; without a renderer, the app's document is sent and the app draws the plans.
 */
function landingPage(
  pages: ByLanguage<{ drawn?: Prepared | undefined; head: PageHead }>,
  appDir: string,
  publicUrl: string,
  homeProducts: () => Promise<Prepared>,
  log: Logger,
): (language: CardLanguage) => Promise<Prepared | undefined> {
  const builtPlans = pages.he.drawn && drawnData(pages.he.drawn.body.toString('utf8')).get(JSON.stringify([HOME_PRODUCTS_KEY]));
  const render = serverRenderer(appDir, 'landing');
  const redrawn = new Map<CardLanguage, { plans: string; page: Promise<Prepared | undefined> }>();
  return async (language) => {
    const { drawn: built, head } = pages[language];
    let plans: string;
    try {
      plans = (await homeProducts()).body.toString('utf8');
    } catch (error) {
      // The database cannot answer now: the page as the build drew it beats no page.
      log.warn('reading the plans for the landing page failed', { error });
      return built;
    }
    if (plans === builtPlans) return built;
    if (redrawn.get(language)?.plans !== plans) {
      const drawing = render?.('/', [[[HOME_PRODUCTS_KEY], JSON.parse(plans)]], language).then(
        (html) => preparedDocument(withHead(html, head, publicUrl)),
        (error: unknown) => {
          log.error('drawing the landing page failed', { error });
          return undefined;
        },
      );
      redrawn.set(language, { plans, page: drawing ?? Promise.resolve(undefined) });
    }
    return redrawn.get(language)!.page;
  };
}

/**
 * A blog post's document, drawn with its content and given its own head (its title, excerpt and cover for link
 * previews); undefined for a post that is not there. Without a renderer, the app's document with the post's head.
 */
function blogPosts(appDir: string, appShell: string, publicUrl: string, repo: BlogRepo, log: Logger) {
  const render = serverRenderer(appDir, 'blog-post');
  const posts = new Map<string, Prepared>();
  return async (key: string, language: CardLanguage): Promise<Prepared | undefined> => {
    let post;
    try {
      post = await visiblePost(repo, key, false);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
    const head: PageHead = {
      title: post.title,
      description: post.excerpt || post.title,
      path: `/blog/${post.id}`,
      type: 'article',
      siteName: SITE_NAMES[post.language],
      locale: OG_LOCALES[post.language],
      ...(coverPreviewImage(post.cover) ? { image: coverPreviewImage(post.cover)! } : {}),
      publishedTime: post.published_at,
    };
    // The key the page's query uses (app/features/blog/api/get-blog-post.ts), with the answer the API gives a visitor.
    const data: ServerQuery = [[`/api/blog-posts/${encodeURIComponent(key)}`], await presentPost(post, { withSource: false })];
    const cacheKey = `${language} ${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}`;
    let page = posts.get(cacheKey);
    if (!page) {
      let html = documentInLanguage(appShell, language);
      try {
        if (render) html = await render(`/blog/${key}`, [data], language);
      } catch (error) {
        log.error('server render failed', { path: `/blog/${key}`, error });
      }
      page = preparedDocument(withHead(html, head, publicUrl));
      if (posts.size >= CACHED_POSTS) posts.delete(posts.keys().next().value!);
      posts.set(cacheKey, page);
    }
    return page;
  };
}
