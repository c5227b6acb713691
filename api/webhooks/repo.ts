import type { Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import { WEBHOOK_LOG_LENGTH, type DeliveryError, type DeliveryStatus, type Webhook, type WebhookDelivery, type WebhookEvent } from '../../shared/contract/webhooks';

/** A `webhooks` row as stored. */
export type WebhookRow = Selectable<Tables['webhooks']>;

/** A `webhook_deliveries` row as stored. */
export type DeliveryRow = Omit<Selectable<Tables['webhook_deliveries']>, 'last_error'> & { last_error: DeliveryError | null };

/** A due delivery with what sending it needs from its webhook, and whose it is. */
export type DueDelivery = DeliveryRow & Pick<WebhookRow, 'url' | 'secret' | 'user_id'>;

/** The outcome of one attempt, as written back. */
export interface AttemptOutcome {
  status: DeliveryStatus;
  statusCode: number | null;
  error: DeliveryError | null;
  nextAttemptAt: string | null;
  now: string;
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    leadName: row.lead_name,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** SQL access to webhooks and their outbox of deliveries. */
export function webhooksRepo(query: QueryBuilder) {
  const deliveries = () => query.selectFrom('webhook_deliveries').selectAll();

  return {
    listByUser: (userId: number) => query.selectFrom('webhooks').selectAll().where('user_id', '=', userId).orderBy('id').execute() as Promise<WebhookRow[]>,
    findById: (id: number) => query.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst() as Promise<WebhookRow | undefined>,
    async countByUser(userId: number): Promise<number> {
      const { n } = await query.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    /** Adds a webhook; undefined when the user already has one at this address. */
    insert(webhook: { userId: number; url: string; secret: string; now: string }): Promise<WebhookRow | undefined> {
      return query
        .insertInto('webhooks')
        .values({ user_id: webhook.userId, url: webhook.url, secret: webhook.secret, created_at: webhook.now })
        .onConflict((conflict) => conflict.columns(['user_id', 'url']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },
    async delete(id: number): Promise<void> {
      await query.deleteFrom('webhooks').where('id', '=', id).execute();
    },
    /** The webhook as its owner sees it, with its latest deliveries. */
    async present(row: WebhookRow): Promise<Webhook> {
      const log = (await deliveries().where('webhook_id', '=', row.id).orderBy('id', 'desc').limit(WEBHOOK_LOG_LENGTH).execute()) as DeliveryRow[];
      return { id: row.id, url: row.url, createdAt: row.created_at, deliveries: log.map(presentDelivery) };
    },
    /** Queues a delivery to one webhook (the sample lead), due at `dueAt`. */
    enqueue(delivery: { webhookId: number; event: WebhookEvent; leadName: string; body: string; now: string; dueAt: string }): Promise<DeliveryRow> {
      const { now } = delivery;
      return query
        .insertInto('webhook_deliveries')
        .values({ webhook_id: delivery.webhookId, lead_id: null, event: delivery.event, lead_name: delivery.leadName, body: delivery.body, next_attempt_at: delivery.dueAt, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<DeliveryRow>;
    },
    /** Queues a new lead's delivery to every webhook of its owner, due now; returns how many were queued. */
    async enqueueLead(delivery: { userId: number; leadId: number; leadName: string; body: string; now: string }): Promise<number> {
      const { now } = delivery;
      const webhooks = await query.selectFrom('webhooks').select('id').where('user_id', '=', delivery.userId).orderBy('id').execute();
      if (webhooks.length === 0) return 0;
      await query
        .insertInto('webhook_deliveries')
        .values(
          webhooks.map(({ id }) => ({
            webhook_id: id,
            lead_id: delivery.leadId,
            event: 'lead.created' as const,
            lead_name: delivery.leadName,
            body: delivery.body,
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      return webhooks.length;
    },
    /**
     * Takes up to `limit` deliveries whose attempt is due at `now`, each owner's oldest one, owners in the order their
     * oldest fell due, leaving out the owners in `busy`: an owner with thousands due gets one turn like any other. One
     * statement moves their next attempt to `leaseUntil`, so another worker (another node) does not find them due
     * while they are sent, and a worker that dies mid-send leaves them due again once the lease runs out. PostgreSQL
     * skips the rows another worker is claiming at the same moment rather than waiting for them.
     */
    async claimDue(now: string, leaseUntil: string, limit: number, busy: readonly number[] = []): Promise<DueDelivery[]> {
      const ranked = query
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select((eb) => ['d.id', 'd.next_attempt_at', eb.fn.agg<number>('row_number').over((over) => over.partitionBy('w.user_id').orderBy('d.next_attempt_at').orderBy('d.id')).as('turn')])
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .$if(busy.length > 0, (qb) => qb.where('w.user_id', 'not in', busy));
      const firstTurns = query
        .selectFrom(ranked.as('ranked'))
        .select('ranked.id')
        .where('ranked.turn', '=', 1)
        .orderBy('ranked.next_attempt_at')
        .orderBy('ranked.id')
        .limit(limit);
      const claimable = engineOf(query) === 'postgres' ? query.selectFrom('webhook_deliveries').select('id').where('id', 'in', firstTurns).forUpdate().skipLocked() : firstTurns;
      const claimed = (await query
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: leaseUntil })
        .where('id', 'in', claimable)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .returningAll()
        .execute()) as DeliveryRow[];
      if (claimed.length === 0) return [];
      const targets = await query
        .selectFrom('webhooks')
        .select(['id', 'url', 'secret', 'user_id'])
        .where('id', 'in', [...new Set(claimed.map((row) => row.webhook_id))])
        .execute();
      const byId = new Map(targets.map((target) => [target.id, target]));
      return claimed
        .sort((a, b) => a.id - b.id)
        .flatMap((row) => {
          const target = byId.get(row.webhook_id);
          return target ? [{ ...row, url: target.url, secret: target.secret, user_id: target.user_id }] : [];
        });
    },
    /** Writes an attempt's outcome; the delivery as it now stands (undefined when its webhook was removed meanwhile). */
    async recordAttempt(id: number, outcome: AttemptOutcome): Promise<DeliveryRow | undefined> {
      return (await query
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: outcome.status,
          attempts: eb('attempts', '+', 1),
          last_status_code: outcome.statusCode,
          last_error: outcome.error,
          next_attempt_at: outcome.nextAttemptAt,
          updated_at: outcome.now,
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()) as DeliveryRow | undefined;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof webhooksRepo>;
