import { lookup } from 'node:dns/promises';
import { createServer, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../api/webhooks/targets';
import type { LeadList } from '../../shared/contract/leads';
import { WEBHOOK_LIMIT, WEBHOOK_MESSAGES, WEBHOOK_SAMPLE_LIMIT, type WebhookCreated, type WebhookList, type WebhookSampleSent } from '../../shared/contract/webhooks';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { LOCAL_RECEIVER_ENV, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { ownerWithCard } from '../fixtures/cards';
import { run, sql } from '../helpers/sql';

/** A server whose worker delivers, trusting the local receiver's certificate; one that refuses private targets, as in production. */
let server: TestServer;
let strict: TestServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', ...LOCAL_RECEIVER_ENV }, { webhookDeliveries: true });
  strict = await startTestServer({}, { webhookDeliveries: true });
});
afterAll(async () => {
  await server.close();
  await strict.close();
});
afterEach(() => receiver?.close());

const newKey = keysNamed('webhook-lead');
const newAddress = addressesIn(7);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A visitor's lead on a card, from the card page's script: JSON, or multipart with a file. */
function submitLead(slug: string, fields: Record<string, string>, file?: { content: Buffer; name: string; type: string }) {
  const all = { name: 'דנה לוי', phone: '050-111-2233', email: 'dana@example.test', message: 'אשמח לשיחה', consent: 'on', idempotencyKey: newKey(), ...fields };
  const form = new FormData();
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress(), Accept: 'application/json' },
    body: form,
  });
}

/** An owner with a card, signed in, with a webhook to a fresh local receiver that knows the webhook's secret. */
async function ownerWithWebhook() {
  const { user, card } = await ownerWithCard(server.query);
  const owner = await signedIn(server.url, user);
  receiver = await startWebhookReceiver();
  const webhook = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: `${receiver.url}/kartis` }), 201);
  receiver.useSecret(webhook.secret);
  return { user, card, owner, webhook };
}

async function webhooksOf(client: TestClient): Promise<WebhookList> {
  return json<WebhookList>(await client.fetch('/api/webhooks'), 200);
}

type LoggedDelivery = WebhookList['items'][number]['deliveries'][number];

