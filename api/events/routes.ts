import { beaconBatchSchema, beaconEventSchema, beaconLanguageSchema, EVENT_SOURCES, type EventSource } from '../../shared/contract/events';
import type { AppContext } from '../http/context';
import { processRateLimit, RateLimiter } from '../http/middleware/rate-limit';
import { parseId } from '../http/params';
import { ApiRouter } from '../http/routing';
import { ownHost, queueVisitorEvents, requestVisitor, sourceOf, type VisitorEventQueue } from './request';
import type { SaltOfDay } from './salt';
import type { NewEvent } from './service';
import { referrerHost } from './visitor';

/** Beacon requests one address may send per minute: a visitor sends a handful, a flood gets 429. */
export const BEACONS_PER_MINUTE = 240;

// The smallest transparent GIF: what the no-script fallback of the card page loads.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function isSource(value: string | null | undefined): value is EventSource {
  return (EVENT_SOURCES as readonly (string | null | undefined)[]).includes(value);
}

/** The events of a beacon batch that parse; the rest are dropped, as the page never reads the answer. */
function beaconEvents(ctx: AppContext, events: readonly unknown[]): NewEvent[] {
  const host = ownHost(ctx);
  const accepted: NewEvent[] = [];
  for (const raw of events) {
    const parsed = beaconEventSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { kind, profileId, itemId, action, source, referrer, language } = parsed.data;
    const refHost = kind === 'view' ? referrerHost(referrer, host) : null;
    accepted.push({ kind, profileId, itemId, action, source: sourceOf(source, refHost), referrerHost: refHost, language });
  }
  return accepted;
}

/** Queues a beacon's events for recording, unless a robot sent it. */
async function recordBeacon(ctx: AppContext, saltOf: SaltOfDay, queue: VisitorEventQueue, events: readonly unknown[]): Promise<void> {
  const accepted = beaconEvents(ctx, events);
  if (accepted.length === 0) return;
  const now = new Date();
  const visitor = await requestVisitor(ctx, saltOf, now);
  if (!visitor.isBot) queueVisitorEvents(queue, visitor, accepted, now);
}

/** The `src` of the card page that loaded the pixel (same-origin requests carry the full page address). */
function pageSource(ctx: AppContext): EventSource | undefined {
  try {
    const src = new URL(ctx.get('Referer')).searchParams.get('src');
    return isSource(src) ? src : undefined;
  } catch {
    return undefined;
  }
}

/** Visitor events: the card page's beacons and its no-script pixel. */
export function eventRoutes(saltOf: SaltOfDay, queue: VisitorEventQueue): ApiRouter {
  const api = new ApiRouter();
  const limiter = new RateLimiter(60_000, BEACONS_PER_MINUTE);
  const limit = processRateLimit(limiter);

  api.post('/api/events', 'anonymous', limit, async (ctx) => {
    await recordBeacon(ctx, saltOf, queue, beaconBatchSchema.parse(ctx.state.body).events);
    ctx.status = 204;
  });

  api.get('/api/events/pixel', 'anonymous', limit, async (ctx) => {
    const raw = typeof ctx.query.p === 'string' ? ctx.query.p : '';
    const profileId = parseId(raw);
    const now = new Date();
    const visitor = await requestVisitor(ctx, saltOf, now);
    if (profileId !== undefined && !visitor.isBot) {
      const language = beaconLanguageSchema.parse(ctx.query.lang);
      queueVisitorEvents(queue, visitor, [{ kind: 'view', profileId, source: sourceOf(pageSource(ctx), null), language }], now);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/gif';
    ctx.body = PIXEL;
  });

  return api;
}
