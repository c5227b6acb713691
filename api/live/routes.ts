import { z } from 'zod';
import { LIVE_EVENTS_PATH } from '../../shared/contract/live-events';
import type { AppContext } from '../http/context';
import { unauthorized } from '../http/http-error';
import { ApiRouter } from '../http/routing';
import type { LiveEvents } from './events';

/** The live stream takes no parameters. */
const streamQuerySchema = z.strictObject({});

/** The signed-in user's live stream (`sessionOf` names the session a request was signed in with, which the stream lives as long as). */
export function liveRoutes({ live, sessionOf }: { live: LiveEvents; sessionOf: (ctx: AppContext) => string | undefined }): ApiRouter {
  const api = new ApiRouter();
  api.get(LIVE_EVENTS_PATH, 'user', async (ctx) => {
    streamQuerySchema.parse(ctx.query);
    const sessionId = sessionOf(ctx);
    if (sessionId === undefined) throw unauthorized();
    await live.open(ctx, sessionId);
  });
  return api;
}
