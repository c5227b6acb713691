import type { Database } from 'better-sqlite3';
import type { ClickAction, DeviceClass, EventKind, EventSource } from '../../shared/contract/events';
import { addDays, israelDay } from './day';
import { eventsRepo, type DailyDelta, type Dimension, type EventRow, type EventsRepo } from './repo';

/** One event to record. Only the card and the kind are required (a lead: `{ profileId, kind: 'lead' }`). */
export interface NewEvent {
  profileId: number;
  kind: EventKind;
  /** The clicked item; a click needs it or an action. Ignored for other kinds. */
  itemId?: number | undefined;
  /** The quick action clicked (call, WhatsApp...), for a click on one rather than on an item. */
  action?: ClickAction | undefined;
  source?: EventSource | undefined;
  referrerHost?: string | null | undefined;
  device?: DeviceClass | undefined;
  /** The day-salted visitor hash (see visitorHash); views with one count towards unique visitors. */
  visitor?: string | null | undefined;
}

/** Who is recording and when. */
export interface RecordOptions {
  /** The signed-in user behind the request: their own cards' events are not counted. */
  viewerId?: number | undefined;
  now?: Date;
}

/** Raw events are kept this many days; the per-day rollups are kept for good. */
export const RAW_EVENT_DAYS = 90;

const PURGE_EVERY_MS = 60 * 60 * 1000;
const PURGE_CHUNK = 5_000;

const DAILY_COLUMN: Record<EventKind, keyof Omit<DailyDelta, 'profile_id' | 'day'>> = {
  view: 'views',
  click: 'clicks',
  vcard: 'vcards',
  share: 'shares',
  lead: 'leads',
};

/** The item that puts each quick action on a card, as the card's QuickActions decide: its kind and the flag it needs set. */
export const ACTION_ITEM: Record<ClickAction, { kind: string; flag: string | null }> = {
  call: { kind: 'phone', flag: 'call' },
  whatsapp: { kind: 'phone', flag: 'whatsapp' },
  email: { kind: 'email', flag: null },
  navigate: { kind: 'address', flag: null },
};

/** What a click was on: one of the card's items or one of the quick actions it shows; undefined for neither. */
function clickTarget(repo: EventsRepo, event: NewEvent): Pick<EventRow, 'item_id' | 'action'> | undefined {
  if (event.action !== undefined) {
    const { kind, flag } = ACTION_ITEM[event.action];
    return event.itemId === undefined && repo.hasEnabledItem(event.profileId, kind, flag) ? { item_id: null, action: event.action } : undefined;
  }
  if (event.itemId === undefined || repo.itemCard(event.itemId) !== event.profileId) return undefined;
  return { item_id: event.itemId, action: null };
}

/** The row to store for an event, or undefined when the card or item is unknown, unpublished or the viewer's own. */
function acceptedRow(repo: EventsRepo, event: NewEvent, options: RecordOptions, day: string, at: number): EventRow | undefined {
  const card = repo.cardOwner(event.profileId);
  if (!card || (card.is_published === 0 && event.kind !== 'lead')) return undefined;
  if (options.viewerId !== undefined && card.user_id === options.viewerId && event.kind !== 'lead') return undefined;
  const target = event.kind === 'click' ? clickTarget(repo, event) : { item_id: null, action: null };
  if (!target) return undefined;
  return {
    profile_id: event.profileId,
    kind: event.kind,
    ...target,
    source: event.source ?? 'direct',
    referrer_host: event.referrerHost ?? null,
    device: event.device ?? 'other',
    visitor: event.visitor ?? null,
    day,
    created_at: at,
  };
}

/** Sums a batch into one rollup change per card, day and dimension key, so a batch costs a few upserts. */
class RollupBatch {
  readonly daily = new Map<string, DailyDelta>();
  readonly breakdown = new Map<string, { profileId: number; day: string; dimension: Dimension; key: string; count: number }>();

  add(row: EventRow, isNewVisitor: boolean) {
    const id = `${row.profile_id}\n${row.day}`;
    let delta = this.daily.get(id);
    if (!delta) {
      delta = { profile_id: row.profile_id, day: row.day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: 0 };
      this.daily.set(id, delta);
    }
    delta[DAILY_COLUMN[row.kind]] += 1;
    if (isNewVisitor) delta.uniques += 1;
    if (row.kind === 'click' && row.item_id !== null) this.count(row, 'item', String(row.item_id));
    if (row.kind === 'click' && row.action !== null) this.count(row, 'action', row.action);
    if (row.kind === 'view') {
      this.count(row, 'source', row.source);
      this.count(row, 'device', row.device);
      if (row.referrer_host) this.count(row, 'referrer', row.referrer_host);
    }
  }

  private count(row: EventRow, dimension: Dimension, key: string) {
    const id = `${row.profile_id}\n${row.day}\n${dimension}\n${key}`;
    const entry = this.breakdown.get(id);
    if (entry) entry.count += 1;
    else this.breakdown.set(id, { profileId: row.profile_id, day: row.day, dimension, key, count: 1 });
  }
}