/** The webhook's log once its newest delivery matches (the worker writes each attempt after it). */
async function logWhen(client: TestClient, webhookId: number, match: (newest: LoggedDelivery) => boolean): Promise<LoggedDelivery[]> {
  for (;;) {
    const { deliveries } = (await webhooksOf(client)).items.find((w) => w.id === webhookId)!;
    if (deliveries[0] && match(deliveries[0])) return deliveries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The webhook's log once its newest delivery is no longer waiting. */
const settledLog = (client: TestClient, webhookId: number) => logWhen(client, webhookId, (newest) => newest.status !== 'pending');

describe('a new lead reaches the owner’s webhook', () => {
  it('is POSTed as JSON, signed over timestamp.body with the secret shown once, and logged as delivered', async () => {
    const { card, owner, webhook } = await ownerWithWebhook();
    expect(webhook.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect((await webhooksOf(owner)).items).toEqual([{ id: webhook.id, url: `${receiver.url}/kartis`, createdAt: webhook.createdAt, deliveries: [] }]);

    expect((await submitLead(card.slug, { name: 'דנה לוי', message: 'שלום, "מחיר"?' })).status).toBe(201);
    const delivery = await receiver.delivery();
    expect(delivery).toMatchObject({ signed: true, fresh: true, answered: 200 });
    expect(delivery.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(delivery.headers['x-kartis-event']).toBe('lead.created');

    const [lead] = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items;
    expect(delivery.payload).toEqual({
      event: 'lead.created',
      lead: {
        id: lead!.id,
        createdAt: lead!.createdAt,
        card: { slug: card.slug, name: 'סטודיו גל', url: `${server.config.publicUrl}/p/${card.slug}` },
        name: 'דנה לוי',
        phone: '050-111-2233',
        email: 'dana@example.test',
        message: 'שלום, "מחיר"?',
        attachments: [],
      },
    });

    const [logged] = await settledLog(owner, webhook.id);
    expect(logged).toMatchObject({ id: Number(delivery.headers['x-kartis-delivery']), event: 'lead.created', leadName: 'דנה לוי', status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
  });

  it('links the visitor’s file, which the owner downloads from that address', async () => {
    const { card, owner } = await ownerWithWebhook();
    expect((await submitLead(card.slug, {}, { content: PDF, name: 'הצעת מחיר.pdf', type: 'application/pdf' })).status).toBe(201);
    const { payload } = await receiver.delivery();
    expect(payload.lead.attachments).toEqual([
      { url: `${server.config.publicUrl}/api/leads/${payload.lead.id}/file`, fileName: 'הצעת מחיר.pdf', kind: 'pdf', bytes: PDF.length },
    ]);
    const download = await owner.fetch(new URL(payload.lead.attachments[0]!.url).pathname);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is retried after the receiver answered 500, the same signed body under the same delivery id, until it answers 200', async () => {
    const { card, owner, webhook } = await ownerWithWebhook();
    receiver.answerNext(500);
    expect((await submitLead(card.slug, { name: 'ניסיון שני' })).status).toBe(201);
    const first = await receiver.delivery((d) => d.answered === 500);
    const retry = await receiver.delivery((d) => d.answered === 200);
    expect(retry.signed).toBe(true);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['x-kartis-delivery']).toBe(first.headers['x-kartis-delivery']);
    expect(Number(retry.headers['x-kartis-timestamp'])).toBeGreaterThanOrEqual(Number(first.headers['x-kartis-timestamp']));

    const [logged] = await settledLog(owner, webhook.id);
    expect(logged).toMatchObject({ leadName: 'ניסיון שני', status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
  });

  it('shows a failed attempt in the log with its status and when the next one is due', async () => {
    const { card, owner, webhook } = await ownerWithWebhook();
    receiver.answerNext(503, 503, 503, 503, 503, 503);
    expect((await submitLead(card.slug, { name: 'שרת עמוס' })).status).toBe(201);
    await receiver.delivery((d) => d.answered === 503);
    const [logged] = await logWhen(owner, webhook.id, (newest) => newest.attempts >= 1);
    expect(logged).toMatchObject({ status: 'pending', lastStatusCode: 503, lastError: 'http_status' });
    expect(Date.parse(logged!.nextAttemptAt!)).toBeGreaterThan(Date.parse(logged!.updatedAt));
  });

  it('“send a sample” delivers a signed sample lead and answers that it was delivered, as its log says', async () => {
    const { owner, webhook } = await ownerWithWebhook();
    const sent = await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
    expect(sent).toMatchObject({ message: WEBHOOK_MESSAGES.sampleDelivered, delivery: { event: 'test', status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null } });
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery).toMatchObject({ signed: true, fresh: true, answered: 200 });
    expect(delivery!.headers['x-kartis-event']).toBe('test');
    expect(delivery!.payload).toMatchObject({ event: 'test', lead: { id: 0, name: 'ישראלה ישראלי', card: { slug: null } } });
    const [logged] = (await webhooksOf(owner)).items[0]!.deliveries;
    expect(logged).toEqual(sent.delivery);
  });

  it("“send a sample” writes its sample lead in the account's language", async () => {
    const { user, owner, webhook } = await ownerWithWebhook();
    await server.query.updateTable('users').set({ locale: 'en' }).where('id', '=', user.id).execute();
    await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
    expect(receiver!.received.at(-1)!.payload).toMatchObject({ event: 'test', lead: { id: 0, name: 'Jane Sample', card: { slug: null, name: 'Sample card' } } });
    expect(JSON.stringify(receiver!.received.at(-1)!.payload)).not.toMatch(/[\u0590-\u05FF]/);
  });

  it('“send a sample” tries once and answers that it was not delivered, and why, as its log says', async () => {
    const { owner, webhook } = await ownerWithWebhook();
    receiver.answerNext(500, 500);
    const refused = await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
    expect(refused).toMatchObject({ message: WEBHOOK_MESSAGES.sampleNotDelivered, delivery: { status: 'failed', attempts: 1, lastStatusCode: 500, lastError: 'http_status', nextAttemptAt: null } });

    // An address where nothing listens any more.
    await receiver.close();
    const unanswered = await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
    expect(unanswered.delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null, lastError: 'refused' });
    expect((await webhooksOf(owner)).items[0]!.deliveries).toEqual([unanswered.delivery, refused.delivery]);

    // Neither is tried again (retries of a lead come within a second here).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received).toHaveLength(1);
    expect((await webhooksOf(owner)).items[0]!.deliveries).toEqual([unanswered.delivery, refused.delivery]);
  });

  it(`lets an account send ${WEBHOOK_SAMPLE_LIMIT.max} samples in ${WEBHOOK_SAMPLE_LIMIT.windowMinutes} minutes, and an address receive as many from all accounts`, async () => {
    const { owner, webhook } = await ownerWithWebhook();
    const samples = await Promise.all(Array.from({ length: 12 }, () => owner.send('POST', `/api/webhooks/${webhook.id}/test`)));
    expect(samples.filter((answer) => answer.status === 200)).toHaveLength(WEBHOOK_SAMPLE_LIMIT.max);
    const refused = samples.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual({ message: WEBHOOK_MESSAGES.sampleLimit, code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(receiver.received).toHaveLength(WEBHOOK_SAMPLE_LIMIT.max);

    // Another account with a webhook to the same address cannot send it more.
    const other = await signedIn(server.url, (await ownerWithCard(server.query)).user);
    const same = await json<WebhookCreated>(await other.send('POST', '/api/webhooks', { url: `${receiver.url}/kartis` }), 201);
    expect(await json(await other.send('POST', `/api/webhooks/${same.id}/test`), 429)).toMatchObject({ message: WEBHOOK_MESSAGES.sampleLimit });
    expect(receiver.received).toHaveLength(WEBHOOK_SAMPLE_LIMIT.max);
  });

  it('goes to every webhook of the owner and to no one else’s', async () => {
    const { card, owner } = await ownerWithWebhook();
    const second = await startWebhookReceiver();
    try {
      const other = await ownerWithCard(server.query);
      const otherClient = await signedIn(server.url, other.user);
      const third = await startWebhookReceiver();
      await json(await otherClient.send('POST', '/api/webhooks', { url: `${third.url}/other` }), 201);
      const added = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: `${second.url}/second` }), 201);
      second.useSecret(added.secret);
      expect((await submitLead(card.slug, { name: 'לשניים' })).status).toBe(201);
      expect((await receiver.delivery()).payload.lead.name).toBe('לשניים');
      expect((await second.delivery()).signed).toBe(true);
      await settledLog(owner, added.id);
      expect(third.received).toEqual([]);
      await third.close();
    } finally {
      await second.close();
    }
  });
});

/** An address that takes every connection and never answers: each attempt to it waits for the answer's whole deadline. */
async function startSilentReceiver() {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(silent.address() as { port: number }).port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => silent.close(() => resolve()));
    },
  };
}

describe('one owner’s dead address', () => {
  it('does not hold up another owner’s leads: a new lead arrives while 500 deliveries wait on an address that never answers', async () => {
    const silent = await startSilentReceiver();
    const stuck = await signedIn(server.url, await buildUser(server.query, { trialEndsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const dead = await json<WebhookCreated>(await stuck.send('POST', '/api/webhooks', { url: `${silent.url}/dead` }), 201);
    try {
      // 500 leads' deliveries to the dead address, all due now, queued as the lead form queues them.
      const now = new Date().toISOString();
      const body = JSON.stringify({ event: 'lead.created' });
      for (let start = 0; start < 500; start += 100) {
        const rows = Array.from({ length: 100 }, (_, i) => ({ webhook_id: dead.id, lead_id: null, event: 'lead.created' as const, lead_name: `ליד ${start + i}`, body, next_attempt_at: now, created_at: now, updated_at: now }));
        await server.query.insertInto('webhook_deliveries').values(rows).execute();
      }
      server.services.webhookDeliveries.wake();
      await expect.poll(() => silent.connections(), { timeout: 10_000 }).toBeGreaterThan(0);

      const { card, owner, webhook } = await ownerWithWebhook();
      expect((await submitLead(card.slug, { name: 'לקוח של בעל עסק אחר' })).status).toBe(201);
      // Today's worker sends ten at a time and waits 10 s for each ten: this lead would wait behind all 500 (500 s).
      const delivered = await Promise.race([receiver.delivery(), new Promise<undefined>((resolve) => setTimeout(resolve, 30_000))]);
      expect(delivered?.payload.lead.name, 'delivered within 30 s').toBe('לקוח של בעל עסק אחר');
      expect(delivered).toMatchObject({ signed: true, answered: 200 });
      await settledLog(owner, webhook.id);
    } finally {
      await silent.close();
      await json(await stuck.send('DELETE', `/api/webhooks/${dead.id}`), 204);
    }
  }, 60_000);
});

/** A signed-in owner on a running trial, on the server that refuses private targets. */
async function strictOwner() {
  return signedIn(strict.url, await buildUser(strict.query, { trialEndsAt: new Date(Date.now() + 86_400_000).toISOString() }));
}

/** The error body of adding `url`, once its status is the expected one. */
async function refusal(client: TestClient, url: string, status = 400) {
  const response = await client.send('POST', '/api/webhooks', { url });
  return json<{ message: string; code: string; details?: { path: string; message: string }[] }>(response, status);
}

describe('adding and removing webhooks', () => {
  it('takes only https addresses without credentials', async () => {
    const owner = await strictOwner();
    expect((await refusal(owner, 'http://hooks.example.com/kartis')).details).toEqual([{ path: 'url', message: WEBHOOK_MESSAGES.httpsOnly }]);
    expect((await refusal(owner, 'not a url')).details).toEqual([{ path: 'url', message: WEBHOOK_MESSAGES.invalidUrl }]);
    expect((await refusal(owner, 'https://user:pass@hooks.example.com/')).details).toEqual([{ path: 'url', message: WEBHOOK_MESSAGES.credentials }]);
    expect((await refusal(owner, `https://hooks.example.com/${'a'.repeat(500)}`)).details).toEqual([{ path: 'url', message: WEBHOOK_MESSAGES.tooLong }]);
  });

  it('refuses this machine and private networks, saying so in Hebrew', async () => {
    const owner = await strictOwner();
    for (const url of ['https://127.0.0.1:8443/', 'https://localhost/hook', 'https://10.1.2.3/', 'https://192.168.1.10/', 'https://169.254.169.254/latest', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://printer.local/', 'https://[64:ff9b::a9fe:a9fe]/latest', 'https://[2002:c0a8:101::1]/', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'https://[::ffff:0:10.0.0.1]/', 'https://[fec0::1]/']) {
      const body = await refusal(owner, url);
      expect(body, url).toMatchObject({ code: 'validation_failed', message: WEBHOOK_MESSAGES.privateNetwork });
    }
    expect((await webhooksOf(owner)).items).toEqual([]);
  });

  it('does not connect to a name that resolves to this machine, and logs why', async () => {
    // This machine's own name passes the check of the address alone; where it leads is known only when connecting.
    const name = hostname();
    const { address } = await lookup(name);
    expect(isPrivateAddress(address), `${name} resolves to ${address}`).toBe(true);
    receiver = await startWebhookReceiver();
    const owner = await strictOwner();
    const webhook = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: `https://${name}:${new URL(receiver.url).port}/` }), 201);
    const sent = await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
    expect(sent).toMatchObject({ message: WEBHOOK_MESSAGES.sampleNotDelivered, delivery: { status: 'failed', lastStatusCode: null, lastError: 'private_network' } });
    expect(receiver.received).toEqual([]);
  });

  it(`keeps at most ${WEBHOOK_LIMIT} per account, and one of each address`, async () => {
    const owner = await strictOwner();
    for (let i = 0; i < WEBHOOK_LIMIT; i += 1) await json(await owner.send('POST', '/api/webhooks', { url: `https://hooks.example.com/${i}` }), 201);
    expect(await refusal(owner, 'https://hooks.example.com/0', 409)).toMatchObject({ code: 'webhook_limit', message: WEBHOOK_MESSAGES.limit });
    const list = await webhooksOf(owner);
    expect(list.limit).toBe(WEBHOOK_LIMIT);
    await json(await owner.send('DELETE', `/api/webhooks/${list.items[4]!.id}`), 204);
    expect(await refusal(owner, 'https://hooks.example.com/0', 409)).toMatchObject({ code: 'conflict', message: WEBHOOK_MESSAGES.duplicate });
    await json(await owner.send('POST', '/api/webhooks', { url: 'https://hooks.example.com/again' }), 201);
  });

  it('lets an owner see and change only their own, and never shows the secret again', async () => {
    const owner = await strictOwner();
    const other = await strictOwner();
    const added = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: 'https://hooks.example.com/mine' }), 201);
    expect((await webhooksOf(other)).items).toEqual([]);
    expect(JSON.stringify(await webhooksOf(owner))).not.toContain(added.secret);
    expect(await json(await other.send('DELETE', `/api/webhooks/${added.id}`), 404)).toMatchObject({ message: WEBHOOK_MESSAGES.notFound });
    expect(await json(await other.send('POST', `/api/webhooks/${added.id}/test`), 404)).toMatchObject({ message: WEBHOOK_MESSAGES.notFound });
    expect((await webhooksOf(owner)).items).toHaveLength(1);
  });

  it('needs a plan that opens leads (402 on the free plan), and the free plan’s leads are not sent', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    receiver = await startWebhookReceiver();
    const webhook = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: `${receiver.url}/lapsed` }), 201);
    await run(server.query, sql`UPDATE users SET trial_ends_at = ${new Date(Date.now() - 1000).toISOString()} WHERE id = ${user.id}`);
    expect(await json(await owner.send('POST', '/api/webhooks', { url: `${receiver.url}/more` }), 402)).toMatchObject({ code: 'payment_required' });
    expect(await json(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 402)).toMatchObject({ code: 'payment_required' });
    expect((await submitLead(card.slug, { name: 'בלי מנוי' })).status).toBe(201);
    expect((await webhooksOf(owner)).items[0]!.deliveries).toEqual([]);
  });
});
