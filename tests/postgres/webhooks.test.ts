import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/log';
import { usersRepo } from '../../api/users/repo';
import { webhookDeliveries } from '../../api/webhooks/deliveries';
import { sampleLeadPayload } from '../../api/webhooks/payload';
import { webhooksRepo } from '../../api/webhooks/repo';
import { ForeignDataKeyError, secretSealer } from '../../api/sealed-secrets';
import { sealStoredSecrets } from '../../api/webhooks/secrets';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';
import { WEBHOOK_RECEIVER_CA_FILE, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const queuedAt = '2026-04-01T09:00:00.000Z';

/** An owner (`name`) with one webhook at `url` and `count` sample deliveries to it, all due at `dueAt`. */
async function queued(query: QueryBuilder, url: string, count: number, { name = 'hooks', dueAt = queuedAt }: { name?: string; dueAt?: string } = {}) {
  const owner = await usersRepo(query).createUser({ username: name, email: `${name}@example.com`, passwordHash: 'h', googleSub: null, displayName: 'Hooks' });
  const repo = webhooksRepo(query);
  const webhook = (await repo.insert({ userId: owner.id, url, secret: 'whsec_two_nodes', now: queuedAt }))!;
  expect(await repo.insert({ userId: owner.id, url, secret: 'other', now: queuedAt })).toBeUndefined();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await repo.enqueue({ webhookId: webhook.id, event: 'test', leadName: `ליד ${i}`, body: JSON.stringify(sampleLeadPayload(new Date(), 'he')), now: queuedAt, dueAt })).id);
  }
  return { owner, webhook, ids };
}

let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

