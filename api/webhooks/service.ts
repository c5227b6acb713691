import type { QueryBuilder } from '../../db/query-builder';
import { WEBHOOK_LIMIT, WEBHOOK_MESSAGES, type WebhookCreated, type WebhookDelivery, type WebhookList } from '../../shared/contract/webhooks';
import type { Config } from '../config';
import type { AuthUser } from '../http/context';
import { HttpError, conflict, notFound } from '../http/http-error';
import type { PlansService } from '../plans/service';
import { leadPayload, sampleLeadPayload, type LeadForDelivery } from './payload';
import { presentDelivery, webhooksRepo, type WebhookRow } from './repo';
import { newWebhookSecret } from './signature';
import { isPrivateHost } from './targets';

/** Who manages webhooks: their owner, or an admin. */
export type WebhookActor = Pick<AuthUser, 'id' | 'userRole'>;

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

/** The owner's webhooks: adding (with its secret, shown once), removing, listing with their logs, and a test delivery. */
export function webhooksService(query: QueryBuilder, { config, plans, wake }: { config: Pick<Config, 'webhooks'>; plans: PlansService; wake: () => void }) {
  const repo = webhooksRepo(query);

  /** The webhook if the actor may manage it; someone else's is "not found", as if it did not exist. */
  async function owned(actor: WebhookActor, id: number): Promise<WebhookRow> {
    const row = await repo.findById(id);
    if (!row || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
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
        const row = await webhooks.insert({ userId: actor.id, url, secret, now: now.toISOString() });
        if (!row) throw new HttpError(409, 'conflict', WEBHOOK_MESSAGES.duplicate, [{ path: 'url', message: WEBHOOK_MESSAGES.duplicate }]);
        return { ...(await webhooks.present(row)), secret };
      });
    },

    async remove(actor: WebhookActor, id: number): Promise<void> {
      await repo.delete((await owned(actor, id)).id);
    },

    /** Queues the sample lead to one webhook and wakes the worker. */
    async sendTest(actor: WebhookActor, id: number, now = new Date()): Promise<WebhookDelivery> {
      const row = await owned(actor, id);
      await plans.assertWebhooks(actor);
      const payload = sampleLeadPayload(now);
      const delivery = await repo.enqueue({ webhookId: row.id, event: 'test', leadName: payload.lead.name, body: JSON.stringify(payload), now: now.toISOString() });
      wake();
      return presentDelivery(delivery);
    },
  };
}
