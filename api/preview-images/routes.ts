import { Router } from '@koa/router';
import type { AppContext, AppState } from '../http/context';
import type { RateLimits } from '../http/middleware/rate-limit';
import { storedLanguages } from '../profiles/present';
import type { FileStore } from '../file-store/store';
import { prepare, send } from '../http/prepared';
import type { PublicCards } from '../public-profiles/cards';
import { cardPath } from '../../shared/card/ProfileCard';
import { cardInLanguage } from '../../shared/card/in-language';
import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { namedLanguageOf } from '../http/app-language';
import { renderCardImage } from './card-image';
import { cardImageCache } from './card-image-cache';
import { CARD_IMAGE_KEY, cardImageKey, cardImagePath } from './card-image-path';
import { coverImage, coverImageKept, coverImageUploadId } from './cover-image';
import { SITE_IMAGE_PATH, siteImage } from './site-image';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** New preview pictures (cards' and blog covers') one address may have drawn a minute; one already drawn is answered from memory. */
export const PREVIEW_DRAWINGS_PER_MINUTE = 30;

/** What drawing the pictures needs from the server. */
export interface PreviewImageOptions {
  /** The public cards, whose heads are kept until the database is written. */
  cards: PublicCards;
  /** Where uploaded pictures are kept (a card's photo and cover, a blog post's cover). */
  files: FileStore;
  /** The site's address (read per request: it is in every card picture's key). */
  config: { publicUrl: string };
  /** The server's limits: a card picture not drawn yet counts toward one of them. */
  limits: RateLimits;
  /** How many cards' pictures stay in memory. */
  cacheSize?: number;
}

/** Sends a picture's current address: a service holding an older one gets the picture as it is now. */
function redirectToCurrent(ctx: AppContext, path: string) {
  ctx.set('Cache-Control', 'no-cache');
  ctx.redirect(path);
}

/**
 * The 1200×630 pictures that link previews show: a public card's (`/p/{slug}/og-{key}.jpg`), a blog post's cover
 * (`/og/cover-{upload}.jpg`) and the product's own (`/og/kartis-{key}.jpg`). Each address changes with what its
 * picture shows, so the pictures are cached for good; an older address leads to the current one. Any other address
 * here is left to the routes after these (an address no route answers is a 404).
 */
export function previewImageRoutes({ cards, files, config, limits, cacheSize = 100 }: PreviewImageOptions) {
  const router = new Router<AppState>();
  const cardImages = cardImageCache(cacheSize);
  const drawings = limits.countedRateLimit({ name: 'preview picture drawings', windowMs: 60_000, max: PREVIEW_DRAWINGS_PER_MINUTE });

  router.get('/p/:slug/og-:key.jpg', async (ctx, next) => {
    const key = ctx.params.key ?? '';
    const row = await cards.byAddress(ctx.params.slug ?? '');
    if (!CARD_IMAGE_KEY.test(key) || !row || cards.visibility(row) !== 'public') return next();
    const { publicUrl } = config;
    // The picture of the version its address names, among the card's (else of the card in its own language).
    const named = namedLanguageOf(ctx);
    const languages = storedLanguages(row);
    const language = named && languages.includes(named) ? named : row.language;
    let image = cardImages.get(row, publicUrl, language);
    if (!image) {
      const own = await cards.load(row);
      if (!own) return next();
      const profile = cardInLanguage(own, language);
      const current = cardImageKey(profile, publicUrl);
      if (key !== current) return redirectToCurrent(ctx, cardImagePath(profile, publicUrl));
      // Each card, version and language is a drawing of its own: a script asking for one after another kept the server drawing.
      await drawings(ctx);
      image = await cardImages.draw(row, publicUrl, language, async () => ({ key: current, jpeg: await renderCardImage(profile, { files, publicUrl }) }));
    }
    const path = `${cardPath(row.slug)}/og-${image.key}.jpg`;
    if (key !== image.key) return redirectToCurrent(ctx, languages.length > 1 ? `${path}?${LANGUAGE_PARAMETER}=${language}` : path);
    send(ctx, prepare(image.jpeg, { compress: false, etag: `"${image.key}"` }), { type: 'image/jpeg', cacheControl: IMMUTABLE });
  });

  router.get('/og/:name', async (ctx, next) => {
    const name = ctx.params.name ?? '';
    const cover = coverImageUploadId(name);
    if (cover) {
      // Any public upload's id may be named here, and only the last few covers are kept.
      if (!coverImageKept(files, cover)) await drawings(ctx);
      const jpeg = await coverImage(files, cover);
      if (!jpeg) return next();
      ctx.type = 'image/jpeg';
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.body = jpeg;
      return;
    }
    if (!/^kartis-[\w-]{16}\.jpg$/.test(name)) return next();
    if (ctx.path !== SITE_IMAGE_PATH) return redirectToCurrent(ctx, SITE_IMAGE_PATH);
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.body = await siteImage();
  });
  return router.routes();
}
