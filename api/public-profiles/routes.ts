import { createHash } from 'node:crypto';
import { Router } from '@koa/router';
import type { Next } from 'koa';
import type { QueryBuilder } from '../../db/query-builder';
import type { Config } from '../config';
import type { AppContext, AppContextExtras, AppState } from '../http/context';
import { contentSecurityPolicy } from '../http/middleware/security-headers';
import { recordVisitorEvent, type VisitorEventQueue } from '../events/request';
import type { SaltOfDay } from '../events/salt';
import type { WriteWatch } from '../memo-by-data';
import type { FileStore } from '../file-store/store';
import { answeredNotModified, prepare, send as sendPrepared, type Prepared } from '../http/prepared';
import { uploadedImage } from '../render/card-drawing';
import { cardPath } from '../../shared/card/ProfileCard';
import { renderCardImage } from './card-image';
import { cardImageCache } from './card-image-cache';
import { CARD_IMAGE_KEY, cardImageKey, cardImagePath } from './card-image-path';
import { publicCards, type CardVisibility, type Viewer } from './cards';
import { renderCardDocument, renderNotFoundDocument } from './document';
import { PageCache } from '../http/page-cache';
import { parseId } from '../http/params';
import { findIslandScript } from './island';
import { qrPng, qrStyle, qrSvg, qrTarget, wantsLogo, type QrLogo } from './qr';
import type { CardHead } from './repo';
import { cardVCard, compactVCard, vcardContentDisposition } from './vcard';

/** A Koa middleware as the server composes them. */
export type Middleware = (ctx: AppContext, next: Next) => unknown;

/** What the public card pages need from the server. */
export interface PublicProfileOptions {
  query: QueryBuilder;
  config: Config;
  /** The built SPA folder, where the card script is found. */
  appDir: string;
  /** Session + authentication, run only when a card is not public, to recognise its owner. */
  identify: Middleware[];
  /** The day's visitor salt, for counting vCard saves. */
  saltOf: SaltOfDay;
  /** The database's data_version as read this turn, shared with the other memos of the database. */
  writes: WriteWatch;
  /** Where uploaded pictures are kept (the vCard's photo, the link-preview picture). */
  files: FileStore;
  /** Where the vCard saves are queued for recording. */
  events: VisitorEventQueue;
  /** How many rendered pages stay in memory. */
  cacheSize?: number;
}

const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';
const PRIVATE = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const EMBED_CSP = contentSecurityPolicy('*');

/** Sends a prepared page in the encoding the client accepts, answering 304 when its copy of that encoding is current. */
function send(ctx: AppContext, page: Prepared, cacheControl: string, status = 200, type = 'text/html; charset=utf-8') {
  sendPrepared(ctx, page, { type, cacheControl, status });
}

/** Compressed once, as every later hit is a memory copy. */
const preparePage = (text: string) => prepare(text, { compress: 'best', ahead: true });

/** A card's vCard as sent: its bytes, compressed forms and ETag, and its download name. */
interface PreparedVCard {
  prepared: Prepared;
  disposition: string;
}

/** Sends a card's preview picture's current address: a service holding an older one gets the card as it is now. */
function redirectToCurrentImage(ctx: AppContext, path: string) {
  ctx.set('Cache-Control', 'no-cache');
  ctx.redirect(path);
}

/** A card found for a request, with who may see it. */
interface Found {
  row: CardHead;
  visibility: CardVisibility;
}

/**
 * The server-rendered public card: `/p/{slug}` (and `?embed=1`), `/@{username}`, `/profile-{id}`, the
 * vCard and the QR images. Public pages come from an in-memory cache keyed by card version.
 */
