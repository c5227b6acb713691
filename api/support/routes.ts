import type { Database } from 'better-sqlite3';
import { SUPPORT_MESSAGES, supportConversationQuerySchema, supportMessageInputSchema, supportTicketInputSchema } from '../../shared/contract/support';
import type { AppContext } from '../context';
import { notFound } from '../http-error';
import { rateLimit } from '../middleware/rate-limit';
import { ApiRouter } from '../routing';
import { supportService } from './service';

/** Messages one account may send per minute: a person typing, never a script. */
export const SUPPORT_RATE_LIMIT = { windowMs: 60_000, max: 20 } as const;

/** A message id from the URL: digits only (anything else is a message that does not exist). */
function messageId(ctx: AppContext): number {
  const raw = (ctx.params as Record<string, string | undefined>).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw notFound(SUPPORT_MESSAGES.conversationMissing);
  return Number(raw);
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The support chat's calls: conversations, sending, tickets, read marks, and support's close and reopen. */
export function supportRoutes(db: Database): ApiRouter {
  const support = supportService(db);
  const api = new ApiRouter();
  const sendLimit = rateLimit({ ...SUPPORT_RATE_LIMIT, key: (ctx) => `support:${ctx.state.user!.id}` });

  api.get('/api/support-messages', 'user', (ctx) => {
    noStore(ctx);
    ctx.body = support.conversation(ctx.state.user!, supportConversationQuerySchema.parse(ctx.query).userId);
  });

  api.put('/api/support-messages/read-all', 'user', (ctx) => {
    ctx.body = { updated: support.markRead(ctx.state.user!) };
  });

  api.get('/api/open-support-messages', 'admin', (ctx) => {
    noStore(ctx);
    ctx.body = support.latestPerCustomer();
  });

  api.post('/api/create-support-ticket', 'user', sendLimit, (ctx) => {
    ctx.status = 201;
    ctx.body = support.openTicket(ctx.state.user!, supportTicketInputSchema.parse(ctx.state.body ?? {}));
  });

  api.post('/api/messages', 'user', sendLimit, (ctx) => {
    ctx.status = 201;
    ctx.body = support.send(ctx.state.user!, supportMessageInputSchema.parse(ctx.state.body ?? {}));
  });

  api.put('/api/messages/read-all', 'user', (ctx) => {
    ctx.body = { updated: support.markRead(ctx.state.user!, supportConversationQuerySchema.parse(ctx.state.body ?? {}).userId) };
  });

  api.put('/api/admin/messages/:id/close', 'admin', (ctx) => {
    support.close(ctx.state.user!, messageId(ctx));
    ctx.body = { success: true };
  });

  api.put('/api/admin/messages/:id/reopen', 'admin', (ctx) => {
    support.reopen(messageId(ctx));
    ctx.body = { success: true };
  });

  return api;
}
