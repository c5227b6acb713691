import type { QueryBuilder } from '../../db/query-builder';
import { WEBHOOK_HEADERS, type DeliveryError } from '../../shared/contract/webhooks';
import type { WebhookConfig } from '../config';
import type { Logger } from '../log';
import { webhooksRepo, type AttemptOutcome, type DeliveryRow, type DueDelivery, type WebhooksRepo } from './repo';
import type { SecretSealer } from '../sealed-secrets';
import { webhookSignature } from './signature';
import { postOutbound } from './outbound';

/** How long a delivery is retried, counted from when it was queued. */
export const DELIVERY_RETRY_PERIOD_MS = 24 * 60 * 60 * 1000;
/** The longest pause between two attempts. */
const LONGEST_PAUSE_MS = 6 * 60 * 60 * 1000;
/** How long a receiver has to answer. */
const ANSWER_TIMEOUT_MS = 10_000;
/** How often the outbox is looked at for retries that fell due (a new lead wakes the worker at once). */
const POLL_MS = 1_000;
/** How many attempts one worker has under way at most. */
const SLOTS = 10;
/**
 * How many of them one owner's deliveries may take: an address that never answers holds up its own owner's
 * deliveries, never the others'.
 */
const SLOTS_PER_OWNER = 2;
/**
 * How long a claimed delivery is this worker's to send before it falls due again. An attempt ends by the answer's
 * deadline, so twice that leaves room for a busy moment, and a delivery whose node died mid-send waits 20 s, not more.
 */
export const CLAIM_LEASE_MS = 2 * ANSWER_TIMEOUT_MS;

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

/** POSTs one delivery's body, signed with the webhook's secret, and reads the receiver's status (not its answer's body). */
async function post(delivery: DueDelivery, secret: string, config: WebhookConfig, now: Date): Promise<Attempt> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(delivery.body),
    'User-Agent': 'Kartis-Webhooks/1',
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, delivery.body),
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.event]: delivery.event,
    [WEBHOOK_HEADERS.delivery]: String(delivery.id),
  };
  const answer = await postOutbound(new URL(delivery.url), { headers, body: delivery.body }, config, ANSWER_TIMEOUT_MS);
  return 'error' in answer ? { error: errorKind(answer.error) } : answer;
}

/**
 * What an attempt leaves in the outbox: delivered on a 2xx, else retried later, or given up after a day. A sample
 * lead is tried once: its owner is waiting for the answer, and a retry would tell them nothing more.
 */
export function outcomeOf(delivery: Pick<DueDelivery, 'attempts' | 'created_at' | 'event'>, attempt: Attempt, now: Date, firstRetryMs: number): AttemptOutcome {
  const statusCode = 'statusCode' in attempt ? attempt.statusCode : null;
  const base = { statusCode, now: now.toISOString() };
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { ...base, status: 'delivered', error: null, nextAttemptAt: null };
  const error = 'error' in attempt ? attempt.error : 'http_status';
  const next = now.getTime() + pauseAfter(delivery.attempts + 1, firstRetryMs);
  if (delivery.event === 'test' || next > Date.parse(delivery.created_at) + DELIVERY_RETRY_PERIOD_MS) return { ...base, status: 'failed', error, nextAttemptAt: null };
  return { ...base, status: 'pending', error, nextAttemptAt: new Date(next).toISOString() };
}

/** What sending deliveries needs besides the database, and whom it tells of each attempt written. */
export interface DeliveryOptions {
  config: WebhookConfig;
  secrets: SecretSealer;
  log: Logger;
  /** Told the webhook owner's id once an attempt's outcome is written: the owner's log changed. */
  changed: (ownerId: number) => void;
}

/**
 * Sends one claimed delivery and writes its attempt back; the delivery as it now stands (undefined when its webhook was
 * removed meanwhile).
 */
export async function attemptDelivery(repo: WebhooksRepo, { config, secrets, log, changed }: DeliveryOptions, delivery: DueDelivery): Promise<DeliveryRow | undefined> {
  const result = await post(delivery, secrets.open(delivery.secret), config, new Date());
  const outcome = outcomeOf(delivery, result, new Date(), config.firstRetryMs);
  const row = await repo.recordAttempt(delivery.id, outcome);
  if (row) changed(delivery.user_id);
  if (outcome.status === 'failed' && delivery.event !== 'test') log.warn('webhook delivery given up', { delivery: delivery.id, webhook: delivery.webhook_id });
  return row;
}

/**
 * The server's delivery worker: sends the outbox's due deliveries, several at once, and writes back each attempt. It
 * reads everything from the database, so deliveries queued before a restart (or a crash) go out after it. Owners take
 * turns: each claim takes one due delivery per owner, and an owner never has more than SLOTS_PER_OWNER attempts under
 * way, so one owner's backlog or dead address never keeps another's leads waiting. A slot freed is refilled at once.
 * Claims are single statements, so the workers of several nodes over one database never send the same delivery twice
 * (unless one takes longer than its lease).
 */
export function webhookDeliveries(query: QueryBuilder, options: DeliveryOptions) {
  const { log } = options;
  const repo = webhooksRepo(query);
  let timer: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;
  let wokenWhileClaiming = false;
  /** The attempts under way, and how many of them are each owner's. */
  const underWay = new Set<Promise<void>>();
  const perOwner = new Map<number, number>();

  function begin(delivery: DueDelivery): void {
    const owner = delivery.user_id;
    perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
    const sending: Promise<void> = attemptDelivery(repo, options, delivery)
      .then(() => undefined, (error: unknown) => log.error('webhook delivery failed', { error, delivery: delivery.id }))
      .finally(() => {
        underWay.delete(sending);
        const left = perOwner.get(owner)! - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
        wake();
      });
    underWay.add(sending);
  }

  /** Claims due deliveries while a slot is free and some owner may take one. */
  async function fillSlots(): Promise<void> {
    for (;;) {
      if (!timer || underWay.size >= SLOTS) return;
      const now = new Date();
      const busy = [...perOwner].filter(([, count]) => count >= SLOTS_PER_OWNER).map(([owner]) => owner);
      const claimed = await repo.claimDue(now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(), SLOTS - underWay.size, busy);
      if (claimed.length === 0) return;
      for (const delivery of claimed) begin(delivery);
    }
  }

  /** Fills the free slots with what is due now; a call while claiming claims once more afterwards. */
  function wake(): void {
    if (!timer) return;
    if (claiming) {
      wokenWhileClaiming = true;
      return;
    }
    claiming = fillSlots()
      .catch((error: unknown) => log.error('webhook deliveries failed', { error }))
      .finally(() => {
        claiming = undefined;
        if (wokenWhileClaiming) {
          wokenWhileClaiming = false;
          wake();
        }
      });
  }

  return {
    wake,
    /** Starts sending: now, whenever woken, and at every poll. */
    start(): void {
      if (timer) return;
      timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
    },
    /** Stops claiming and waits for the attempts under way to be written. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await claiming;
      await Promise.all(underWay);
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof webhookDeliveries>;
