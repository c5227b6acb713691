import { createHash, createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WALLET_UNAVAILABLE } from '../../shared/card/ProfileCard';
import { CARD_TEXTS } from '../../shared/card/texts';
import type { Profile } from '../../shared/contract/profiles';
import type { WalletLinks } from '../../shared/contract/wallet';
import { cardInput } from '../fixtures/cards';
import { startApnsPeer } from '../helpers/apns-peer';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { appleWalletEnv, makeTestChain, removeTestChain, TEST_PASS_TYPE_ID, TEST_TEAM_ID, verifyPassSignature, type TestChain } from '../helpers/wallet-chain';
import { unzip } from '../helpers/zip';

let chain: TestChain;
let peer: Awaited<ReturnType<typeof startApnsPeer>>;
let server: TestServer;

beforeAll(async () => {
  chain = await makeTestChain();
  peer = await startApnsPeer(chain);
  server = await startTestServer(appleWalletEnv(chain, peer.url));
});
afterAll(async () => {
  await server.close();
  await peer.close();
  removeTestChain(chain);
});

/** An owner with a published card of phones, email, website and address. */
async function ownerWithCard(overrides: Parameters<typeof cardInput>[0] = {}) {
  const { client } = await signedInClient(server);
  const input = cardInput({
    displayName: 'נועה ישראלי',
    title: 'יועצת משכנתאות',
    company: 'משכנתא בקליק',
    primaryColor: '#0f766e',
    items: [
      { kind: 'phone', label: 'נייד', value: '050-123-4567' },
      { kind: 'phone', label: '', type: 'work', value: '03-555-1234' },
      { kind: 'email', label: '', value: 'noa@example.test' },
      { kind: 'website', label: '', url: 'https://noa.example.test' },
      { kind: 'address', label: '', value: 'הרצל 1, תל אביב' },
    ],
    ...overrides,
  });
  const card = await json<Profile>(await client.send('POST', '/api/profiles', input), 201);
  return { client, card };
}

/** What a browser sends when a visitor follows a link, in the given languages. */
const browser = (language: string) => ({ headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'Accept-Language': language } });

/** The fields of pass.json this test reads. */
interface PassJson {
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  generic: { primaryFields: PassField[]; secondaryFields: PassField[]; backFields: PassField[] };
}
interface PassField {
  key: string;
  label: string;
  value: string;
}

/** A downloaded pass's files, its pass.json, and the strings of each language. */
function openPass(pkpass: Buffer) {
  const files = unzip(pkpass);
  const passJson = JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson;
  const strings = (language: string) => files.get(`${language}.lproj/pass.strings`)?.toString('utf8') ?? '';
  return { files, passJson, strings };
}

/** The device's side of the protocol: Wallet's calls to the web service under the pass's webServiceURL. */
function device(webServiceURL: string, deviceId: string, token: string) {
  const registration = (serial: string) => `${webServiceURL}/v1/devices/${deviceId}/registrations/${TEST_PASS_TYPE_ID}/${serial}`;
  const auth = { Authorization: `ApplePass ${token}` };
  return {
    register: (serial: string, pushToken: string) =>
      fetch(registration(serial), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ pushToken }) }),
    unregister: (serial: string) => fetch(registration(serial), { method: 'DELETE', headers: auth }),
    changedSince: (tag?: string) => fetch(`${webServiceURL}/v1/devices/${deviceId}/registrations/${TEST_PASS_TYPE_ID}${tag ? `?passesUpdatedSince=${tag}` : ''}`),
    latest: (serial: string, ifModifiedSince?: string) =>
      fetch(`${webServiceURL}/v1/passes/${TEST_PASS_TYPE_ID}/${serial}`, { headers: { ...auth, ...(ifModifiedSince ? { 'If-Modified-Since': ifModifiedSince } : {}) } }),
  };
}

