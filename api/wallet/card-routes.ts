import { Router } from '@koa/router';
import type { Config } from '../config';
import type { FileStore } from '../file-store/store';
import type { AppContext, AppState } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { namedLanguageOf } from '../http/app-language';
import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { cardPath, WALLET_UNAVAILABLE } from '../../shared/card/ProfileCard';
import type { RateLimits } from '../http/middleware/rate-limit';
import { sendProfileNotFound } from '../pages/cards';
import type { PublicCards } from '../public-profiles/cards';
import { passContent } from './pass-content';
import { passIcon } from './pass-images';
import { sendPass } from './routes';
import type { WalletService } from './service';

/** The size Google asks for a pass logo. */
const ICON_SIZE = 660;

/**
 * A public card's wallet pictures and passes: `/p/{slug}/wallet-icon.png` (the round photo or initials Google Wallet
 * shows as the pass's logo) and `/p/{slug}/wallet.pkpass`, the Apple pass a visitor adds when the owner allows it.
 */
export function walletCardRoutes({ cards, files, config, wallet, limits }: { cards: PublicCards; files: FileStore; config: Config; wallet: WalletService; limits: RateLimits }) {
  const router = new Router<AppState>();

  /** The public card of the address with its content, or undefined. */
  async function publicCard(slug: string | undefined) {
    const head = await cards.byAddress(slug ?? '');
    return head && cards.visibility(head) === 'public' ? await cards.load(head) : undefined;
  }

  router.get('/p/:slug/wallet-icon.png', limits.rateLimit({ windowMs: 60_000, max: 60, name: 'wallet icon' }), async (ctx) => {
    const profile = await publicCard(ctx.params.slug);
    if (!profile) throw notFound();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'image/png';
    ctx.body = await passIcon(files, passContent(profile, config.publicUrl), ICON_SIZE);
  });

  const passAllowance = limits.countedRateLimit({ windowMs: 10 * 60 * 1000, max: 10, name: 'visitor wallet pass' });
  router.get('/p/:slug/wallet.pkpass', async (ctx) => {
    const profile = await publicCard(ctx.params.slug);
    if (!profile) return passNotFound(ctx);
    // The version of the card the visitor read, which its page's link names (`?lang=`).
    const language = namedLanguageOf(ctx) ?? null;
    try {
      await passAllowance(ctx);
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 429)) throw err;
      // Too many passes from this address just now (a crowd behind one network): back to the card, which says so in its
      // own language, rather than the error's Hebrew JSON.
      ctx.redirect(`${cardPath(profile.slug)}${language ? `?${LANGUAGE_PARAMETER}=${language}` : ''}#${WALLET_UNAVAILABLE}`);
      ctx.status = 303;
      return;
    }
    const pkpass = profile.walletForVisitors ? await wallet.apple?.issue(profile.id, language) : undefined;
    if (!pkpass) return passNotFound(ctx);
    sendPass(ctx, pkpass, profile.slug);
  });

  return router.routes();
}

/**
 * No pass at this address (no such card, a card not published, or one that offers no pass): a visitor's browser, which
 * followed the card's link, gets the "profile not found" page in its language; a client asking for JSON gets the error.
 */
function passNotFound(ctx: AppContext) {
  if (ctx.accepts('html', 'json') === 'json') throw notFound();
  sendProfileNotFound(ctx);
}
