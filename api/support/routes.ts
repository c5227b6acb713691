import { z } from 'zod';
import { SUPPORT_MESSAGES, supportConversationQuerySchema, supportMessageInputSchema, supportTicketInputSchema } from '../../shared/contract/support';
import { SUPPORT_EVENTS_PATH } from '../../shared/contract/support-events';
import type { AppContext, UserContext } from '../http/context';
import type { RateLimits } from '../http/middleware/rate-limit';
import { unauthorized } from '../http/http-error';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { SupportEvents } from './live';
import type { SupportService } from './service';

/** Messages one account may send per minute: a person typing, never a script. */
export const SUPPORT_RATE_LIMIT = { windowMs: 60_000, max: 20 } as const;

/** A message id from the URL (anything else is a message that does not exist). */
const messageId = (ctx: AppContext) => idParam(ctx, SUPPORT_MESSAGES.conversationMissing);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The live stream takes no parameters. */
const streamQuerySchema = z.strictObject({});

/**
 * The support chat's calls: conversations, sending, tickets, read marks, support's close and reopen, and the stream of
 * changes (`sessionOf` names the session a request was signed in with, which the stream lives as long as).
 */
export function supportRoutes({
  support,
  events,
  sessionOf,
  limits,
}: {
  support: SupportService;
  events: SupportEvents;
  sessionOf: (ctx: AppContext) => string | undefined;
  limits: RateLimits;
}): ApiRouter {
  const api = new ApiRouter();
  const sendLimit = limits.rateLimit<UserContext>({ ...SUPPORT_RATE_LIMIT, key: (ctx) => `support:${ctx.state.user.id}` });

  api.get('/api/support-messages', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await support.conversation(ctx.state.user, supportConversationQuerySchema.parse(ctx.query).userId);
  });

  api.get(SUPPORT_EVENTS_PATH, 'user', async (ctx) => {
    streamQuerySchema.parse(ctx.query);
    const sessionId = sessionOf(ctx);
    if (sessionId === undefined) throw unauthorized();
    await events.open(ctx, sessionId);
  });

  api.put('/api/support-messages/read-all', 'user', async (ctx) => {
    ctx.body = { updated: await support.markRead(ctx.state.user) };
  });

  api.get('/api/open-support-messages', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await support.latestPerCustomer();
  });

  api.post('/api/create-support-ticket', 'user', sendLimit, async (ctx) => {
    ctx.status = 201;
    ctx.body = await support.openTicket(ctx.state.user, supportTicketInputSchema.parse(ctx.state.body ?? {}));
  });

  api.post('/api/messages', 'user', sendLimit, async (ctx) => {
    ctx.status = 201;
    ctx.body = await support.send(ctx.state.user, supportMessageInputSchema.parse(ctx.state.body ?? {}));
  });

  api.put('/api/messages/read-all', 'user', async (ctx) => {
    ctx.body = { updated: await support.markRead(ctx.state.user, supportConversationQuerySchema.parse(ctx.state.body ?? {}).userId) };
  });

  api.put('/api/admin/messages/:id/close', 'admin', async (ctx) => {
    await support.close(ctx.state.user, messageId(ctx));
    ctx.body = { success: true };
  });

  api.put('/api/admin/messages/:id/reopen', 'admin', async (ctx) => {
    await support.reopen(messageId(ctx));
    ctx.body = { success: true };
  });

  return api;
}