export function publicProfileRoutes({ query, files, config, appDir, identify, saltOf, events, writes, cacheSize = 500 }: PublicProfileOptions) {
  const cards = publicCards(query, writes);
  const pages = new PageCache(cacheSize);
  const vcards = new PageCache<PreparedVCard>(cacheSize);
  const cardImages = cardImageCache(Math.ceil(cacheSize / 5));
  const qrSvgs = new PageCache(cacheSize);
  const islandSrc = findIslandScript(appDir);
  const notFoundPage = preparePage(renderNotFoundDocument());
  const router = new Router<AppState, AppContextExtras>();

  /** Runs the identification middleware and resolves with the viewer it found, if any. */
  async function viewerOf(ctx: AppContext): Promise<Viewer | undefined> {
    const run = (i: number): Promise<unknown> => (i === identify.length ? Promise.resolve() : Promise.resolve(identify[i]!(ctx, () => run(i + 1))));
    await run(0);
    return ctx.state.user;
  }

  /** The card if this request may see it: everybody sees public cards, owners and admins their others. */
  async function visible(ctx: AppContext, row: CardHead | undefined): Promise<Found | undefined> {
    if (!row) return undefined;
    const visibility = cards.visibility(row);
    if (visibility === 'public') return { row, visibility };
    return cards.mayPreview(row, await viewerOf(ctx)) ? { row, visibility } : undefined;
  }

  function sendNotFound(ctx: AppContext) {
    send(ctx, notFoundPage, 'no-cache', 404);
  }

  /** Sends a card's page: a public one from the page cache when it holds this version (no promise then), else rendered. */
  function sendCard(ctx: AppContext, { row, visibility }: Found): Promise<void> | undefined {
    const variant = ctx.query.embed === '1' ? 'embed' : 'page';
    const preview = variant === 'embed' && ctx.query.preview === '1';
    if (variant === 'embed') ctx.set('Content-Security-Policy', EMBED_CSP);
    const render = async () => {
      const profile = await cards.load(row);
      const appleWallet = profile?.walletForVisitors === true && config.appleWallet !== undefined;
      return profile && preparePage(renderCardDocument({ profile, variant, preview, publicUrl: config.publicUrl, islandSrc, ownerBanner: visibility === 'owner-only', appleWallet }));
    };
    if (visibility === 'owner-only') {
      return render().then((page) => (page ? send(ctx, page, PRIVATE) : sendNotFound(ctx)));
    }
    const key = `${row.id}:${variant}${preview ? ':preview' : ''}`;
    const cached = pages.get(key, row.version);
    if (cached) {
      send(ctx, cached, PUBLIC_REVALIDATE);
      return undefined;
    }
    return render().then((page) => {
      if (!page) return sendNotFound(ctx);
      pages.set(key, row.version, page);
      send(ctx, page, PUBLIC_REVALIDATE);
    });
  }

  router.get('/p/:slug', async (ctx) => {
    const found = await visible(ctx, await cards.bySlug(ctx.params.slug ?? ''));
    if (!found) return sendNotFound(ctx);
    return sendCard(ctx, found);
  });

  /** vCards being prepared, by cache key and version: a crowd asking at once waits for one build, not one each. */
  const vcardsInProgress = new Map<string, Promise<PreparedVCard | undefined>>();

  async function buildPreparedVCard(row: CardHead): Promise<PreparedVCard | undefined> {
    const profile = await cards.load(row);
    if (!profile) return undefined;
    return { prepared: preparePage(await cardVCard(profile, { files, publicUrl: config.publicUrl })), disposition: vcardContentDisposition(profile) };
  }

  /** The card's vCard, built, compressed and given its ETag once per card version and site address. */
  async function preparedVCard({ row, visibility }: Found): Promise<PreparedVCard | undefined> {
    if (visibility !== 'public') return buildPreparedVCard(row);
    const key = `${row.id}:${config.publicUrl}`;
    const cached = vcards.get(key, row.version);
    if (cached) return cached;
    const flight = `${key}:${row.version}`;
    let building = vcardsInProgress.get(flight);
    if (!building) {
      building = buildPreparedVCard(row)
        .then((vcard) => {
          if (vcard) vcards.set(key, row.version, vcard);
          return vcard;
        })
        .finally(() => vcardsInProgress.delete(flight));
      vcardsInProgress.set(flight, building);
    }
    return building;
  }

  router.get('/p/:slug/vcard', async (ctx) => {
    const found = await visible(ctx, await cards.bySlug(ctx.params.slug ?? ''));
    if (!found) return sendNotFound(ctx);
    const vcard = await preparedVCard(found);
    if (!vcard) return sendNotFound(ctx);
    // The owner's own downloads are not counted, so find out who is asking (public cards skipped that).
    if (!ctx.state.user) await viewerOf(ctx);
    // The service worker pre-caches the vCard for offline use (Purpose: prefetch): that is not a save.
    if (!/prefetch/i.test(ctx.get('Purpose') + ctx.get('Sec-Purpose'))) await recordVisitorEvent(ctx, { saltOf, events }, { profileId: found.row.id, kind: 'vcard' });
    ctx.set('Content-Disposition', vcard.disposition);
    send(ctx, vcard.prepared, found.visibility === 'public' ? PUBLIC_REVALIDATE : PRIVATE, 200, 'text/vcard; charset=utf-8');
  });

  /** The card's logo (else its photo) for the middle of its QR, when the query asks for one (`logo=1`). */
  async function qrLogoOf(ctx: AppContext, row: CardHead): Promise<{ logo: QrLogo | undefined; key: string }> {
    if (!wantsLogo(ctx.query)) return { logo: undefined, key: '' };
    const profile = await cards.load(row);
    const path = profile ? (profile.logo ?? profile.avatar) : null;
    const image = await uploadedImage(files, path);
    return image ? { logo: { image }, key: `-${path}` } : { logo: undefined, key: '' };
  }

  for (const format of ['svg', 'png'] as const) {
    router.get(`/p/:slug/qr.${format}`, async (ctx) => {
      const found = await visible(ctx, await cards.bySlug(ctx.params.slug ?? ''));
      if (!found) return sendNotFound(ctx);
      const style = qrStyle(ctx.query, { primaryColor: found.row.primary_color, backgroundColor: found.row.background_color });
      const target = qrTarget(config.publicUrl + cardPath(found.row.slug));
      const { logo, key: logoKey } = await qrLogoOf(ctx, found.row);
      // Everything that changes the picture: the card's version, the style, the logo, and the address it encodes (a
      // new PUBLIC_URL must not leave browsers with a code that points at the old domain).
      const encoded = createHash('sha256').update(target + logoKey).digest('base64url').slice(0, 12);
      const etag = `"qr-${found.row.id}-${found.row.version}-${style.size}-${style.fg.slice(1)}-${style.bg.slice(1)}-${encoded}"`;
      const cacheControl = found.visibility === 'public' ? 'public, max-age=3600' : PRIVATE;
      if (format === 'png') {
        ctx.type = 'image/png';
        ctx.set('Cache-Control', cacheControl);
        if (answeredNotModified(ctx, etag)) return;
        ctx.body = await qrPng(target, style, logo);
        return;
      }
      // The SVG is text that compresses to a fraction: prepared once per ETag, like the card page.
      let svg = qrSvgs.get(etag, 0);
      if (!svg) {
        svg = prepare(await qrSvg(target, style, logo), { compress: 'best', ahead: true, etag });
        qrSvgs.set(etag, 0, svg);
      }
      send(ctx, svg, cacheControl, 200, 'image/svg+xml');
    });
  }

  // The contact itself in a QR (a compact vCard), for a meeting with no signal.
  router.get('/p/:slug/contact-qr.png', async (ctx) => {
    const found = await visible(ctx, await cards.bySlug(ctx.params.slug ?? ''));
    const profile = found && (await cards.load(found.row));
    if (!found || !profile) return sendNotFound(ctx);
    const style = qrStyle(ctx.query, profile);
    const vcard = compactVCard(profile, config.publicUrl + cardPath(profile.slug));
    const etag = `"contact-qr-${profile.id}-${profile.version}-${style.size}-${style.fg.slice(1)}-${style.bg.slice(1)}-${createHash('sha256').update(vcard).digest('base64url').slice(0, 12)}"`;
    ctx.type = 'image/png';
    ctx.set('Cache-Control', found.visibility === 'public' ? 'public, max-age=3600' : PRIVATE);
    if (answeredNotModified(ctx, etag)) return;
    ctx.body = await qrPng(vcard, style);
  });

  // The link-preview picture of a public card, at an address that changes whenever what it shows changes.
  router.get('/p/:slug/og-:key.jpg', async (ctx) => {
    const key = ctx.params.key ?? '';
    const row = await cards.bySlug(ctx.params.slug ?? '');
    if (!CARD_IMAGE_KEY.test(key) || !row || cards.visibility(row) !== 'public') return sendNotFound(ctx);
    const { publicUrl } = config;
    let image = cardImages.get(row, publicUrl);
    if (!image) {
      const profile = await cards.load(row);
      if (!profile) return sendNotFound(ctx);
      const current = cardImageKey(profile, publicUrl);
      if (key !== current) return redirectToCurrentImage(ctx, cardImagePath(profile, publicUrl));
      image = await cardImages.draw(row, publicUrl, async () => ({ key: current, jpeg: await renderCardImage(profile, { files, publicUrl }) }));
    }
    if (key !== image.key) return redirectToCurrentImage(ctx, `${cardPath(row.slug)}/og-${image.key}.jpg`);
    send(ctx, prepare(image.jpeg, { compress: false, etag: `"${image.key}"` }), IMMUTABLE, 200, 'image/jpeg');
  });

  router.get('/profile-:id', async (ctx) => {
    const id = parseId(ctx.params.id);
    const found = id === undefined ? undefined : await visible(ctx, await cards.byId(id));
    if (!found) return sendNotFound(ctx);
    ctx.redirect(cardPath(found.row.slug));
  });

  // Any first segment that starts with @ is a username (`/@name` is a card's address).
  router.get('/:handle', async (ctx, next) => {
    const handle = ctx.params.handle ?? '';
    if (!handle.startsWith('@')) return next();
    const username = handle.slice(1);
    const found = username ? await visible(ctx, await cards.byUsername(username)) : undefined;
    if (!found) return sendNotFound(ctx);
    return sendCard(ctx, found);
  });

  // `/@demo/anything`: the profile is the first segment; the rest is dropped so the card's own links resolve.
  router.get('/:handle/*rest', (ctx, next) => {
    const handle = ctx.params.handle ?? '';
    if (!handle.startsWith('@') || handle.length < 2) return next();
    ctx.status = 301;
    ctx.redirect(`/${encodeURIComponent(handle).replace(/^%40/, '@')}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
  });

  return router.routes();
}
