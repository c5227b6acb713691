import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTION_LIMIT } from '../../shared/contract/push';
import { VAPID_KEYS_FILE } from '../../api/config';
import { organisationsRepo } from '../../api/organisations/repo';
import { json, TestClient } from '../helpers/client';
import { decryptPush, deviceKeys, startPushService, verifyVapid, type Device, type PushService } from '../helpers/push-service';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { LOCAL_RECEIVER_ENV } from '../helpers/webhook-receiver';
import { ownerWithCard } from '../fixtures/cards';

/** Pushes to one device closer together than this are gathered into one. */
const QUIET_SECONDS = 2;

/** A server whose worker pushes to a push service on this machine; one that refuses private targets, as in production. */
let server: TestServer;
let strict: TestServer;
let pushService: PushService;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', ...LOCAL_RECEIVER_ENV, PUSH_QUIET_SECONDS: String(QUIET_SECONDS) }, { pushes: true });
  strict = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await strict.close();
});
afterEach(() => pushService?.close());

const newKey = keysNamed('push-lead');
const newAddress = addressesIn(9);
const newDevice = keysNamed('device');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor's lead on a card, as the card page's script sends it. */
function submitLead(slug: string, name = 'דנה לוי') {
  const form = new FormData();
  for (const [field, value] of Object.entries({ name, phone: '050-111-2233', email: 'dana@example.test', consent: 'on', idempotencyKey: newKey() })) form.append(field, value);
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress(), Accept: 'application/json' },
    body: form,
  });
}

/** An owner with a card, signed in, whose device subscribed to a fresh local push service. */
async function ownerWithDevice({ locale = 'he' }: { locale?: 'he' | 'en' } = {}) {
  const { user, card } = await ownerWithCard(server.query);
  await server.query.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  const owner = await signedIn(server.url, user);
  pushService = await startPushService();
  const device = deviceKeys();
  const endpoint = pushService.endpoint(newDevice());
  expect((await owner.send('PUT', '/api/push/subscription', { endpoint, keys: device.keys })).status).toBe(204);
  return { user, card, owner, device, endpoint };
}

const subscriptionsOf = (userId: number) => server.query.selectFrom('push_subscriptions').select(['endpoint']).where('user_id', '=', userId).orderBy('id').execute();

/** The push's text as the device reads it, after checking it was signed by this server for this push service. */
async function opened(index: number, device: Device) {
  const push = pushService.received[index]!;
  await verifyVapid(push.headers, { audience: pushService.origin, publicKey: server.services.pushPublicKey() });
  return decryptPush(push.body, device);
}