async function downloadPass(client: TestClient, cardId: number) {
  const links = await json<WalletLinks>(await client.fetch(`/api/profiles/${cardId}/wallet`), 200);
  const response = await client.fetch(new URL(links.apple!).pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  return openPass(Buffer.from(await response.arrayBuffer()));
}

describe('the Apple Wallet pass', () => {
  it("gives the owner the pass's address, and no Google link on an installation without Google Wallet", async () => {
    const { client, card } = await ownerWithCard();
    expect(await json<WalletLinks>(await client.fetch(`/api/profiles/${card.id}/wallet`), 200)).toEqual({ apple: `${server.url}/api/profiles/${card.id}/wallet.pkpass`, google: null });
    const { client: other } = await signedInClient(server);
    expect((await other.fetch(`/api/profiles/${card.id}/wallet`)).status).toBe(404);
    expect((await other.fetch(`/api/profiles/${card.id}/wallet.pkpass`)).status).toBe(404);
  });

  it('is a generic pass of the card, signed by the pass certificate, every file in the manifest', async () => {
    const { client, card } = await ownerWithCard();
    const { files, passJson, strings } = await downloadPass(client, card.id);

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const listed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature').sort();
    expect(Object.keys(manifest).sort()).toEqual(listed);
    for (const name of listed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    expect(listed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'icon@3x.png', 'he.lproj/pass.strings', 'ar.lproj/pass.strings', 'ru.lproj/pass.strings', 'en.lproj/pass.strings']));
    expect(await verifyPassSignature(chain, files.get('manifest.json')!, files.get('signature')!)).toContain(`UID=${TEST_PASS_TYPE_ID}`);

    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      webServiceURL: `${server.url}/api/wallet`,
      organizationName: 'משכנתא בקליק',
      backgroundColor: 'rgb(15, 118, 110)',
      foregroundColor: 'rgb(255, 255, 255)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: `${server.url}/p/${card.slug}?src=qr` }],
    });
    expect(passJson.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(passJson.generic.primaryFields).toEqual([{ key: 'name', label: 'label.name', value: 'נועה ישראלי' }]);
    expect(passJson.generic.secondaryFields.map((field) => field.value)).toEqual(['יועצת משכנתאות', 'משכנתא בקליק']);
    expect(passJson.generic.backFields.map((field) => [field.label, field.value])).toEqual([
      ['נייד', '050-123-4567'],
      ['label.phone', '03-555-1234'],
      ['label.email', 'noa@example.test'],
      ['label.website', 'https://noa.example.test'],
      ['label.address', 'הרצל 1, תל אביב'],
      ['label.link', `${server.url}/p/${card.slug}`],
    ]);
    expect(strings('he')).toContain('"label.phone" = "טלפון";');
    expect(strings('ar')).toContain('"label.phone" = "هاتف";');
    expect(strings('ru')).toContain('"label.phone" = "Телефон";');
    expect(strings('en')).toContain('"label.title" = "Title";');
  });

  it('gives every download a serial and token of its own', async () => {
    const { client, card } = await ownerWithCard();
    const [first, second] = [await downloadPass(client, card.id), await downloadPass(client, card.id)];
    expect(first.passJson.serialNumber).not.toBe(second.passJson.serialNumber);
    expect(first.passJson.authenticationToken).not.toBe(second.passJson.authenticationToken);
  });

  it("reaches visitors only on a card whose owner allows it, and the card page then offers it", async () => {
    const closed = await ownerWithCard();
    const anonymous = new TestClient(server.url);
    expect((await anonymous.fetch(`/p/${closed.card.slug}/wallet.pkpass`)).status).toBe(404);
    expect(await (await anonymous.fetch(`/p/${closed.card.slug}`)).text()).not.toContain('wallet.pkpass');

    const open = await ownerWithCard({ walletForVisitors: true });
    const response = await anonymous.fetch(`/p/${open.card.slug}/wallet.pkpass`);
    expect(response.status).toBe(200);
    expect(openPass(Buffer.from(await response.arrayBuffer())).passJson.generic.primaryFields[0]!.value).toBe('נועה ישראלי');
    expect(await (await anonymous.fetch(`/p/${open.card.slug}`)).text()).toContain(`href="/p/${open.card.slug}/wallet.pkpass"`);
  });

  it('gives the owner the pass of the version they pick to carry, and the card’s own for a language it is not written in', async () => {
    const { client, card } = await ownerWithCard({ translations: [{ language: 'en', displayName: 'Noa Israeli', title: 'Mortgage adviser' }] });
    const ownPass = async (query: string) => {
      const response = await client.fetch(`/api/profiles/${card.id}/wallet.pkpass${query}`);
      expect(response.status, query).toBe(200);
      return openPass(Buffer.from(await response.arrayBuffer())).passJson.generic;
    };
    const english = await ownPass('?lang=en');
    expect([english.primaryFields[0]!.value, english.secondaryFields[0]!.value]).toEqual(['Noa Israeli', 'Mortgage adviser']);
    expect((await ownPass('')).primaryFields[0]!.value).toBe('נועה ישראלי');
    expect((await ownPass('?lang=ru')).primaryFields[0]!.value).toBe('נועה ישראלי');
    const { client: other } = await signedInClient(server);
    expect((await other.fetch(`/api/profiles/${card.id}/wallet.pkpass?lang=en`)).status).toBe(404);
  });

  it('gives a visitor the pass of the version of the card they read, and wakes only its devices when that version changes', async () => {
    const { client, card } = await ownerWithCard({ walletForVisitors: true, translations: [{ language: 'en', displayName: 'Noa Israeli', title: 'Mortgage adviser' }] });
    const anonymous = new TestClient(server.url);
    expect(await (await anonymous.fetch(`/p/${card.slug}?lang=en`)).text()).toContain(`href="/p/${card.slug}/wallet.pkpass?lang=en"`);
    const passOf = async (language: string) => openPass(Buffer.from(await (await anonymous.fetch(`/p/${card.slug}/wallet.pkpass?lang=${language}`)).arrayBuffer())).passJson;
    const english = await passOf('en');
    const hebrew = await passOf('he');
    expect(english.generic.primaryFields[0]!.value).toBe('Noa Israeli');
    expect(english.generic.secondaryFields[0]!.value).toBe('Mortgage adviser');
    expect(hebrew.generic.primaryFields[0]!.value).toBe('נועה ישראלי');
    const englishPhone = device(english.webServiceURL, 'device0101', english.authenticationToken);
    const hebrewPhone = device(hebrew.webServiceURL, 'device0102', hebrew.authenticationToken);
    expect((await englishPhone.register(english.serialNumber, 'b1'.repeat(32))).status).toBe(201);
    expect((await hebrewPhone.register(hebrew.serialNumber, 'b2'.repeat(32))).status).toBe(201);
    const englishTag = (await json<{ lastUpdated: string }>(await englishPhone.changedSince(), 200)).lastUpdated;
    const hebrewTag = (await json<{ lastUpdated: string }>(await hebrewPhone.changedSince(), 200)).lastUpdated;

    // The owner renames the English version: the English pass changes and its device is woken; the Hebrew one stays.
    const pushesBefore = peer.received.length;
    const current = await json<Profile>(await client.fetch(`/api/profiles/${card.id}`), 200);
    await json(await client.send('PUT', `/api/profiles/${card.id}`, { ...current, translations: [{ ...current.translations[0]!, displayName: 'Noa B. Israeli' }] }), 200);
    await peer.receivedCount(pushesBefore + 1);
    await server.services.wallet.apple!.settled();
    expect(peer.received.slice(pushesBefore).map((push) => push.path)).toEqual([`/3/device/${'b1'.repeat(32)}`]);
    expect((await json<{ serialNumbers: string[] }>(await englishPhone.changedSince(englishTag), 200)).serialNumbers).toEqual([english.serialNumber]);
    const updated = openPass(Buffer.from(await (await englishPhone.latest(english.serialNumber)).arrayBuffer())).passJson;
    expect(updated.generic.primaryFields[0]!.value).toBe('Noa B. Israeli');
    expect((await hebrewPhone.changedSince(hebrewTag)).status).toBe(204);
  });

  it("shows a visitor whose pass leads nowhere the not-found page in the visitor's language, and an API client its JSON", async () => {
    const unpublished = await ownerWithCard({ walletForVisitors: true, published: false, language: 'ar' });
    const closed = await ownerWithCard({ language: 'ar' });
    const anonymous = new TestClient(server.url);
    for (const slug of ['no-such-card', unpublished.card.slug, closed.card.slug]) {
      const english = await anonymous.fetch(`/p/${slug}/wallet.pkpass`, browser('en-US,en;q=0.9'));
      expect(english.status).toBe(404);
      expect(english.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await english.text();
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain('<h1>Card not found</h1>');

      const arabic = await anonymous.fetch(`/p/${slug}/wallet.pkpass`, browser('ar,he;q=0.8'));
      expect(arabic.status).toBe(404);
      expect(await arabic.text()).toContain('<h1>الملف الشخصي غير موجود</h1>');
      expect(arabic.headers.get('vary')).toMatch(/Accept-Language/i);

      const hebrew = await anonymous.fetch(`/p/${slug}/wallet.pkpass`, browser('he-IL,he;q=0.9'));
      expect(await hebrew.text()).toContain('<h1>פרופיל לא נמצא</h1>');

      const api = await anonymous.fetch(`/p/${slug}/wallet.pkpass`, { headers: { Accept: 'application/json' } });
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('sends a visitor past the limit back to the card, which says in its own language that the pass could not be added just now', async () => {
    const { card } = await ownerWithCard({ walletForVisitors: true, language: 'ar' });
    const anonymous = new TestClient(server.url);
    const statuses: number[] = [];
    while (statuses.length < 11 && statuses.at(-1) !== 303) statuses.push((await anonymous.fetch(`/p/${card.slug}/wallet.pkpass`)).status);
    // Ten passes in ten minutes from one address, then the card again, not the error's Hebrew JSON.
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([200]));
    expect(statuses.at(-1)).toBe(303);
    const refused = await anonymous.fetch(`/p/${card.slug}/wallet.pkpass`);
    expect(refused.headers.get('location')).toBe(`/p/${card.slug}#${WALLET_UNAVAILABLE}`);
    const page = await (await anonymous.fetch(`/p/${card.slug}`)).text();
    expect(page).toContain(`<p class="kc-wallet-note" id="${WALLET_UNAVAILABLE}" role="status" tabindex="-1">${CARD_TEXTS.ar.walletUnavailable}</p>`);
  });
});

describe("the PassKit web service, played from the device's side", () => {
  it('registers a device, wakes it through APNs when the card changes, and hands it the new pass', async () => {
    const { client, card } = await ownerWithCard();
    const { passJson } = await downloadPass(client, card.id);
    const serial: string = passJson.serialNumber;
    const phone = device(passJson.webServiceURL, 'device0001', passJson.authenticationToken);
    const pushToken = 'a1'.repeat(32);

    expect((await phone.register(serial, pushToken)).status).toBe(201);
    expect((await phone.register(serial, pushToken)).status).toBe(200);
    expect((await device(passJson.webServiceURL, 'device0001', 'not-the-token-of-this-pass').register(serial, pushToken)).status).toBe(401);

    const first = await json<{ serialNumbers: string[]; lastUpdated: string }>(await phone.changedSince(), 200);
    expect(first.serialNumbers).toEqual([serial]);
    expect((await phone.changedSince(first.lastUpdated)).status).toBe(204);
    const original = await phone.latest(serial);
    expect(original.status).toBe(200);
    const lastModified = original.headers.get('last-modified')!;
    expect((await phone.latest(serial, lastModified)).status).toBe(304);

    // The owner changes the title: the card's devices are woken, off the save.
    const pushesBefore = peer.received.length;
    const saved = await json<Profile>(await client.send('PUT', `/api/profiles/${card.id}`, { ...card, title: 'שמאית מקרקעין' }), 200);
    await peer.receivedCount(pushesBefore + 1);
    const push = peer.received.at(-1)!;
    expect(push.path).toBe(`/3/device/${pushToken}`);
    expect(push.headers['apns-topic']).toBe(TEST_PASS_TYPE_ID);
    expect(push.body).toBe('{}');
    expect(push.clientSubject).toContain(TEST_PASS_TYPE_ID);

    const changed = await json<{ serialNumbers: string[]; lastUpdated: string }>(await phone.changedSince(first.lastUpdated), 200);
    expect(changed.serialNumbers).toEqual([serial]);
    expect(Number(changed.lastUpdated)).toBeGreaterThan(Number(first.lastUpdated));
    const updated = await phone.latest(serial, new Date(Date.parse(lastModified) - 1000).toUTCString());
    expect(updated.status).toBe(200);
    const fresh = openPass(Buffer.from(await updated.arrayBuffer())).passJson;
    expect(fresh.generic.secondaryFields[0]!.value).toBe('שמאית מקרקעין');
    expect(fresh.serialNumber).toBe(serial);
    expect(fresh.authenticationToken).toBe(passJson.authenticationToken);

    // A save that changes nothing the pass shows (the bio) leaves the pass as it was.
    await json(await client.send('PUT', `/api/profiles/${card.id}`, { ...saved, bio: 'משהו חדש' }), 200);
    expect((await phone.changedSince(changed.lastUpdated)).status).toBe(204);

    expect((await phone.unregister(serial)).status).toBe(200);
    expect((await phone.changedSince()).status).toBe(204);
  });

  it("wakes a card's devices when the team's template changes the card", async () => {
    const { client, card } = await ownerWithCard();
    const organisation = await json<{ id: number }>(await client.send('POST', '/api/organisations', { name: 'צוות הארנק' }), 201);
    const { passJson } = await downloadPass(client, card.id);
    const phone = device(passJson.webServiceURL, 'device0003', passJson.authenticationToken);
    const pushToken = 'c3'.repeat(32);
    expect((await phone.register(passJson.serialNumber, pushToken)).status).toBe(201);
    const first = await json<{ lastUpdated: string }>(await phone.changedSince(), 200);

    const pushesBefore = peer.received.length;
    await json(await client.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הארנק בע"מ' }), 200);
    await peer.receivedCount(pushesBefore + 1);
    expect(peer.received.at(-1)!.path).toBe(`/3/device/${pushToken}`);
    expect((await phone.changedSince(first.lastUpdated)).status).toBe(200);
  });

  it('forgets a device APNs calls unregistered (410)', async () => {
    const { client, card } = await ownerWithCard();
    const { passJson } = await downloadPass(client, card.id);
    const gonePhone = device(passJson.webServiceURL, 'device0002', passJson.authenticationToken);
    const deadToken = 'b2'.repeat(32);
    peer.forget(deadToken);
    expect((await gonePhone.register(passJson.serialNumber, deadToken)).status).toBe(201);
    const pushesBefore = peer.received.length;
    await json(await client.send('PUT', `/api/profiles/${card.id}`, { ...card, displayName: 'נועה כהן' }), 200);
    await peer.receivedCount(pushesBefore + 1);
    await vi.waitFor(async () => expect((await gonePhone.changedSince()).status).toBe(204));
  });

  it('refuses what is not its own and keeps the log', async () => {
    const { client, card } = await ownerWithCard();
    const { passJson } = await downloadPass(client, card.id);
    const base = passJson.webServiceURL as string;
    const auth = { Authorization: `ApplePass ${passJson.authenticationToken}`, 'Content-Type': 'application/json' };
    const at = (path: string, init: RequestInit = {}) => fetch(`${base}/v1${path}`, init);
    expect((await at(`/passes/pass.other.type/${passJson.serialNumber}`, { headers: auth })).status).toBe(404);
    expect((await at(`/passes/${TEST_PASS_TYPE_ID}/${passJson.serialNumber}`)).status).toBe(401);
    expect((await at(`/devices/device0003/registrations/${TEST_PASS_TYPE_ID}/${passJson.serialNumber}`, { method: 'POST', headers: auth, body: JSON.stringify({ pushToken: 'not hex' }) })).status).toBe(400);
    expect((await at(`/devices/device0003/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=yesterday`)).status).toBe(400);
    expect((await at('/log', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ logs: ['Web service error for pass.app.kartis.test'] }) })).status).toBe(200);
    expect(server.logs.some((line) => line.includes('wallet device log') && line.includes('Web service error'))).toBe(true);
  });
});

