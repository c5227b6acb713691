import { CONTACT_MESSAGES, contactRequestSchema } from '../../shared/contract/contact';
import type { RateLimits } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import { acceptVisitorFile, readVisitorForm } from '../visitor-files/form';
import type { VisitorKeyOf } from '../visitor-files/allowance';
import type { ContactService } from './service';

/** How many contact requests one address may send per window: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { windowMs: 15 * 60_000, max: 5 } as const;

/**
 * `POST /api/contact`: the public contact form (JSON, or multipart with a photo or PDF attached), stored for the
 * support team; CSRF-protected and rate-limited.
 */
export function contactRoutes({ contact, visitorKeyOf, limits }: { contact: ContactService; visitorKeyOf: VisitorKeyOf; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  api.post('/api/contact', 'anonymous', limits.rateLimit({ name: 'contact messages', ...CONTACT_RATE_LIMIT }), async (ctx) => {
    const form = await readVisitorForm(ctx);
    const request = contactRequestSchema.parse(form.fields);
    const accepted = await acceptVisitorFile(ctx, visitorKeyOf, form.upload);
    const id = await contact.submit({ ...request, userId: ctx.state.user?.id ?? null }, accepted);
    ctx.status = 201;
    ctx.body = { id, message: CONTACT_MESSAGES.received };
  });
  return api;
}
