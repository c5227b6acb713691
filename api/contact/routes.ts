import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { CONTACT_MESSAGES, contactRequestSchema } from '../../shared/contract/contact';
import { rateLimit } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import { acceptVisitorFile, readVisitorForm } from '../visitor-files/form';
import { recordVisitorFile, type VisitorKeyOf } from '../visitor-files/allowance';
import { storeWithVisitorFile, visitorFileRow } from '../visitor-files/store';
import { contactRepo } from './repo';

/** How many contact requests one address may send per window: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { windowMs: 15 * 60_000, max: 5 } as const;

/**
 * `POST /api/contact`: the public contact form (JSON, or multipart with a photo or PDF attached), stored for the
 * support team; CSRF-protected and rate-limited.
 */
export function contactRoutes(query: QueryBuilder, files: FileStore, { visitorKeyOf }: { visitorKeyOf: VisitorKeyOf }): ApiRouter {
  const api = new ApiRouter();
  api.post('/api/contact', 'anonymous', rateLimit(CONTACT_RATE_LIMIT), async (ctx) => {
    const form = await readVisitorForm(ctx);
    const request = contactRequestSchema.parse(form.fields);
    const accepted = await acceptVisitorFile(ctx, visitorKeyOf, form.upload);
    // The file is written before the transaction and discarded after a failed one: the transaction itself awaits no
    // file system, so on SQLite no other request's statements run inside it.
    const id = await storeWithVisitorFile(files, accepted, (pending) =>
      query.transaction().execute(async (trx) => {
        const created = await contactRepo(trx).create({ ...request, userId: ctx.state.user?.id ?? null });
        if (pending) await recordVisitorFile(trx, visitorFileRow(pending, { contactRequestId: created }, new Date()));
        return created;
      }),
    );
    ctx.status = 201;
    ctx.body = { id, message: CONTACT_MESSAGES.received };
  });
  return api;
}
