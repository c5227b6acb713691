import { CARD_SCAN_LIMITS, CARD_SCAN_MESSAGES } from '../../shared/contract/card-scan';
import { HttpError } from '../http/http-error';
import type { UserContext } from '../http/context';
import type { RateLimits } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import { readUploadForm } from '../uploads/multipart';
import type { CardScanner } from './scanner';

/** Readings one account may ask for: a stand's busy hour, while the queue keeps the server's cores in turn. */
export const CARD_SCAN_RATE_LIMIT = { windowMs: 10 * 60_000, max: 100 } as const;

/** Counts one reading of a paper card for the signed-in account, wherever it is asked for; 429 past the limit. */
export type CardReadings = (ctx: UserContext) => Promise<void>;

/** The one count of card readings per account that every route reading a photo takes from. */
export function cardReadingsLimit(limits: RateLimits): CardReadings {
  return limits.countedRateLimit<UserContext>({ name: 'card readings', ...CARD_SCAN_RATE_LIMIT, key: (ctx) => `user:${ctx.state.user.id}` });
}

/** `GET /api/leads/scan/status` (whether this server reads cards) and `POST /api/leads/scan` (a photo read into a draft). */
export function cardScanRoutes(scanner: CardScanner, readings: CardReadings): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/leads/scan/status', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { available: await scanner.available() };
  });

  api.post(
    '/api/leads/scan',
    'user',
    async (ctx) => {
      await readings(ctx);
      if (ctx.request.is('multipart/form-data') !== 'multipart/form-data') throw new HttpError(400, 'not_an_image', CARD_SCAN_MESSAGES.notAPhoto);
      const form = await readUploadForm(ctx, CARD_SCAN_LIMITS.maxBytes, { fields: 2, fieldSize: 256 }, CARD_SCAN_LIMITS.field);
      if (!form.file?.length) throw new HttpError(400, 'not_an_image', CARD_SCAN_MESSAGES.notAPhoto);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { draft: await scanner.read(form.file) };
    },
  );

  return api;
}
