import type { AppContext } from '../http/context';
import { PROFILE_MESSAGES, profileInputSchema, profileUpdateSchema, slugAvailabilityQuerySchema } from '../../shared/contract/profiles';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { ProfilesService } from './service';

/** A card id from the URL (anything else is a card that does not exist). */
const cardId = (ctx: AppContext) => idParam(ctx, PROFILE_MESSAGES.notFound);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The owner's card API: list, create, read, save, delete, duplicate, make primary, check a slug. */
export function profileRoutes(cards: ProfilesService): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/profiles', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await cards.list(ctx.state.user);
  });

  api.post(
    '/api/profiles',
    'user',
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await cards.create(ctx.state.user, profileInputSchema.parse(ctx.state.body));
    },
  );

  // Declared before /:id so that the word is not read as a card id.
  api.get('/api/profiles/slug-available', 'user', async (ctx) => {
    const query = slugAvailabilityQuerySchema.parse(ctx.query);
    noStore(ctx);
    ctx.body = await cards.slugAvailability(ctx.state.user, query.slug, query.profileId);
  });

  api.get('/api/profiles/:id', 'owner', async (ctx) => {
    noStore(ctx);
    ctx.body = await cards.get(ctx.state.user, cardId(ctx));
  });

  api.put(
    '/api/profiles/:id',
    'owner',
    async (ctx) => {
      const id = cardId(ctx);
      await cards.assertAccess(ctx.state.user, id);
      ctx.body = await cards.update(ctx.state.user, id, profileUpdateSchema.parse(ctx.state.body));
    },
  );

  api.delete('/api/profiles/:id', 'owner', async (ctx) => {
    await cards.remove(ctx.state.user, cardId(ctx));
    ctx.status = 204;
  });

  api.post(
    '/api/profiles/:id/duplicate',
    'owner',
    async (ctx) => {
      const id = cardId(ctx);
      ctx.status = 201;
      ctx.body = await cards.duplicate(ctx.state.user, id);
    },
  );

  api.put('/api/profiles/:id/primary', 'owner', async (ctx) => {
    ctx.body = await cards.makePrimary(ctx.state.user, cardId(ctx));
  });

  return api;
}
