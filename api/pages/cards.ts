import { createHash } from 'node:crypto';
import { Router } from '@koa/router';
import { storedLanguages } from '../profiles/present';
import type { Config } from '../config';
import type { RoutesMiddleware } from '../http/routing';
import { isPrefetch, type AppContext, type AppState } from '../http/context';
import { contentSecurityPolicy } from '../http/middleware/security-headers';
import { recordVisitorEvent, type VisitorEventQueue } from '../events/request';
import type { SaltOfDay } from '../events/salt';
import type { FileStore } from '../file-store/store';
import type { RateLimits } from '../http/middleware/rate-limit';
import { answeredNotModified, prepare, send as sendPrepared, type Prepared } from '../http/prepared';
import { uploadedImage } from '../preview-images/card-drawing';
import { cardPath } from '../../shared/card/ProfileCard';
import { PAGE_KINDS } from '../../shared/pages/table';
import { perCardLanguage, type CardLanguage } from '../../shared/contract/card-languages';
import type { CardVisibility, PublicCards, Viewer } from '../public-profiles/cards';
import { renderCardDocument, renderProfileNotFoundDocument } from './card-document';
import { PageCache } from '../http/page-cache';
import { parseId } from '../http/params';
import { cardLanguageOf, namedLanguageOf, visitorLanguageOf } from '../http/app-language';
import { cardInLanguage } from '../../shared/card/in-language';
import { findCardScript } from './card-script';
import { qrPng, qrStyle, qrSvg, qrTarget, wantsLogo, type QrLogo } from '../public-profiles/qr';
import type { CardHead } from '../public-profiles/repo';
import { cardVCard, compactVCard, vcardContentDisposition } from '../public-profiles/vcard';


/** What a card's addresses need from the server. */
export interface CardPageOptions {
  /** The public cards, whose heads are kept until the database is written. */
  cards: PublicCards;
  config: Config;
  /** The built SPA folder, where the card script is found. */
  appDir: string;
  /** Session + authentication, run only when a card is not public, to recognise its owner. */
  identify: RoutesMiddleware;
  /** The day's visitor salt, for counting vCard saves. */
  saltOf: SaltOfDay;
  /** Where uploaded pictures are kept (the vCard's photo). */
  files: FileStore;
  /** Where the vCard saves are queued for recording. */
  events: VisitorEventQueue;
  /** Limits what a visitor may have drawn (the QR PNGs). */
  limits: RateLimits;
  /** How many rendered pages stay in memory. */
  cacheSize?: number;
}

const PUBLIC_REVALIDATE = PAGE_KINDS.card.cacheControl;
const PRIVATE = PAGE_KINDS.privateCard.cacheControl;
const EMBED_CSP = contentSecurityPolicy('*');

/** Sends a prepared page in the encoding the client accepts, answering 304 when its copy of that encoding is current. */
function send(ctx: AppContext, page: Prepared, cacheControl: string, status = 200, type = 'text/html; charset=utf-8') {
  sendPrepared(ctx, page, { type, cacheControl, status });
}

/** Compressed once, as every later hit is a memory copy. */
const preparePage = (text: string) => prepare(text, { compress: 'best', ahead: true });

let profileNotFoundPages: Readonly<Record<CardLanguage, Prepared>> | undefined;

/**
 * Answers 404 with the "profile not found" page in the visitor's language (`visitorLanguageOf`): a card's address, or one
 * of its files, that leads nowhere.
 */
export function sendProfileNotFound(ctx: AppContext) {
  profileNotFoundPages ??= perCardLanguage((language) => preparePage(renderProfileNotFoundDocument(language)));
  send(ctx, profileNotFoundPages[visitorLanguageOf(ctx)], PAGE_KINDS.notFound.cacheControl, PAGE_KINDS.notFound.status);
}

/** A card's vCard as sent: its bytes, compressed forms and ETag, and its download name. */
interface PreparedVCard {
  prepared: Prepared;
  disposition: string;
}

