import type { Database } from 'better-sqlite3';
import { beaconBatchSchema, beaconEventSchema, EVENT_SOURCES, type EventSource } from '../contract/events';
import type { AppContext } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import { ApiRouter } from '../routing';
import { ownHost, requestVisitor, sourceOf } from './request';
import { queueEvents, recordEvents, type NewEvent } from './service';
import { referrerHost } from './visitor';

/** Beacon requests one address may send per minute: a visitor sends a handful, a flood gets 429. */
export const BEACONS_PER_MINUTE = 240;

// The smallest transparent GIF: what the no-script fallback of the card page loads.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function isSource(value: string | null | undefined): value is EventSource {
  return (EVENT_SOURCES as readonly (string | null | undefined)[]).includes(value);
}

/** The events of a beacon batch that parse; the rest are dropped, as the page never reads the answer. */
function beaconEvents(ctx: AppContext, body: unknown): NewEvent[] {
  const { events } = beaconBatchSchema.parse(body);
  const host = ownHost(ctx);
  const accepted: NewEvent[] = [];
  for (const raw of events) {
    const parsed = beaconEventSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { kind, profileId, itemId, source, referrer } = parsed.data;
    const refHost = kind === 'view' ? referrerHost(referrer, host) : null;
    accepted.push({ kind, profileId, itemId, source: sourceOf(source, refHost), referrerHost: refHost });
  }
  return accepted;
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
export function eventRoutes(db: Database): ApiRouter {
  const api = new ApiRouter();
  const limit = rateLimit({ windowMs: 60_000, max: BEACONS_PER_MINUTE });

  api.post('/api/events', 'anonymous', limit, (ctx) => {
    const events = beaconEvents(ctx, ctx.state.body);
    const now = new Date();
    const visitor = requestVisitor(ctx, now);
    if (!visitor.isBot && events.length > 0) {
      const stamped = events.map((event) => ({ ...event, device: visitor.device, visitor: visitor.visitor }));
      queueEvents(db, stamped, { viewerId: visitor.viewerId, now }, (error) => ctx.deps.log.error('recording events failed', { error }));
    }
    ctx.status = 204;
  });

  api.get('/api/events/pixel', 'anonymous', limit, (ctx) => {
    const raw = typeof ctx.query.p === 'string' ? ctx.query.p : '';
    const profileId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
    const now = new Date();
    const visitor = requestVisitor(ctx, now);
    if (profileId !== undefined && Number.isSafeInteger(profileId) && !visitor.isBot) {
      const event: NewEvent = { kind: 'view', profileId, source: sourceOf(pageSource(ctx), null), device: visitor.device, visitor: visitor.visitor };
      recordEvents(db, [event], { viewerId: visitor.viewerId, now });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/gif';
    ctx.body = PIXEL;
  });

  return api;
}
