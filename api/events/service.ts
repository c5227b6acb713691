import type { QueryBuilder } from '../../db/query-builder';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { ClickAction, DeviceClass, EventKind, EventSource } from '../../shared/contract/events';
import { storedLanguages } from '../profiles/present';
import { addDays, israelDay } from './day';
import { eventsRepo, type BreakdownDelta, type CardOwner, type DailyDelta, type DailyVisitor, type Dimension, type EventRow, type EventsRepo } from './repo';

/** One event to record. Only the card and the kind are required (a contact save: `{ profileId, kind: 'vcard' }`). */
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
  /** The version of the card the visitor read; none, or one the card is not written in, is stored as its own (NULL). */
  language?: CardLanguage | undefined;
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

/** The value of `key` in `memo`, read once. */
function once<K, V>(memo: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  let value = memo.get(key);
  if (value === undefined) {
    value = read();
    memo.set(key, value);
  }
  return value;
}

/** A card as the recorder checks its events: whose it is, whether it is out, and the languages it is written in. */
interface RecordedCard extends Pick<CardOwner, 'user_id' | 'is_published'> {
  languages: readonly CardLanguage[];
}

async function recordedCard(repo: EventsRepo, profileId: number): Promise<RecordedCard | undefined> {
  const card = await repo.cardOwner(profileId);
  return card && { user_id: card.user_id, is_published: card.is_published, languages: storedLanguages(card) };
}

/** The card facts a batch needs, each looked up once per batch in its transaction. */
function batchLookups(repo: EventsRepo) {
  const owners = new Map<number, Promise<RecordedCard | undefined>>();
  const itemCards = new Map<number, Promise<number | undefined>>();
  const actionItems = new Map<string, Promise<boolean>>();
  return {
    card: (profileId: number) => once(owners, profileId, () => recordedCard(repo, profileId)),
    itemCard: (itemId: number) => once(itemCards, itemId, () => repo.itemCard(itemId)),
    hasEnabledItem: (profileId: number, kind: string, flag: string | null) =>
      once(actionItems, `${profileId}\n${kind}\n${flag ?? ''}`, () => repo.hasEnabledItem(profileId, kind, flag)),
  };
}

type BatchLookups = ReturnType<typeof batchLookups>;

/** What a click was on: one of the card's items or one of the quick actions it shows; undefined for neither. */
async function clickTarget(lookups: BatchLookups, event: NewEvent): Promise<Pick<EventRow, 'item_id' | 'action'> | undefined> {
  if (event.action !== undefined) {
    const { kind, flag } = ACTION_ITEM[event.action];
    return event.itemId === undefined && (await lookups.hasEnabledItem(event.profileId, kind, flag)) ? { item_id: null, action: event.action } : undefined;
  }
  if (event.itemId === undefined || (await lookups.itemCard(event.itemId)) !== event.profileId) return undefined;
  return { item_id: event.itemId, action: null };
}

/** The row to store for an event, or undefined when the card or item is unknown, unpublished or the viewer's own. */
async function acceptedRow(lookups: BatchLookups, event: NewEvent, options: RecordOptions, day: string, at: number): Promise<EventRow | undefined> {
  const card = await lookups.card(event.profileId);
  if (!card || (card.is_published === 0 && event.kind !== 'lead')) return undefined;
  if (options.viewerId !== undefined && card.user_id === options.viewerId && event.kind !== 'lead') return undefined;
  const target = event.kind === 'click' ? await clickTarget(lookups, event) : { item_id: null, action: null };
  if (!target) return undefined;
  return {
    profile_id: event.profileId,
    kind: event.kind,
    ...target,
    source: event.source ?? 'direct',
    referrer_host: event.referrerHost ?? null,
    device: event.device ?? 'other',
    visitor: event.visitor ?? null,
    language: event.language !== undefined && card.languages.includes(event.language) ? event.language : null,
    day,
    created_at: at,
  };
}

/** Sums a batch into one rollup change per card, day and dimension key, so a batch costs a few upserts. */
class RollupBatch {
  readonly daily = new Map<string, DailyDelta>();
  readonly breakdown = new Map<string, BreakdownDelta>();

  add(row: EventRow, isNewVisitor: boolean) {
    const id = `${row.profile_id}\n${row.day}`;
    let delta = this.daily.get(id);
    if (!delta) {
      delta = { profile_id: row.profile_id, day: row.day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: 0, engaged: 0 };
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
      // A view with none was read in the card's own language: the report counts it there (viewsByLanguage).
      if (row.language) this.count(row, 'language', row.language);
    }
  }

  /** A visitor's first action of the day on the card: their visit had one (each visitor's row holds them once). */
  addEngaged(visitor: DailyVisitor) {
    this.daily.get(`${visitor.profile_id}\n${visitor.day}`)!.engaged += 1;
  }

