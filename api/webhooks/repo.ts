import type { Database } from 'better-sqlite3';
import { WEBHOOK_LOG_LENGTH, type DeliveryError, type DeliveryStatus, type Webhook, type WebhookDelivery, type WebhookEvent } from '../../shared/contract/webhooks';

/** A `webhooks` row as stored. */
export interface WebhookRow {
  id: number;
  user_id: number;
  url: string;
  secret: string;
  created_at: string;
}

/** A `webhook_deliveries` row as stored. */
export interface DeliveryRow {
  id: number;
  webhook_id: number;
  lead_id: number | null;
  event: WebhookEvent;
  lead_name: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: DeliveryError | null;
  created_at: string;
  updated_at: string;
}

/** A due delivery with what sending it needs from its webhook. */
export type DueDelivery = DeliveryRow & Pick<WebhookRow, 'url' | 'secret'>;

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
export function webhooksRepo(db: Database) {
  const byUser = db.prepare<[number], WebhookRow>('SELECT * FROM webhooks WHERE user_id = ? ORDER BY id');
  const byId = db.prepare<[number], WebhookRow>('SELECT * FROM webhooks WHERE id = ?');
  const countByUser = db.prepare<[number], number>('SELECT count(*) FROM webhooks WHERE user_id = ?').pluck();
  const insert = db.prepare<{ userId: number; url: string; secret: string; now: string }>(
    'INSERT INTO webhooks (user_id, url, secret, created_at) VALUES (@userId, @url, @secret, @now) ON CONFLICT (user_id, url) DO NOTHING',
  );
  const remove = db.prepare<[number]>('DELETE FROM webhooks WHERE id = ?');
  const log = db.prepare<[number, number], DeliveryRow>('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY id DESC LIMIT ?');
  const deliveryById = db.prepare<[number], DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = ?');
  const enqueueOne = db.prepare(
    `INSERT INTO webhook_deliveries (webhook_id, lead_id, event, lead_name, body, next_attempt_at, created_at, updated_at)
     VALUES (@webhookId, NULL, @event, @leadName, @body, @now, @now, @now)`,
  );
  // One row per webhook of the owner, in the statement that runs inside the lead's own transaction.
  const enqueueForOwner = db.prepare(
    `INSERT INTO webhook_deliveries (webhook_id, lead_id, event, lead_name, body, next_attempt_at, created_at, updated_at)
     SELECT id, @leadId, 'lead.created', @leadName, @body, @now, @now, @now FROM webhooks WHERE user_id = @userId`,
  );
  const due = db.prepare<[string, number], DueDelivery>(
    `SELECT d.*, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  );
  const nextDue = db.prepare<[], string | null>("SELECT min(next_attempt_at) FROM webhook_deliveries WHERE status = 'pending'").pluck();
  const recordAttempt = db.prepare(
    `UPDATE webhook_deliveries SET status = @status, attempts = attempts + 1, last_status_code = @statusCode, last_error = @error,
       next_attempt_at = @nextAttemptAt, updated_at = @now WHERE id = @id`,
  );

  return {
    listByUser: (userId: number) => byUser.all(userId),
    findById: (id: number) => byId.get(id),
    countByUser: (userId: number) => countByUser.get(userId) ?? 0,
    /** Adds a webhook; undefined when the user already has one at this address. */
    insert(webhook: { userId: number; url: string; secret: string; now: string }): WebhookRow | undefined {
      const { changes, lastInsertRowid } = insert.run(webhook);
      return changes === 1 ? byId.get(Number(lastInsertRowid)) : undefined;
    },
    delete: (id: number) => remove.run(id),
    /** The webhook as its owner sees it, with its latest deliveries. */
    present: (row: WebhookRow): Webhook => ({
      id: row.id,
      url: row.url,
      createdAt: row.created_at,
      deliveries: log.all(row.id, WEBHOOK_LOG_LENGTH).map(presentDelivery),
    }),
    /** Queues a delivery to one webhook (the test's sample lead), due now. */
    enqueue(delivery: { webhookId: number; event: WebhookEvent; leadName: string; body: string; now: string }): DeliveryRow {
      return deliveryById.get(Number(enqueueOne.run(delivery).lastInsertRowid))!;
    },
    /** Queues a new lead's delivery to every webhook of its owner, due now; returns how many were queued. */
    enqueueLead: (delivery: { userId: number; leadId: number; leadName: string; body: string; now: string }) => enqueueForOwner.run(delivery).changes,
    /** The deliveries whose attempt is due, oldest first. */
    due: (now: string, limit: number) => due.all(now, limit),
    /** When the earliest waiting delivery is due, if any waits. */
    nextDue: () => nextDue.get() ?? null,
    recordAttempt: (id: number, outcome: AttemptOutcome) => recordAttempt.run({ id, ...outcome }),
  };
}

export type WebhooksRepo = ReturnType<typeof webhooksRepo>;
