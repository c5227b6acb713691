import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { QueryBuilder } from '../../db/query-builder';
import { WEBHOOK_HEADERS, type DeliveryError } from '../../shared/contract/webhooks';
import type { WebhookConfig } from '../config';
import { dueWork } from '../due-work';
import type { Logger } from '../log';
import { webhooksRepo, type AttemptOutcome, type DueDelivery } from './repo';
import { webhookSignature } from './signature';
import { isPrivateHost, publicOnlyLookup } from './targets';

/** How long a delivery is retried, counted from when it was queued. */
export const DELIVERY_RETRY_PERIOD_MS = 24 * 60 * 60 * 1000;
/** The longest pause between two attempts. */
const LONGEST_PAUSE_MS = 6 * 60 * 60 * 1000;
/** How long a receiver has to answer. */
const ANSWER_TIMEOUT_MS = 10_000;
/** How often the outbox is looked at for retries that fell due (a new lead or test wakes the worker at once). */
const POLL_MS = 1_000;
const BATCH = 10;
/**
 * How long a claimed delivery is this worker's to send before it falls due again. An attempt ends by the answer's
 * deadline, so twice that leaves room for a busy moment, and a delivery whose node died mid-send waits 20 s, not more.
 */
const CLAIM_LEASE_MS = 2 * ANSWER_TIMEOUT_MS;

/** What one attempt came to: the receiver's status code, or why no answer came. */
type Attempt = { statusCode: number } | { error: DeliveryError };

const TLS_ERROR = /^(CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH)/;

function errorKind(error: NodeJS.ErrnoException): DeliveryError {
  const code = error.code ?? '';
  if (code === 'EPRIVATETARGET') return 'private_network';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (TLS_ERROR.test(code)) return 'tls';
  return 'network';
}

/** The pause after the `attempts`-th failed attempt: the first retry's, doubled each time, at most six hours. */
export function pauseAfter(attempts: number, firstRetryMs: number): number {
  return Math.min(firstRetryMs * 2 ** Math.min(attempts - 1, 30), LONGEST_PAUSE_MS);
}

/** POSTs one delivery's body, signed, and reads the receiver's status (not its answer's body). */
function post(delivery: DueDelivery, config: WebhookConfig, now: Date): Promise<Attempt> {
  const url = new URL(delivery.url);
  if (!config.allowPrivateTargets && isPrivateHost(url)) return Promise.resolve({ error: 'private_network' });
  const timestamp = Math.floor(now.getTime() / 1000);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(delivery.body),
        'User-Agent': 'Kartis-Webhooks/1',
        [WEBHOOK_HEADERS.signature]: webhookSignature(delivery.secret, timestamp, delivery.body),
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: String(delivery.id),
      },
      lookup: config.allowPrivateTargets ? undefined : publicOnlyLookup,
      ca: config.extraCa ? [...rootCertificates, config.extraCa] : undefined,
      agent: false,
    });
    // One deadline for the whole answer: a receiver trickling bytes never holds the worker up.
    const deadline = setTimeout(() => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })), ANSWER_TIMEOUT_MS);
    // The status is all that is read: the answer's body is never waited for.
    req.on('response', (res) => {
      clearTimeout(deadline);
      resolve({ statusCode: res.statusCode ?? 0 });
      res.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      resolve({ error: errorKind(error) });
    });
    req.end(delivery.body);
  });
}

/** What an attempt leaves in the outbox: delivered on a 2xx, else retried later, or given up after a day. */
export function outcomeOf(delivery: Pick<DueDelivery, 'attempts' | 'created_at'>, attempt: Attempt, now: Date, firstRetryMs: number): AttemptOutcome {
  const statusCode = 'statusCode' in attempt ? attempt.statusCode : null;
  const base = { statusCode, now: now.toISOString() };
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { ...base, status: 'delivered', error: null, nextAttemptAt: null };
  const error = 'error' in attempt ? attempt.error : 'http_status';
  const next = now.getTime() + pauseAfter(delivery.attempts + 1, firstRetryMs);
  if (next > Date.parse(delivery.created_at) + DELIVERY_RETRY_PERIOD_MS) return { ...base, status: 'failed', error, nextAttemptAt: null };
  return { ...base, status: 'pending', error, nextAttemptAt: new Date(next).toISOString() };
}

/**
 * The server's delivery worker: sends the outbox's due deliveries, a few at a time, and writes back each attempt.
 * It reads everything from the database, so deliveries queued before a restart (or a crash) go out after it. Each
 * batch is claimed in one statement, so the workers of several nodes over one database never send the same delivery
 * twice (unless one takes longer than its lease).
 */
export function webhookDeliveries(query: QueryBuilder, config: WebhookConfig, log: Logger) {
  const repo = webhooksRepo(query);

  async function attempt(delivery: DueDelivery): Promise<void> {
    const result = await post(delivery, config, new Date());
    const outcome = outcomeOf(delivery, result, new Date(), config.firstRetryMs);
    await repo.recordAttempt(delivery.id, outcome);
    if (outcome.status === 'failed') log.warn('webhook delivery given up', { delivery: delivery.id, webhook: delivery.webhook_id });
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const now = new Date();
      const batch = await repo.claimDue(now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(), BATCH);
      await Promise.all(batch.map(attempt));
      if (batch.length < BATCH) return;
    }
  }

  // Started by api/index.ts: sends now, whenever a new lead or test wakes it, and at every poll.
  return dueWork(sendDue, { pollMs: POLL_MS, log, failure: 'webhook deliveries failed' });
}

export type WebhookDeliveries = ReturnType<typeof webhookDeliveries>;