  private count(row: EventRow, dimension: Dimension, key: string) {
    const id = `${row.profile_id}\n${row.day}\n${dimension}\n${key}`;
    const entry = this.breakdown.get(id);
    if (entry) entry.count += 1;
    else this.breakdown.set(id, { profile_id: row.profile_id, day: row.day, dimension, key, count: 1 });
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

/** Orders rows by card, then day, then key: every node updates shared rows in one order, so two writers never deadlock. */
function byCardDayKey(a: { profile_id: number; day: string; key?: string; dimension?: string; visitor?: string }, b: typeof a): number {
  return a.profile_id - b.profile_id || cmp(a.day, b.day) || cmp(a.dimension ?? '', b.dimension ?? '') || cmp(a.key ?? a.visitor ?? '', b.key ?? b.visitor ?? '');
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const visitorId = (v: DailyVisitor) => `${v.profile_id}\n${v.day}\n${v.visitor}`;

/** Writes several requests' events, with their rollups, in the transaction `trx`; returns how many were recorded. */
async function writeWithin(trx: QueryBuilder, pending: readonly PendingEvents[]): Promise<number> {
  const repo = eventsRepo(trx);
  const lookups = batchLookups(repo);
  const rows: EventRow[] = [];
  for (const { events, options } of pending) {
    const now = options.now ?? new Date();
    const day = israelDay(now);
    for (const event of events) {
      const row = await acceptedRow(lookups, event, options, day, now.getTime());
      if (row) rows.push(row);
    }
  }
  if (rows.length === 0) return 0;
  const visitors = new Map<string, DailyVisitor>();
  const actors = new Map<string, DailyVisitor>();
  for (const row of rows) {
    if (row.visitor === null || row.kind === 'lead') continue;
    const visitor = { profile_id: row.profile_id, day: row.day, visitor: row.visitor };
    (row.kind === 'view' ? visitors : actors).set(visitorId(visitor), visitor);
  }
  const newVisitors = new Set(visitors.size === 0 ? [] : (await repo.addVisitors([...visitors.values()].sort(byCardDayKey))).map(visitorId));
  // After the views are noted: an action counts for a visit the visitor's view of the day opened.
  const newlyActed = actors.size === 0 ? [] : await repo.markActed([...actors.values()].sort(byCardDayKey));
  await repo.insertEvents(rows);
  const batch = new RollupBatch();
  for (const row of rows) {
    // A visitor is new on the first of their views in the batch only.
    const id = row.kind === 'view' && row.visitor !== null ? visitorId({ profile_id: row.profile_id, day: row.day, visitor: row.visitor }) : undefined;
    const isNewVisitor = id !== undefined && newVisitors.delete(id);
    batch.add(row, isNewVisitor);
  }
  for (const visitor of newlyActed) batch.addEngaged(visitor);
  await repo.addDaily([...batch.daily.values()].sort(byCardDayKey));
  await repo.addBreakdown([...batch.breakdown.values()].sort(byCardDayKey));
  return rows.length;
}

/**
 * The recording of a database's events, built once when the server starts (recording runs on every beacon):
 * `queue` for visitors' events, written in batches; `record` at once; `flush` before statistics are read, and `stop`
 * at shutdown. Writes run one after another; a queued batch that fails to be written goes to `onQueueError`.
 */
export function eventsService(query: QueryBuilder, onQueueError: (error: unknown) => void) {
  let lastPurge = 0;
  let stopped = false;
  let queued: { pending: PendingEvents[]; timer: NodeJS.Timeout } | undefined;
  /** The last write asked for, settled or not: the next waits for it. */
  let writing: Promise<unknown> = Promise.resolve();

  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const done = writing.then(work);
    writing = done.catch(() => undefined);
    return done;
  }

  /** Writes several requests' events in one transaction, with their rollups; returns how many were recorded. */
  async function write(pending: readonly PendingEvents[]): Promise<number> {
    const recorded = await query.transaction().execute((trx) => writeWithin(trx, pending));
    const latest = Math.max(0, ...pending.map(({ options }) => options.now?.getTime() ?? 0));
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
    const repo = eventsRepo(query);
    const purge = async () => {
      await repo.deleteVisitorsBefore(cutoffs.visitors);
      let deleted: number;
      do {
        await new Promise((resolve) => setImmediate(resolve));
        if (stopped) return;
        deleted = await inTurn(() => query.transaction().execute((trx) => eventsRepo(trx).deleteEventsBefore(cutoffs.events, PURGE_CHUNK)));
      } while (deleted === PURGE_CHUNK);
    };
    setImmediate(() => {
      if (!stopped) purge().catch(onQueueError);
    });
  }

  /** Writes the queued events now, and waits for every write asked for before. */
  async function flush(): Promise<void> {
    const queue = queued;
    if (queue) {
      queued = undefined;
      clearTimeout(queue.timer);
      if (!stopped) inTurn(() => write(queue.pending)).catch(onQueueError);
    }
    await writing;
  }

  return {
    /**
     * Records a batch of events in one transaction and updates the per-day rollups at the same time. Events for
     * unknown or unpublished cards, for items of another card, or for the viewer's own card are dropped silently.
     * Returns how many were recorded.
     */
    record(events: readonly NewEvent[], options: RecordOptions = {}): Promise<number> {
      return inTurn(() => write([{ events, options: { ...options, now: options.now ?? new Date() } }]));
    },

    /**
     * Queues a request's events; they are written within EVENT_FLUSH_MS, in one transaction with every other
     * request's queued meanwhile. Unknown cards and the like are dropped when written, as by record.
     */
    queue(events: readonly NewEvent[], options: RecordOptions): void {
      queued ??= { pending: [], timer: setTimeout(() => void flush(), EVENT_FLUSH_MS).unref() };
      queued.pending.push({ events, options: { ...options, now: options.now ?? new Date() } });
      if (queued.pending.length >= MAX_QUEUED_REQUESTS) void flush();
    },

    flush,

    /** Writes what is queued and starts nothing more (at shutdown, before the database closes). */
    async stop(): Promise<void> {
      await flush();
      stopped = true;
    },

    /** Deletes raw events older than RAW_EVENT_DAYS and visitor marks of days before yesterday; rollups stay. */
    async purgeExpired(now = new Date()): Promise<number> {
      const cutoffs = purgeCutoffs(now);
      let deleted = 0;
      let chunk: number;
      do {
        chunk = await inTurn(() => query.transaction().execute((trx) => eventsRepo(trx).deleteEventsBefore(cutoffs.events, PURGE_CHUNK)));
        deleted += chunk;
      } while (chunk === PURGE_CHUNK);
      await eventsRepo(query).deleteVisitorsBefore(cutoffs.visitors);
      return deleted;
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