describe('APNs with a token key', () => {
  it('signs each push with an ES256 provider token of the team instead of the certificate', async () => {
    const tokenServer = await startTestServer({ ...appleWalletEnv(chain, peer.url), APPLE_APNS_KEY: chain.apnsKey, APPLE_APNS_KEY_ID: 'KEYID12345' });
    try {
      const { client } = await signedInClient(tokenServer);
      const card = await json<Profile>(await client.send('POST', '/api/profiles', cardInput()), 201);
      const links = await json<WalletLinks>(await client.fetch(`/api/profiles/${card.id}/wallet`), 200);
      const { passJson } = openPass(Buffer.from(await (await client.fetch(new URL(links.apple!).pathname)).arrayBuffer()));
      const pushToken = 'c3'.repeat(32);
      expect((await device(passJson.webServiceURL, 'device0004', passJson.authenticationToken).register(passJson.serialNumber, pushToken)).status).toBe(201);
      const pushesBefore = peer.received.length;
      await json(await client.send('PUT', `/api/profiles/${card.id}`, { ...card, title: 'חדש' }), 200);
      await peer.receivedCount(pushesBefore + 1);
      const push = peer.received.at(-1)!;
      expect(push.clientSubject).toBeUndefined();
      const bearer = String(push.headers.authorization).replace(/^bearer /, '');
      const { payload, protectedHeader } = await jwtVerify(bearer, createPublicKey(chain.apnsPublicKey), { issuer: TEST_TEAM_ID });
      expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEYID12345' });
      expect(typeof payload.iat).toBe('number');
    } finally {
      await tokenServer.close();
    }
  });
});