describe('the server’s VAPID key', () => {
  it('is generated once into the data folder, 0600, and given to a signed-in owner only', async () => {
    const { owner } = await ownerWithDevice();
    const { publicKey } = await json<{ publicKey: string }>(await owner.fetch('/api/push/key'), 200);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(server.services.pushPublicKey());
    expect(statSync(join(server.config.dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect((await new TestClient(server.url).fetch('/api/push/key')).status).toBe(401);
  });
});

describe('a device’s subscription', () => {
  it('is refused when it is not an HTTPS push service address with a device key', async () => {
    const { owner } = await ownerWithDevice();
    const keys = deviceKeys().keys;
    const http = await owner.send('PUT', '/api/push/subscription', { endpoint: 'http://push.example.com/x', keys });
    expect(http.status).toBe(400);
    expect((await http.json()).details[0].message).toBe(PUSH_MESSAGES.httpsOnly);
    expect((await owner.send('PUT', '/api/push/subscription', { endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'short' } })).status).toBe(400);
    // 65 bytes that are no point of P-256.
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    expect((await owner.send('PUT', '/api/push/subscription', { endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: offCurve.toString('base64url') } })).status).toBe(400);
    expect((await owner.send('PUT', '/api/push/subscription', { endpoint: 'https://push.example.com/x' })).status).toBe(400);
  });

  it('never points at this machine or a private network where private targets are refused', async () => {
    const { user } = await ownerWithCard(strict.query);
    const owner = await signedIn(strict.url, user);
    for (const endpoint of ['https://127.0.0.1:8443/push/1', 'https://localhost/push/1', 'https://10.1.2.3/push/1', 'https://[::1]/push/1', 'https://192.168.1.5/push', 'https://[::ffff:169.254.169.254]/push']) {
      const answer = await owner.send('PUT', '/api/push/subscription', { endpoint, keys: deviceKeys().keys });
      expect(answer.status, endpoint).toBe(400);
      expect((await answer.json()).message).toBe(PUSH_MESSAGES.privateNetwork);
    }
    expect(await strict.query.selectFrom('push_subscriptions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await owner.send('PUT', '/api/push/subscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: deviceKeys().keys })).status).toBe(204);
  });

  it('is removed by its own account only, and a device signed in by another account moves to it', async () => {
    const { user, owner, endpoint, device } = await ownerWithDevice();
    const other = await ownerWithCard(server.query);
    const otherClient = await signedIn(server.url, other.user);
    expect((await otherClient.send('DELETE', '/api/push/subscription', { endpoint })).status).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([{ endpoint }]);
    expect((await new TestClient(server.url).send('DELETE', '/api/push/subscription', { endpoint })).status).toBe(401);

    expect((await otherClient.send('PUT', '/api/push/subscription', { endpoint, keys: device.keys })).status).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await subscriptionsOf(other.user.id)).toEqual([{ endpoint }]);
    expect((await otherClient.send('DELETE', '/api/push/subscription', { endpoint })).status).toBe(204);
    expect(await subscriptionsOf(other.user.id)).toEqual([]);
    expect((await owner.send('DELETE', '/api/push/subscription', { endpoint })).status).toBe(204);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTION_LIMIT} devices per account, the oldest replaced`, async () => {
    const { user, owner, endpoint: first } = await ownerWithDevice();
    const added: string[] = [];
    for (let i = 0; i < PUSH_SUBSCRIPTION_LIMIT; i += 1) {
      added.push(pushService.endpoint(newDevice()));
      await pause(2);
      expect((await owner.send('PUT', '/api/push/subscription', { endpoint: added.at(-1), keys: deviceKeys().keys })).status).toBe(204);
    }
    const kept = (await subscriptionsOf(user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTION_LIMIT);
    expect(kept).not.toContain(first);
    expect(kept.sort()).toEqual(added.sort());
  });
});

describe('a new lead buzzes the owner’s phone', () => {
  it('as ONE push, signed with VAPID, encrypted for the device, in Hebrew, opening the leads page', async () => {
    const { card, device } = await ownerWithDevice();
    expect((await submitLead(card.slug)).status).toBe(201);
    await pushService.until(1);
    const push = pushService.received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBe('kartis-lead');
    const claims = await verifyVapid(push.headers, { audience: pushService.origin, publicKey: server.services.pushPublicKey() });
    expect(claims.sub).toBe(`mailto:${server.config.adminEmail}`);
    expect(decryptPush(push.body, device)).toEqual({
      title: 'ליד חדש: \u2068דנה לוי\u2069',
      body: 'התקבלה פנייה חדשה דרך הכרטיס "\u2068סטודיו גל\u2069". הפרטים מחכים לך בעמוד הלידים.',
      lang: 'he',
      dir: 'rtl',
      tag: 'kartis-lead',
      url: '/leads',
    });
    await pause(500);
    await server.services.pushes.sendDue();
    expect(pushService.received).toHaveLength(1);
    // Neither the device's keys nor the push service's address are logged.
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(device.keys.auth);
    expect(logs).not.toContain(device.keys.p256dh);
    expect(logs).not.toContain(push.path);
  });

  it('in English for an account in English', async () => {
    const { card, device } = await ownerWithDevice({ locale: 'en' });
    expect((await submitLead(card.slug, 'Dana Levi')).status).toBe(201);
    await pushService.until(1);
    expect(await opened(0, device)).toMatchObject({
      title: 'New lead: \u2068Dana Levi\u2069',
      body: 'A new inquiry came in through the card "\u2068סטודיו גל\u2069". See the details on the Leads page.',
      lang: 'en',
      dir: 'ltr',
      url: '/leads',
    });
  });

  it('as support’s answer does, opening the support chat', async () => {
    const { user, device } = await ownerWithDevice({ locale: 'en' });
    const admin = await server.query.selectFrom('users').select('id').where('email', '=', server.config.adminEmail).executeTakeFirstOrThrow();
    await server.services.support.send({ id: admin.id, userRole: 'admin' }, { content: 'Hello from support', type: 'support', recipientId: user.id });
    await pushService.until(1);
    expect(await opened(0, device)).toEqual({
      title: 'New reply from support',
      body: 'The support team replied to your request. The reply is waiting in the support chat.',
      lang: 'en',
      dir: 'ltr',
      tag: 'kartis-support_reply',
      url: '/dashboard#support',
    });
  });

  it('and another owner’s lead pushes nothing to it', async () => {
    await ownerWithDevice();
    const other = await ownerWithCard(server.query);
    expect((await submitLead(other.card.slug)).status).toBe(201);
    await pause(300);
    await server.services.pushes.sendDue();
    expect(pushService.received).toHaveLength(0);
  });

  it('as a member’s removal from a team does, in the member’s language, opening the team page', async () => {
    const { user, device } = await ownerWithDevice({ locale: 'en' });
    const { user: teamOwner } = await ownerWithCard(server.query);
    const organisation = await organisationsRepo(server.query).create('סטודיו כחול', teamOwner.id);
    await organisationsRepo(server.query).addMember(organisation.id, user.id, 'member');
    await server.services.organisations.removeMember({ id: teamOwner.id, userRole: 'user' }, organisation.id, user.id);
    await pushService.until(1);
    expect(await opened(0, device)).toEqual({
      title: 'You were removed from \u2068סטודיו כחול\u2069',
      body: expect.stringContaining('Your cards stay in your account'),
      lang: 'en',
      dir: 'ltr',
      tag: 'kartis-team_removed',
      url: '/team',
    });
  });

  it('and a device the push service no longer knows (410) is forgotten', async () => {
    const { user, card } = await ownerWithDevice();
    pushService.answerNext(410);
    expect((await submitLead(card.slug)).status).toBe(201);
    await pushService.until(1);
    for (let i = 0; (await subscriptionsOf(user.id)).length > 0; i += 1) {
      expect(i).toBeLessThan(100);
      await pause(20);
    }
    expect((await submitLead(card.slug)).status).toBe(201);
    await pause(300);
    await server.services.pushes.sendDue();
    expect(pushService.received).toHaveLength(1);
  });

  it('and a burst of leads rings it twice, not once per lead: the rest come as one summary', async () => {
    const { card, device } = await ownerWithDevice();
    const names = ['אבי', 'בת-שבע', 'גדי', 'דליה', 'הילה', 'ורד'];
    for (const name of names) expect((await submitLead(card.slug, name)).status).toBe(201);
    await pushService.until(2);
    await pause(QUIET_SECONDS * 1000 + 500);
    await server.services.pushes.sendDue();
    expect(pushService.received).toHaveLength(2);
    const messages = await Promise.all([0, 1].map((i) => opened(i, device)));
    const counted = messages.map((m) => (/^(\d+) לידים חדשים$/.exec(m.title)?.[1] ?? (m.title.startsWith('ליד חדש: ') ? '1' : 'NaN')));
    expect(counted.map(Number).reduce((a, b) => a + b)).toBe(names.length);
    expect(messages.map((m) => m.tag)).toEqual(['kartis-lead', 'kartis-lead']);
    expect(messages[1]!.body).toBe('ליד חדש: \u2068ורד\u2069');
  });
});