/** A card found for a request, with who may see it. */
interface Found {
  row: CardHead;
  visibility: CardVisibility;
}

/** New QR PNGs (and SVGs with the logo) one address may have drawn a minute; a picture already drawn is answered from memory. */
export const QR_DRAWINGS_PER_MINUTE = 60;

/** How many QR PNGs stay in memory (one is up to some 100 kB with a logo). */
const QR_PNGS_KEPT = 100;

/**
 * A card's addresses: its page drawn on the server, `/p/{slug}` (and `?embed=1`) and `/@{username}`, its vCard and
 * its QR codes; `/profile-{id}` and `/p/{id}` lead to `/p/{slug}`. Public pages come from an in-memory cache keyed by
 * card version.
 */
export function cardPages({ cards, files, config, appDir, identify, saltOf, events, limits, cacheSize = 500 }: CardPageOptions) {
  const pages = new PageCache(cacheSize);
  const vcards = new PageCache<PreparedVCard>(cacheSize);
  const qrSvgs = new PageCache(cacheSize);
  const qrPngs = new PageCache<Buffer>(QR_PNGS_KEPT);
  const qrDrawings = limits.countedRateLimit({ name: 'qr drawings', windowMs: 60_000, max: QR_DRAWINGS_PER_MINUTE });

  /**
   * The QR PNG of an ETag: the one drawn before, else drawn now if this address has not had too many drawn this minute
   * (each size, colour and logo is a drawing of its own, so a script could otherwise keep the server drawing).
   */
  async function qrPicture(ctx: AppContext, etag: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = qrPngs.get(etag, 0);
    if (kept) return kept;
    await qrDrawings(ctx);
    const png = await draw();
    qrPngs.set(etag, 0, png);
    return png;
  }
  const islandSrc = findCardScript(appDir);
  const router = new Router<AppState>();

  /** Runs the identification middleware and resolves with the viewer it found, if any. */
  async function viewerOf(ctx: AppContext): Promise<Viewer | undefined> {
    await identify(ctx, () => Promise.resolve());
    return ctx.state.user;
  }

  /** The card if this request may see it: everybody sees public cards, owners and admins their others. */
  async function visible(ctx: AppContext, row: CardHead | undefined): Promise<Found | undefined> {
    if (!row) return undefined;
    const visibility = cards.visibility(row);
    if (visibility === 'public') return { row, visibility };
    return cards.mayPreview(row, await viewerOf(ctx)) ? { row, visibility } : undefined;
  }

  /** Sends a card's page: a public one from the page cache when it holds this version (no promise then), else rendered. */
  function sendCard(ctx: AppContext, { row, visibility }: Found): Promise<void> | undefined {
    const variant = ctx.query.embed === '1' ? 'embed' : 'page';
    const preview = variant === 'embed' && ctx.query.preview === '1';
    if (variant === 'embed') ctx.set('Content-Security-Policy', EMBED_CSP);
    const languages = storedLanguages(row);
    const language = cardLanguageOf(ctx, languages);
    const render = async () => {
      const own = await cards.load(row);
      if (!own) return undefined;
      const profile = cardInLanguage(own, language);
      const appleWallet = profile.walletForVisitors && config.appleWallet !== undefined;
      return preparePage(renderCardDocument({ profile, languages, variant, preview, publicUrl: config.publicUrl, islandSrc, ownerBanner: visibility === 'owner-only', appleWallet, demo: row.owner_demo === 1 }));
    };
    if (visibility === 'owner-only') {
      return render().then((page) => (page ? send(ctx, page, PRIVATE) : sendProfileNotFound(ctx)));
    }
    const key = `${row.id}:${variant}${preview ? ':preview' : ''}:${language}`;
    const cached = pages.get(key, row.version);
    if (cached) {
      send(ctx, cached, PUBLIC_REVALIDATE);
      return undefined;
    }
    return render().then((page) => {
      if (!page) return sendProfileNotFound(ctx);
      pages.set(key, row.version, page);
      send(ctx, page, PUBLIC_REVALIDATE);
    });
  }

  /**
   * Leads a card's former address (and its vCard, QR codes) to the card's address now, keeping the query: printed codes,
   * programmed NFC cards and shared links outlive a change of address. Asked again each visit, as the owner may give
   * the address to another of their cards.
   */
  async function ledToPresentAddress(ctx: AppContext, slug: string): Promise<boolean> {
    const found = await visible(ctx, await cards.byFormerSlug(slug));
    if (!found) return false;
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(cardPath(found.row.slug) + ctx.path.replace(/^\/p\/[^/]+/, '') + (ctx.querystring ? `?${ctx.querystring}` : ''));
    return true;
  }

  /** A card file's address whose slug no card has now: led to the card that had it, else "profile not found". */
  async function answerUnknownAddress(ctx: AppContext): Promise<void> {
    if (!(await ledToPresentAddress(ctx, ctx.params.slug ?? ''))) sendProfileNotFound(ctx);
  }

  router.get('/p/:slug', async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const found = await visible(ctx, await cards.bySlug(slug));
    if (found) return sendCard(ctx, found);
    if (await ledToPresentAddress(ctx, slug)) return;
    // A card's number leads to its address (a slug is at least three characters, and may be digits: it comes first).
    const id = parseId(slug);
    const numbered = id === undefined ? undefined : await visible(ctx, await cards.byId(id));
    if (!numbered) return sendProfileNotFound(ctx);
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(cardPath(numbered.row.slug) + (ctx.querystring ? `?${ctx.querystring}` : ''));
  });

  /** vCards being prepared, by cache key and version: a crowd asking at once waits for one build, not one each. */
  const vcardsInProgress = new Map<string, Promise<PreparedVCard | undefined>>();

  async function buildPreparedVCard(row: CardHead, language: CardLanguage): Promise<PreparedVCard | undefined> {
    const own = await cards.load(row);
    if (!own) return undefined;
    const profile = cardInLanguage(own, language);
    return { prepared: preparePage(await cardVCard(profile, { files, publicUrl: config.publicUrl })), disposition: vcardContentDisposition(profile) };
  }

  /** The card's vCard in `language`, built, compressed and given its ETag once per card version, language and site address. */
  async function preparedVCard({ row, visibility }: Found, language: CardLanguage): Promise<PreparedVCard | undefined> {
    if (visibility !== 'public') return buildPreparedVCard(row, language);
    const key = `${row.id}:${language}:${config.publicUrl}`;
    const cached = vcards.get(key, row.version);
    if (cached) return cached;
    const flight = `${key}:${row.version}`;
    let building = vcardsInProgress.get(flight);
    if (!building) {
      building = buildPreparedVCard(row, language)
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
    if (!found) return answerUnknownAddress(ctx);
    const language = cardLanguageOf(ctx, storedLanguages(found.row));
    const vcard = await preparedVCard(found, language);
    if (!vcard) return sendProfileNotFound(ctx);
    // The owner's own downloads are not counted, so find out who is asking (public cards skipped that).
    if (!ctx.state.user) await viewerOf(ctx);
    // The service worker pre-caches the vCard for offline use (Purpose: prefetch): that is not a save.
    if (!isPrefetch(ctx)) await recordVisitorEvent(ctx, { saltOf, events }, { profileId: found.row.id, kind: 'vcard', language });
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
      if (!found) return answerUnknownAddress(ctx);
      const style = qrStyle(ctx.query, { primaryColor: found.row.primary_color, backgroundColor: found.row.background_color });
      const target = qrTarget(config.publicUrl + cardPath(found.row.slug));
      const { logo, key: logoKey } = await qrLogoOf(ctx, found.row);
      // Everything that changes the picture: the card's version, the style, the logo, and the address it encodes (a
      // new PUBLIC_URL must not leave browsers with a code that points at the old domain).
      const encoded = createHash('sha256').update(target + logoKey).digest('base64url').slice(0, 12);
      const etag = `"qr-${found.row.id}-${found.row.version}-${style.size}-${style.fg.slice(1)}-${style.bg.slice(1)}-${encoded}"`;
      // Asked again each time (a 304 while it is the same): a code kept for an hour showed the owner's dialog and
      // downloads the old colours and logo after an edit.
      const cacheControl = found.visibility === 'public' ? PUBLIC_REVALIDATE : PRIVATE;
      if (format === 'png') {
        ctx.type = 'image/png';
        ctx.set('Cache-Control', cacheControl);
        if (answeredNotModified(ctx, etag)) return;
        ctx.body = await qrPicture(ctx, etag, () => qrPng(target, style, logo));
        return;
      }
      // The SVG is text that compresses to a fraction: prepared once per ETag, like the card page.
      let svg = qrSvgs.get(etag, 0);
      if (!svg) {
        // With a logo, each new SVG draws the logo's plate as a PNG picture does.
        if (logo) await qrDrawings(ctx);
        svg = prepare(await qrSvg(target, style, logo), { compress: 'best', ahead: true, etag });
        qrSvgs.set(etag, 0, svg);
      }
      send(ctx, svg, cacheControl, 200, 'image/svg+xml');
    });
  }

  // The contact itself in a QR (a compact vCard), for a meeting with no signal: in the version the address names
  // (`?lang=`, the owner's pick), else in the card's own language.
  router.get('/p/:slug/contact-qr.png', async (ctx) => {
    const found = await visible(ctx, await cards.bySlug(ctx.params.slug ?? ''));
    if (!found) return answerUnknownAddress(ctx);
    const own = await cards.load(found.row);
    if (!own) return sendProfileNotFound(ctx);
    const profile = cardInLanguage(own, namedLanguageOf(ctx));
    const style = qrStyle(ctx.query, profile);
    const vcard = compactVCard(profile, config.publicUrl + cardPath(profile.slug));
    const etag = `"contact-qr-${profile.id}-${profile.version}-${style.size}-${style.fg.slice(1)}-${style.bg.slice(1)}-${createHash('sha256').update(vcard).digest('base64url').slice(0, 12)}"`;
    ctx.type = 'image/png';
    // Asked again each time, as the code above: one kept for an hour handed over the old phone after an edit.
    ctx.set('Cache-Control', found.visibility === 'public' ? PUBLIC_REVALIDATE : PRIVATE);
    if (answeredNotModified(ctx, etag)) return;
    ctx.body = await qrPicture(ctx, etag, () => qrPng(vcard, style));
  });

  // The older address of a card by its number: for good at `/p/{id}`, which leads on to the card's address.
  router.get('/profile-:id', (ctx) => {
    const id = parseId(ctx.params.id);
    if (id === undefined) return sendProfileNotFound(ctx);
    ctx.status = 301;
    ctx.redirect(`/p/${id}`);
  });

  // Any first segment that starts with @ is a username (`/@name` is a card's address).
  router.get('/:handle', async (ctx, next) => {
    const handle = ctx.params.handle ?? '';
    if (!handle.startsWith('@')) return next();
    const username = handle.slice(1);
    const found = username ? await visible(ctx, await cards.byUsername(username)) : undefined;
    if (!found) return sendProfileNotFound(ctx);
    return sendCard(ctx, found);
  });

  // `/@demo/anything`: the profile is the first segment; the rest is dropped so the card's own links resolve.
  router.get('/:handle/*rest', (ctx, next) => {
    const handle = ctx.params.handle ?? '';
    if (!handle.startsWith('@') || handle.length < 2) return next();
    ctx.status = 301;
    ctx.redirect(`/${encodeURIComponent(handle).replace(/^%40/, '@')}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
  });

  return router.routes() as unknown as RoutesMiddleware;
}
