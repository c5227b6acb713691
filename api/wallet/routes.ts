import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import type { WalletLinks } from '../../shared/contract/wallet';
import type { Config } from '../config';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';
import { namedLanguageOf } from '../http/app-language';
import type { RateLimits } from '../http/middleware/rate-limit';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { ProfilesService } from '../profiles/service';
import { PKPASS_TYPE } from './apple-pass';
import type { WalletService } from './service';

/** Sends a freshly issued pass as a download Safari hands to Wallet. */
export function sendPass(ctx: AppContext, pkpass: Buffer, slug: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${slug}.pkpass"`);
  ctx.type = PKPASS_TYPE;
  ctx.body = pkpass;
}

/** The owner's wallet links of a card, and the Apple pass they download. */
export function walletRoutes({ cards, wallet, config, limits }: { cards: ProfilesService; wallet: WalletService; config: Pick<Config, 'publicUrl'>; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  const { apple } = wallet;

  api.get('/api/profiles/:id/wallet', 'owner', async (ctx) => {
    const card = await cards.get(ctx.state.user, idParam(ctx, PROFILE_MESSAGES.notFound));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      apple: apple ? `${config.publicUrl}/api/profiles/${card.id}/wallet.pkpass` : null,
      google: await wallet.googleLink(card),
    } satisfies WalletLinks;
  });

  // Declared only where the installation can sign passes: elsewhere the address does not exist.
  if (apple) {
    api.get(
      '/api/profiles/:id/wallet.pkpass',
      'owner',
      limits.rateLimit({ name: 'owner wallet passes', windowMs: 60 * 60 * 1000, max: 30, key: (ctx) => `wallet-pass:${ctx.state.user?.id ?? ctx.ip}` }),
      async (ctx) => {
        const card = await cards.get(ctx.state.user, idParam(ctx, PROFILE_MESSAGES.notFound));
        // The version the owner picked to carry (`?lang=`); the card's own where it has none in that language.
        const pkpass = await apple.issue(card.id, namedLanguageOf(ctx) ?? null);
        if (!pkpass) throw notFound();
        sendPass(ctx, pkpass, card.slug);
      },
    );
  }

  return api;
}
