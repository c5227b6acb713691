import { followUpInputSchema } from '../../shared/contract/lead-mail';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { LeadMailService } from './service';

/** A card id from the URL (anything else is a card that does not exist). */
const cardId = (ctx: Parameters<typeof idParam>[0]) => idParam(ctx, PROFILE_MESSAGES.notFound);

/** A card's follow-up template, read and saved by its owner. */
export function leadMailRoutes(mail: LeadMailService): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/profiles/:id/follow-up', 'owner', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mail.followUp(ctx.state.user, cardId(ctx));
  });

  api.put('/api/profiles/:id/follow-up', 'owner', async (ctx) => {
    ctx.body = await mail.saveFollowUp(ctx.state.user, cardId(ctx), followUpInputSchema.parse(ctx.state.body ?? {}));
  });

  return api;
}
