import type { EventSource } from '../../shared/contract/events';
import type { AppContext } from '../http/context';
import { israelDay } from './day';
import type { SaltOfDay } from './salt';
import type { EventsService, NewEvent } from './service';
import { deviceClass, isBotAgent, visitorHash } from './visitor';

/** What a request tells about its visitor, without keeping the address. */
export interface RequestVisitor {
  isBot: boolean;
  device: NewEvent['device'];
  visitor: string;
  /** The signed-in user, whose own cards' events are not counted. */
  viewerId: number | undefined;
}

/** Reads the visitor of a request: robot or not, device class and today's salted hash. */
export async function requestVisitor(ctx: AppContext, saltOf: SaltOfDay, now = new Date()): Promise<RequestVisitor> {
  const userAgent = ctx.get('User-Agent');
  return {
    isBot: isBotAgent(userAgent),
    device: deviceClass(userAgent),
    visitor: visitorHash(await saltOf(israelDay(now)), ctx.ip, userAgent),
    viewerId: ctx.state.user?.id,
  };
}

/** The host the product is served from, so visits from its own pages do not count as referrals. */
export function ownHost(ctx: AppContext): string {
  return ctx.hostname;
}

/** The source of a visit: the page's `src` when given, else a link when another site referred, else direct. */
export function sourceOf(src: EventSource | undefined, referrer: string | null): EventSource {
  return src ?? (referrer ? 'link' : 'direct');
}

/** The event queue a request's visitor events are written through. */
export type VisitorEventQueue = Pick<EventsService, 'queue'>;

/** Records one event of the current request's visitor (a vCard download, say); robots are ignored. */
export async function recordVisitorEvent(
  ctx: AppContext,
  { saltOf, events }: { saltOf: SaltOfDay; events: VisitorEventQueue },
  event: Pick<NewEvent, 'profileId' | 'kind' | 'itemId' | 'source' | 'language'>,
): Promise<void> {
  const now = new Date();
  const visitor = await requestVisitor(ctx, saltOf, now);
  if (visitor.isBot) return;
  queueVisitorEvents(events, visitor, [event], now);
}

/** Queues events of the current request's visitor for recording (see EventsService.queue). */
export function queueVisitorEvents(queue: VisitorEventQueue, visitor: RequestVisitor, events: readonly NewEvent[], now: Date): void {
  const stamped = events.map((event) => ({ ...event, device: visitor.device, visitor: visitor.visitor }));
  queue.queue(stamped, { viewerId: visitor.viewerId, now });
}
