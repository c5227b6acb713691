import type { QueryBuilder } from '../../db/query-builder';
import { dueWork } from '../due-work';
import type { Logger } from '../log';
import { pushMessageOf } from './message';
import { pushRepo, type QueuedPush } from './repo';
import { sendPush, type PushSender } from './send';

/** How often the queue is looked at (a new notification wakes the worker at once; retries and postponed pushes wait for this). */
const POLL_MS = 2_000;
const BATCH = 200;
/** How long claimed rows are this worker's; a node that dies mid-send leaves them to another after this. */
const CLAIM_LEASE_MS = 30_000;
/** Attempts before a push the push service keeps refusing is dropped, and the pause after the first failure. */
const ATTEMPTS = 3;
const FIRST_RETRY_MS = 30_000;

/**
 * The worker that pushes new notifications to their owners' devices. Everything waits in the database (`push_queue`,
 * filled in the transaction that stores a notification), claimed in one statement so that the workers of several nodes
 * never push one twice. A device is pushed at most once per quiet period: what arrives meanwhile waits for its end and
 * goes out as one push (a burst of leads rings the phone twice, not fifty times). A device the push service no longer
 * knows (404, 410) is forgotten; other failures are tried again twice, then dropped.
 */
export function pushWorker(query: QueryBuilder, { sender, quietMs, log }: { sender: () => PushSender; quietMs: number; log: Logger }) {
  const repo = pushRepo(query);

  async function push(subscriptionId: number, rows: QueuedPush[], now: Date): Promise<void> {
    const ids = rows.map((row) => row.id);
    const target = await repo.target(subscriptionId);
    if (!target) return;
    const quietUntil = target.last_pushed_at ? Date.parse(target.last_pushed_at) + quietMs : 0;
    if (quietUntil > now.getTime()) return repo.postpone(ids, new Date(quietUntil).toISOString());
    const notifications = await repo.notifications(rows.map((row) => row.notification_id));
    if (notifications.length === 0) return repo.settle(subscriptionId, ids, null);
    const outcome = await sendPush(target, pushMessageOf(notifications, target.locale), sender());
    const status = 'statusCode' in outcome ? outcome.statusCode : undefined;
    if (status !== undefined && status >= 200 && status < 300) return repo.settle(subscriptionId, ids, new Date().toISOString());
    if (status === 404 || status === 410) {
      log.info('push subscription gone', { subscription: subscriptionId, user: target.user_id, status });
      return repo.forget(subscriptionId);
    }
    const failures = Math.max(...rows.map((row) => row.failures)) + 1;
    const why = status ?? ('error' in outcome ? outcome.error : undefined);
    if (failures >= ATTEMPTS) {
      log.warn('push given up', { subscription: subscriptionId, user: target.user_id, notifications: notifications.length, why });
      return repo.settle(subscriptionId, ids, null);
    }
    log.info('push not delivered, to retry', { subscription: subscriptionId, attempt: failures, why });
    await repo.postpone(ids, new Date(Date.now() + FIRST_RETRY_MS * 2 ** (failures - 1)).toISOString(), failures);
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const now = new Date();
      const batch = await repo.claimDue(now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(), BATCH);
      const bySubscription = new Map<number, QueuedPush[]>();
      for (const row of batch) bySubscription.set(row.subscription_id, [...(bySubscription.get(row.subscription_id) ?? []), row]);
      for (const [subscriptionId, rows] of bySubscription) await push(subscriptionId, rows, now);
      if (batch.length < BATCH) return;
    }
  }

  // Started by api/index.ts; `sendDue` pushes what is due once, now.
  return { ...dueWork(sendDue, { pollMs: POLL_MS, log, failure: 'pushes failed' }), sendDue };
}

export type PushWorker = ReturnType<typeof pushWorker>;
