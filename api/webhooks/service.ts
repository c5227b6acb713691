import type { QueryBuilder } from '../../db/query-builder';
import { WEBHOOK_LIMIT, WEBHOOK_MESSAGES, WEBHOOK_SAMPLE_LIMIT, type WebhookCreated, type WebhookDelivery, type WebhookList } from '../../shared/contract/webhooks';
import type { Config } from '../config';
import type { AuthUser } from '../http/context';
import type { CounterStore } from '../http/counters';
import { HttpError, conflict, notFound } from '../http/http-error';
import { CountedLimit } from '../http/middleware/rate-limit';
import type { Logger } from '../log';
import type { PlansService } from '../plans/service';
import { CLAIM_LEASE_MS, attemptDelivery } from './deliveries';
import { leadPayload, sampleLeadPayload, type LeadForDelivery } from './payload';
import { presentDelivery, webhooksRepo, type WebhookRow } from './repo';
import type { SecretSealer } from '../sealed-secrets';
import { newWebhookSecret } from './signature';
import { isPrivateHost } from './targets';

/** Who manages webhooks: their owner, or an admin. */
export type WebhookActor = Pick<AuthUser, 'id' | 'userRole'>;

/** Who sends a sample: its lead is written in their account's language. */
export type SampleSender = WebhookActor & Pick<AuthUser, 'locale'>;

/**
 * Queues a new lead's delivery to every webhook of its owner; called inside the lead's own transaction `trx`, so a lead is
 * never stored without its deliveries. Owners whose plan does not open leads get none.
 */
export function webhookOutbox(config: Pick<Config, 'publicUrl'>, plans: PlansService) {
  return {
    async queueLead(trx: QueryBuilder, ownerId: number, lead: LeadForDelivery): Promise<void> {
      if ((await plans.within(trx).levelOf(ownerId)) === 'basic') return;
      const body = JSON.stringify(leadPayload(config.publicUrl, lead));
      await webhooksRepo(trx).enqueueLead({ userId: ownerId, leadId: lead.id, leadName: lead.name, body, now: lead.createdAt });
    },
  };
}

export type WebhookOutbox = ReturnType<typeof webhookOutbox>;

/** What the webhooks' rules need besides the database. */
export interface WebhooksServiceOptions {
  config: Pick<Config, 'webhooks'>;
  plans: PlansService;
  secrets: SecretSealer;
  /** Where the samples sent are counted (the database's shared counters when nodes share their limits). */
  counters: CounterStore;
  log: Logger;
  /** Told the owner's id once a sample's attempt is written (the worker tells of the others'). */
  changed: (ownerId: number) => void;
}

/**
 * The owner's webhooks: adding (with its secret, shown once and stored sealed), removing, listing with their logs, and
 * sending a sample lead.
 */
export function webhooksService(query: QueryBuilder, { config, plans, secrets, counters, log, changed }: WebhooksServiceOptions) {
  const repo = webhooksRepo(query);
  const samples = new CountedLimit('webhook-samples', WEBHOOK_SAMPLE_LIMIT.windowMinutes * 60_000, WEBHOOK_SAMPLE_LIMIT.max);

  /** The webhook if the actor may manage it; someone else's is "not found", as if it did not exist. */
  async function owned(actor: WebhookActor, id: number): Promise<WebhookRow> {
    const row = await repo.findById(id);
    if (!row || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  /**
   * 429 past the samples one owner may send, and those one address may receive (from any account): each sample costs
   * an attempt that may wait for its answer's whole deadline.
   */
  async function assertSampleRoom(row: WebhookRow): Promise<void> {
    const waits = await Promise.all([samples.hit(counters, `owner:${row.user_id}`), samples.hit(counters, `address:${row.url}`)]);
    const retryAfter = Math.max(...waits.map((wait) => wait ?? 0));
    if (retryAfter > 0) throw new HttpError(429, 'rate_limited', WEBHOOK_MESSAGES.sampleLimit).withHeaders({ 'Retry-After': String(retryAfter) });
  }

  return {
    async list(actor: WebhookActor): Promise<WebhookList> {
      const items = await Promise.all((await repo.listByUser(actor.id)).map(repo.present));
      return { items, limit: WEBHOOK_LIMIT };
    },

    /** Adds an HTTPS address (refusing this machine and private networks unless the configuration allows them). */
    async add(actor: WebhookActor, url: string, now = new Date()): Promise<WebhookCreated> {
      await plans.assertWebhooks(actor);
      if (!config.webhooks.allowPrivateTargets && isPrivateHost(new URL(url))) {
        throw new HttpError(400, 'validation_failed', WEBHOOK_MESSAGES.privateNetwork, [{ path: 'url', message: WEBHOOK_MESSAGES.privateNetwork }]);
      }
      const secret = newWebhookSecret();
      return query.transaction().execute(async (trx): Promise<WebhookCreated> => {
        const webhooks = webhooksRepo(trx);
        if ((await webhooks.countByUser(actor.id)) >= WEBHOOK_LIMIT) throw conflict(WEBHOOK_MESSAGES.limit, 'webhook_limit');
        const row = await webhooks.insert({ userId: actor.id, url, secret: secrets.seal(secret), now: now.toISOString() });
        if (!row) throw new HttpError(409, 'conflict', WEBHOOK_MESSAGES.duplicate, [{ path: 'url', message: WEBHOOK_MESSAGES.duplicate }]);
        return { ...(await webhooks.present(row)), secret };
      });
    },

    async remove(actor: WebhookActor, id: number): Promise<void> {
      await repo.delete((await owned(actor, id)).id);
    },

    /**
     * Sends the sample lead to one webhook, once, and answers with what came of it, as its log shows it: delivered
     * (with the receiver's status), or not and why. The delivery is queued as this request's own (leased as the worker
     * leases what it claims), so the worker takes it only if this node dies while sending it.
     */
    async sendSample(actor: SampleSender, id: number, now = new Date()): Promise<WebhookDelivery> {
      const row = await owned(actor, id);
      await plans.assertWebhooks(actor);
      await assertSampleRoom(row);
      const payload = sampleLeadPayload(now, actor.locale);
      const queued = await repo.enqueue({
        webhookId: row.id,
        event: 'test',
        leadName: payload.lead.name,
        body: JSON.stringify(payload),
        now: now.toISOString(),
        dueAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
      });
      const sent = await attemptDelivery(repo, { config: config.webhooks, secrets, log, changed }, { ...queued, url: row.url, secret: row.secret, user_id: row.user_id });
      // Removed while it was being sent: the log it would be shown in is gone too.
      if (!sent) throw notFound(WEBHOOK_MESSAGES.notFound);
      return presentDelivery(sent);
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
