import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { sharedCountersOf, type CounterStore } from '../http/counters';
import type { Logger } from '../log';
import { DEMO_RESTORE_INTERVAL_MS, restoreDemoContent } from './demo';

/** The scope of once-only work's leases in the shared counters. */
export const LEASE_SCOPE = 'lease';

/**
 * Whether this node takes the turn to do `work` now: the first node to ask within `everyMs` gets it, the others are
 * told no until that much time has passed. A node that dies holding the turn holds it only until then.
 */
export async function takeTurn(store: CounterStore, work: string, everyMs: number, now = Date.now()): Promise<boolean> {
  const entry = await store.add(LEASE_SCOPE, work, everyMs, now);
  return entry.count === 1;
}

// Each node's timer fires on its own schedule; a turn a minute shorter than the interval means the node that took it
// always finds it free again an interval later, whatever the timers' drift.
const DEMO_TURN_MS = DEMO_RESTORE_INTERVAL_MS - 60_000;

/** Every node asks every hour; only the node whose turn it is restores the demo account, so it is restored once an hour. */
export function scheduleSharedDemoRestore(query: QueryBuilder, files: FileStore, log: Logger, store: CounterStore = sharedCountersOf(query)): NodeJS.Timeout {
  const timer = setInterval(() => {
    takeTurn(store, 'demo-restore', DEMO_TURN_MS)
      .then((mine) => (mine ? restoreDemoContent(query, files) : false))
      .then(
        (changed) => changed && log.info('demo account restored'),
        (error: unknown) => log.error('demo restore failed', { error }),
      );
  }, DEMO_RESTORE_INTERVAL_MS);
  timer.unref();
  return timer;
}
