import type { Database } from 'better-sqlite3';
import { CONTACT_MESSAGES, contactRequestSchema } from '../../shared/contract/contact';
import { rateLimit } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import { acceptVisitorFile, readVisitorForm } from '../visitor-files/form';
import type { VisitorAllowance } from '../visitor-files/allowance';
import type { VisitorFilesRepo } from '../visitor-files/repo';
import { storeWithVisitorFile, visitorFileRow } from '../visitor-files/store';
import { contactRepo } from './repo';

/** How many contact requests one address may send per window: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { windowMs: 15 * 60_000, max: 5 } as const;

/**
 * `POST /api/contact`: the public contact form (JSON, or multipart with a photo or PDF attached), stored for the
 * support team; CSRF-protected and rate-limited.
 */
export function contactRoutes(db: Database, uploadsDir: string, { allowance, visitorFiles }: { allowance: VisitorAllowance; visitorFiles: VisitorFilesRepo }): ApiRouter {
  const repo = contactRepo(db);
  const api = new ApiRouter();
  api.post('/api/contact', 'anonymous', rateLimit(CONTACT_RATE_LIMIT), async (ctx) => {
    const form = await readVisitorForm(ctx);
    const request = contactRequestSchema.parse(form.fields);
    const accepted = await acceptVisitorFile(ctx, allowance, form.upload);
    const id = await storeWithVisitorFile(uploadsDir, accepted, (pending) =>
      db
        .transaction(() => {
          const created = repo.create({ ...request, userId: ctx.state.user?.id ?? null });
          if (pending) visitorFiles.insert(visitorFileRow(pending, { contactRequestId: created }, new Date()));
          return created;
        })
        .immediate(),
    );
    ctx.status = 201;
    ctx.body = { id, message: CONTACT_MESSAGES.received };
  });
  return api;
}