/** The events of one request, with who sent them and when. */
interface PendingEvents {
  events: readonly NewEvent[];
  options: RecordOptions;
}

/**
 * How long a visitor's events wait to be written together with those arriving meanwhile (group commit). At 500
 * beacons a second this is one transaction for fifty of them instead of one each: the commit, not the row, is
 * what costs. A crash can lose this much of the statistics; a shutdown or a statistics read writes them first.
 */
export const EVENT_FLUSH_MS = 100;
/** A queue this long is written at once, so a flood never holds more than this in memory. */
const MAX_QUEUED_REQUESTS = 1_000;

/** The first day whose raw events are kept, and the first day whose visitor marks are kept. */
function purgeCutoffs(now: Date): { events: string; visitors: string } {
  const today = israelDay(now);
  return { events: addDays(today, -(RAW_EVENT_DAYS - 1)), visitors: addDays(today, -1) };
}

/**
 * The recording of a database's events, built once when the server starts (recording runs on every beacon):
 * `queue` for visitors' events, written in batches; `record` at once; `flush` before statistics are read and at
 * shutdown. A queued batch that fails to be written goes to `onQueueError`.
 */
export function eventsService(db: Database, onQueueError: (error: unknown) => void) {
  const repo = eventsRepo(db);
  let lastPurge = 0;
  let queued: { pending: PendingEvents[]; timer: NodeJS.Timeout } | undefined;

  /** Writes several requests' events in one transaction, with their rollups; returns how many were recorded. */
  function write(pending: readonly PendingEvents[]): number {
    let latest = 0;
    const recorded = db.transaction(() => {
      const batch = new RollupBatch();
      let count = 0;
      for (const { events, options } of pending) {
        const now = options.now ?? new Date();
        const day = israelDay(now);
        latest = Math.max(latest, now.getTime());
        for (const event of events) {
          const row = acceptedRow(repo, event, options, day, now.getTime());
          if (!row) continue;
          repo.insertEvent(row);
          const isNewVisitor = row.kind === 'view' && row.visitor !== null && repo.addVisitor(row.profile_id, day, row.visitor);
          batch.add(row, isNewVisitor);
          count += 1;
        }
      }
      for (const delta of batch.daily.values()) repo.addDaily(delta);
      for (const entry of batch.breakdown.values()) repo.addBreakdown(entry.profileId, entry.day, entry.dimension, entry.key, entry.count);
      return count;
    }).immediate();
    purgeWhenDue(new Date(latest));
    return recorded;
  }

  /**
   * Starts the purge at most once an hour, from the recording path itself (no separate scheduler to keep alive).
   * Its chunks run one per turn of the event loop, so a large backlog never holds up the requests in between.
   */
  function purgeWhenDue(now: Date) {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    const cutoffs = purgeCutoffs(now);
    repo.deleteVisitorsBefore(cutoffs.visitors);
    const step = () => {
      if (!db.open) return;
      const deleted = db.transaction(() => repo.deleteEventsBefore(cutoffs.events, PURGE_CHUNK)).immediate();
      if (deleted === PURGE_CHUNK) setImmediate(step);
    };
    setImmediate(step);
  }

  /** Writes the queued events now (before statistics are read, and at shutdown). */
  function flush(): void {
    const queue = queued;
    if (!queue) return;
    queued = undefined;
    clearTimeout(queue.timer);
    if (!db.open) return;
    try {
      write(queue.pending);
    } catch (error) {
      onQueueError(error);
    }
  }

  return {
    /**
     * Records a batch of events in one transaction and updates the per-day rollups at the same time. Events for
     * unknown or unpublished cards, for items of another card, or for the viewer's own card are dropped silently.
     * Returns how many were recorded.
     */
    record(events: readonly NewEvent[], options: RecordOptions = {}): number {
      return write([{ events, options: { ...options, now: options.now ?? new Date() } }]);
    },

    /**
     * Queues a request's events; they are written within EVENT_FLUSH_MS, in one transaction with every other
     * request's queued meanwhile. Unknown cards and the like are dropped when written, as by record.
     */
    queue(events: readonly NewEvent[], options: RecordOptions): void {
      queued ??= { pending: [], timer: setTimeout(flush, EVENT_FLUSH_MS).unref() };
      queued.pending.push({ events, options: { ...options, now: options.now ?? new Date() } });
      if (queued.pending.length >= MAX_QUEUED_REQUESTS) flush();
    },

    flush,

    /** Deletes raw events older than RAW_EVENT_DAYS and visitor marks of days before yesterday; rollups stay. */
    purgeExpired(now = new Date()): number {
      const cutoffs = purgeCutoffs(now);
      let deleted = 0;
      let chunk: number;
      do {
        chunk = db.transaction(() => repo.deleteEventsBefore(cutoffs.events, PURGE_CHUNK)).immediate();
        deleted += chunk;
      } while (chunk === PURGE_CHUNK);
      repo.deleteVisitorsBefore(cutoffs.visitors);
      return deleted;
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
