import type { Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { Locale } from '../../shared/contract/auth';
import { PUSH_SUBSCRIPTION_LIMIT, type PushSubscriptionInput } from '../../shared/contract/push';
import type { NotificationTold } from '../../shared/i18n/notification-texts';

/** A device to push to, with its owner's language. */
export type PushTarget = Selectable<Tables['push_subscriptions']> & { locale: Locale };

/** A claimed row of the queue: one notification for one device. */
export type QueuedPush = Pick<Selectable<Tables['push_queue']>, 'id' | 'subscription_id' | 'notification_id' | 'failures'>;

/** A notification as a push tells it. */
export type PushedNotification = NotificationTold & { id: number };

/** SQL access to the devices owners asked to be told on, and to what waits to be pushed to them. */
export function pushRepo(query: QueryBuilder) {
  return {
    /**
     * Keeps this device for the user: a device known under another account moves to this one (whoever signed in last
     * is told), its keys are refreshed, and the user's oldest devices beyond the limit are let go.
     */
    async subscribe(userId: number, input: PushSubscriptionInput, now: string): Promise<void> {
      await query.transaction().execute(async (trx) => {
        const known = await trx.selectFrom('push_subscriptions').select(['id', 'user_id']).where('endpoint', '=', input.endpoint).executeTakeFirst();
        if (known?.user_id === userId) {
          await trx.updateTable('push_subscriptions').set({ p256dh: input.keys.p256dh, auth: input.keys.auth }).where('id', '=', known.id).execute();
          return;
        }
        if (known) await trx.deleteFrom('push_subscriptions').where('id', '=', known.id).execute();
        await trx.insertInto('push_subscriptions').values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: now }).execute();
        const beyond = await trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(PUSH_SUBSCRIPTION_LIMIT)
          .limit(1000)
          .execute();
        if (beyond.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', beyond.map((row) => row.id)).execute();
      });
    },

    /** Forgets this device for the user (another account's device is left alone). */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await query.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
    },

    /** The user's devices, oldest first. */
    ofUser: (userId: number) => query.selectFrom('push_subscriptions').select(['id', 'endpoint', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),

    /** Queues a new notification for every device of its user (called in the transaction that stores it). */
    async enqueue(userId: number, notificationId: number, now: string): Promise<void> {
      await query
        .insertInto('push_queue')
        .columns(['subscription_id', 'notification_id', 'due_at'])
        .expression((eb) => eb.selectFrom('push_subscriptions').select((s) => ['id', s.val(notificationId).as('notification_id'), s.val(now).as('due_at')]).where('user_id', '=', userId))
        .execute();
    },

    /**
     * Claims what is due, in one statement, so that the workers of several nodes never take the same row: each claimed
     * row is due again only when the lease ends (a node that dies mid-send leaves it to another then).
     */
    async claimDue(now: string, leaseUntil: string, limit: number): Promise<QueuedPush[]> {
      const due = query.selectFrom('push_queue').select('id').where('due_at', '<=', now).orderBy('due_at').orderBy('id').limit(limit);
      const claimed = await query
        .updateTable('push_queue')
        .set({ due_at: leaseUntil })
        .where('id', 'in', engineOf(query) === 'postgres' ? due.forUpdate().skipLocked() : due)
        .where('due_at', '<=', now)
        .returning(['id', 'subscription_id', 'notification_id', 'failures'])
        .execute();
      return claimed.sort((a, b) => a.id - b.id);
    },

    target: (subscriptionId: number): Promise<PushTarget | undefined> =>
      query
        .selectFrom('push_subscriptions')
        .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
        .selectAll('push_subscriptions')
        .select('users.locale')
        .where('push_subscriptions.id', '=', subscriptionId)
        .executeTakeFirst(),

    /** The notifications still there (one deleted meanwhile is not pushed), oldest first. */
    async notifications(ids: number[]): Promise<PushedNotification[]> {
      if (ids.length === 0) return [];
      const rows = await query.selectFrom('notifications').select(['id', 'title', 'content', 'kind', 'params']).where('id', 'in', ids).orderBy('id').execute();
      return rows.map((row) => ({ ...row, params: JSON.parse(row.params) as Record<string, string> }) as PushedNotification);
    },

    /** The rows wait until `at` (the device's quiet period, or a retry's pause). */
    async postpone(ids: number[], at: string, failures?: number): Promise<void> {
      await query
        .updateTable('push_queue')
        .set(failures === undefined ? { due_at: at } : { due_at: at, failures })
        .where('id', 'in', ids)
        .execute();
    },

    /** The rows were pushed (or given up): they leave the queue, and the device's quiet period starts if pushed. */
    async settle(subscriptionId: number, ids: number[], pushedAt: string | null): Promise<void> {
      await query.transaction().execute(async (trx) => {
        await trx.deleteFrom('push_queue').where('id', 'in', ids).execute();
        if (pushedAt) await trx.updateTable('push_subscriptions').set({ last_pushed_at: pushedAt }).where('id', '=', subscriptionId).execute();
      });
    },

    /** The push service no longer knows the device (404, 410): it goes, with what waited for it. */
    async forget(subscriptionId: number): Promise<void> {
      await query.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
    },
  };
}

export type PushRepo = ReturnType<typeof pushRepo>;
