import { SUPPORT_MESSAGES, supportConversationQuerySchema, supportMessageInputSchema, supportTicketInputSchema } from '../../shared/contract/support';
import type { AppContext, UserContext } from '../http/context';
import type { RateLimits } from '../http/middleware/rate-limit';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { SupportService } from './service';

/** Messages one account may send per minute: a person typing, never a script. */
export const SUPPORT_RATE_LIMIT = { windowMs: 60_000, max: 20 } as const;

/** A message id from the URL (anything else is a message that does not exist). */
const messageId = (ctx: AppContext) => idParam(ctx, SUPPORT_MESSAGES.conversationMissing);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The support chat's calls: conversations, sending, tickets, read marks, support's close and reopen (live through api/live/). */
export function supportRoutes({ support, limits }: { support: SupportService; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  const sendLimit = limits.rateLimit<UserContext>({ name: 'support messages', ...SUPPORT_RATE_LIMIT, key: (ctx) => `support:${ctx.state.user.id}` });

  api.get('/api/support-messages', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await support.conversation(ctx.state.user, supportConversationQuerySchema.parse(ctx.query).userId);
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