describe.each(engines)('webhook deliveries on $name', ({ open, openTwoNodes }) => {
  it('queues a lead’s delivery to each of its owner’s webhooks and lists the newest first', async () => {
    const query = await open();
    const repo = webhooksRepo(query);
    const { owner, webhook } = await queued(query, 'https://hooks.example.com/a', 0);
    const second = (await repo.insert({ userId: owner.id, url: 'https://hooks.example.com/b', secret: 's', now: queuedAt }))!;
    expect(await repo.countByUser(owner.id)).toBe(2);
    const { id: leadId } = await query
      .insertInto('leads')
      .values({ user_id: owner.id, profile_id: null, card_name: 'כרטיס', name: 'רות', consent_text: 'מסכימה', consented_at: queuedAt, idempotency_key: 'k', seed_key: null, created_at: queuedAt, updated_at: queuedAt, organisation_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await repo.enqueueLead({ userId: owner.id, leadId, leadName: 'רות', body: '{}', now: queuedAt })).toBe(2);
    expect(await repo.enqueueLead({ userId: owner.id + 1, leadId, leadName: 'x', body: '{}', now: queuedAt })).toBe(0);
    expect((await repo.listByUser(owner.id)).map((row) => row.id)).toEqual([webhook.id, second.id]);
    expect((await repo.present(webhook)).deliveries).toMatchObject([{ event: 'lead.created', leadName: 'רות', status: 'pending', attempts: 0, nextAttemptAt: queuedAt }]);
  }, 20_000);

  it('gives each due delivery to one of two nodes claiming at once, and again to a node once its lease ran out', async () => {
    const [nodeA, nodeB] = await openTwoNodes();
    const { ids } = await queued(nodeA, 'https://hooks.example.com/', 25);
    const now = '2026-04-01T09:00:05.000Z';
    const lease = '2026-04-01T09:01:05.000Z';
    const claimedBy: number[][] = [[], []];
    for (;;) {
      const [a, b] = await Promise.all([webhooksRepo(nodeA).claimDue(now, lease, 4), webhooksRepo(nodeB).claimDue(now, lease, 4)]);
      claimedBy[0]!.push(...a.map((d) => d.id));
      claimedBy[1]!.push(...b.map((d) => d.id));
      for (const delivery of [...a, ...b]) expect(delivery).toMatchObject({ url: 'https://hooks.example.com/', secret: 'whsec_two_nodes', next_attempt_at: lease, status: 'pending' });
      if (a.length === 0 && b.length === 0) break;
    }
    expect([...claimedBy[0]!, ...claimedBy[1]!].sort((x, y) => x - y)).toEqual(ids);
    // A node that died while sending leaves its deliveries due again once their lease has run out (one owner's, one at a time).
    const again: number[] = [];
    for (;;) {
      const claimed = await webhooksRepo(nodeB).claimDue('2026-04-01T09:01:05.000Z', '2026-04-01T09:02:05.000Z', 100);
      if (claimed.length === 0) break;
      again.push(...claimed.map((d) => d.id));
    }
    expect(again).toEqual(ids);
  }, 30_000);

  it('seals the secrets stored plain when the server starts, and refuses to start over secrets sealed under another key', async () => {
    const query = await open();
    const { webhook } = await queued(query, 'https://hooks.example.com/old', 0);
    const secrets = secretSealer(randomBytes(32));
    expect(secrets.open('whsec_two_nodes')).toBe('whsec_two_nodes');

    expect(await sealStoredSecrets(query, secrets)).toBe(1);
    const { secret: stored } = await query.selectFrom('webhooks').select('secret').where('id', '=', webhook.id).executeTakeFirstOrThrow();
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain('two_nodes');
    expect(secrets.open(stored)).toBe('whsec_two_nodes');
    // Sealed anew each time (a fresh IV), sealed once only.
    expect(secrets.seal('whsec_two_nodes')).not.toBe(stored);
    expect(await sealStoredSecrets(query, secrets)).toBe(0);

    const otherKey = secretSealer(randomBytes(32));
    expect(() => otherKey.open(stored)).toThrow(ForeignDataKeyError);
    await expect(sealStoredSecrets(query, otherKey)).rejects.toThrow(/sealed under another data key/);
    // A sealed secret changed by anyone without the key does not open.
    const tampered = stored.replace(/.(:[^:]+)$/, (match, tag: string) => (match[0] === 'A' ? 'B' : 'A') + tag);
    expect(() => secrets.open(tampered)).toThrow();
  }, 20_000);

  it('gives every owner a turn: one due delivery per owner per claim, oldest owners first, none to the owners left out', async () => {
    const query = await open();
    const backlog = await queued(query, 'https://dead.example.com/', 25);
    const second = await queued(query, 'https://hooks.example.com/b', 1, { name: 'second', dueAt: '2026-04-01T09:00:01.000Z' });
    const third = await queued(query, 'https://hooks.example.com/c', 2, { name: 'third', dueAt: '2026-04-01T09:00:02.000Z' });
    const repo = webhooksRepo(query);
    const now = '2026-04-01T09:00:05.000Z';
    const lease = '2026-04-01T09:01:05.000Z';
    const claimedIds = async (limit: number, busy: number[] = []) => (await repo.claimDue(now, lease, limit, busy)).map((d) => [d.user_id, d.id]);

    expect(await claimedIds(1)).toEqual([[backlog.owner.id, backlog.ids[0]]]);
    expect(await claimedIds(10)).toEqual([
      [backlog.owner.id, backlog.ids[1]],
      [second.owner.id, second.ids[0]],
      [third.owner.id, third.ids[0]],
    ]);
    expect(await claimedIds(10, [backlog.owner.id])).toEqual([[third.owner.id, third.ids[1]]]);
    expect(await claimedIds(10, [backlog.owner.id])).toEqual([]);
    expect(await claimedIds(10)).toEqual([[backlog.owner.id, backlog.ids[2]]]);
  }, 20_000);

  it('sends each delivery once when the workers of two nodes share the outbox', async () => {
    const [nodeA, nodeB] = await openTwoNodes();
    receiver = await startWebhookReceiver();
    receiver.useSecret('whsec_two_nodes');
    const { ids } = await queued(nodeA, receiver.url, 30);
    await nodeA.updateTable('webhook_deliveries').set({ next_attempt_at: new Date().toISOString(), created_at: new Date().toISOString() }).execute();
    const config = { allowPrivateTargets: true, extraCa: readFileSync(WEBHOOK_RECEIVER_CA_FILE, 'utf8'), firstRetryMs: 60_000 };
    const options = { config, secrets: secretSealer(randomBytes(32)), log: createLogger('silent'), changed: () => undefined };
    const workers = [webhookDeliveries(nodeA, options), webhookDeliveries(nodeB, options)];
    for (const worker of workers) worker.start();
    try {
      await expect.poll(() => receiver!.received.length, { timeout: 20_000, interval: 100 }).toBe(ids.length);
      // Both workers poll every second: a second round would send a delivery again if it could.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const sent = receiver.received.map((d) => Number(d.headers['x-kartis-delivery'])).sort((x, y) => x - y);
    expect(sent).toEqual(ids);
    expect(receiver.received.every((d) => d.signed)).toBe(true);
    const rows = await nodeB.selectFrom('webhook_deliveries').select(['status', 'attempts', 'next_attempt_at', 'last_status_code']).execute();
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1 && row.next_attempt_at === null && row.last_status_code === 200)).toBe(true);
  }, 40_000);
});
