import type { Database } from 'better-sqlite3';
import { CONTACT_MESSAGES, contactRequestSchema } from '../contract/contact';
import { rateLimit } from '../middleware/rate-limit';
import { ApiRouter } from '../routing';
import { contactRepo } from './repo';

/** How many contact requests one address may send per window: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { windowMs: 15 * 60_000, max: 5 } as const;

/** `POST /api/contact`: the public contact form, stored for the support team; CSRF-protected and rate-limited. */
export function contactRoutes(db: Database): ApiRouter {
  const repo = contactRepo(db);
  const api = new ApiRouter();
  api.post('/api/contact', 'anonymous', rateLimit(CONTACT_RATE_LIMIT), (ctx) => {
    const request = contactRequestSchema.parse(ctx.state.body);
    const id = repo.create({ ...request, userId: ctx.state.user?.id ?? null });
    ctx.status = 201;
    ctx.body = { id, message: CONTACT_MESSAGES.received };
  });
  return api;
}
