import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleWalletUpdates } from '../../api/wallet/google-updates';
import { createLogger } from '../../api/log';
import { blankTranslation, type Profile } from '../../shared/contract/profiles';
import type { WalletLinks } from '../../shared/contract/wallet';
import { cardInput } from '../fixtures/cards';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

const ISSUER_ID = '3388000000012345678';
const SERVICE_EMAIL = 'wallet@kartis-test.iam.gserviceaccount.com';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kartis-google-'));
  const keyFile = join(dir, 'service-account.json');
  writeFileSync(keyFile, JSON.stringify({ type: 'service_account', client_email: SERVICE_EMAIL, private_key: privatePem, private_key_id: 'k1' }));
  server = await startTestServer({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT: keyFile });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The fields of a generic pass object this test reads. */
interface GoogleObject {
  id: string;
  logo: { sourceUri: { uri: string } };
  heroImage: { sourceUri: { uri: string } };
  textModulesData: { header: string; body: string; localizedHeader: { defaultValue?: { language: string; value: string }; translatedValues: { language: string; value: string }[] } }[];
}

/** The JWT of a "Save to Google Wallet" link, once its signature verifies with the service account's public key. */
async function verifiedSaveLink(link: string) {
  expect(link.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const { payload, protectedHeader } = await jwtVerify(link.slice('https://pay.google.com/gp/v/save/'.length), publicKey, { issuer: SERVICE_EMAIL, audience: 'google' });
  expect(protectedHeader.alg).toBe('RS256');
  return payload as { typ: string; origins: string[]; payload: { genericClasses: { id: string }[]; genericObjects: GoogleObject[] } };
}

describe('Save to Google Wallet', () => {
  it("signs a generic pass of the card in the card's language, and no Apple link without Apple Wallet", async () => {
    const { client } = await signedInClient(server);
    const input = cardInput({
      displayName: 'Олег Петров',
      title: 'Юрист',
      company: 'Петров и партнёры',
      language: 'ru',
      primaryColor: '#7c2d12',
      items: [
        { kind: 'phone', label: '', value: '050-765-4321' },
        { kind: 'email', label: 'Рабочая', value: 'oleg@example.test' },
      ],
    });
    const card = await json<Profile>(await client.send('POST', '/api/profiles', input), 201);
    const links = await json<WalletLinks>(await client.fetch(`/api/profiles/${card.id}/wallet`), 200);
    expect(links.apple).toBeNull();

    const claims = await verifiedSaveLink(links.google!);
    expect(claims.typ).toBe('savetowallet');
    expect(claims.origins).toEqual([server.url]);
    expect(claims.payload.genericClasses).toEqual([{ id: `${ISSUER_ID}.kartis-card` }]);
    const [object] = claims.payload.genericObjects;
    expect(object).toMatchObject({
      id: `${ISSUER_ID}.card-${card.id}`,
      classId: `${ISSUER_ID}.kartis-card`,
      state: 'ACTIVE',
      cardTitle: { defaultValue: { language: 'ru', value: 'Петров и партнёры' } },
      header: { defaultValue: { language: 'ru', value: 'Олег Петров' } },
      subheader: { defaultValue: { language: 'ru', value: 'Юрист' } },
      hexBackgroundColor: '#7c2d12',
      barcode: { type: 'QR_CODE', value: `${server.url}/p/${card.slug}?src=qr` },
      logo: { sourceUri: { uri: `${server.url}/p/${card.slug}/wallet-icon.png` } },
      linksModuleData: { uris: [{ id: 'card', uri: `${server.url}/p/${card.slug}` }] },
    });
    expect(object!.id).toMatch(/^\d+\.[\w.-]+$/);
    expect(object!.heroImage.sourceUri.uri).toMatch(new RegExp(`^${server.url}/p/${card.slug}/og-[\\w-]{16}\\.jpg$`));
    expect(object!.textModulesData.map((module: { header: string; body: string }) => [module.header, module.body])).toEqual([
      ['Телефон', '050-765-4321'],
      ['Рабочая', 'oleg@example.test'],
    ]);
    expect(object!.textModulesData[0]!.localizedHeader.translatedValues).toEqual(
      expect.arrayContaining([
        { language: 'he', value: 'טלפון' },
        { language: 'en', value: 'Phone' },
      ]),
    );

    // The pictures the pass names are there for Google to fetch.
    const icon = await fetch(object!.logo.sourceUri.uri);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(object!.heroImage.sourceUri.uri)).status).toBe(200);
  });
});

describe('a Google pass of a card in several languages', () => {
  it('carries each version’s name, title and company beside the card’s own, for a phone set to its language', async () => {
    const { client } = await signedInClient(server);
    const input = cardInput({
      displayName: 'דנה לוי',
      title: 'מעצבת פנים',
      company: 'דנה עיצובים',
      language: 'he',
      items: [
        { kind: 'phone', label: '', value: '050-123-4567' },
        { kind: 'website', label: 'תיק עבודות', labels: { en: 'Portfolio' }, url: 'https://dana.example.test' },
      ],
      translations: [
        { ...blankTranslation('en'), displayName: 'Dana Levi', title: 'Interior designer' },
        { ...blankTranslation('ar'), displayName: 'دانا ليفي', company: 'دانا للتصميم' },
      ],
    });
    const card = await json<Profile>(await client.send('POST', '/api/profiles', input), 201);
    const links = await json<WalletLinks>(await client.fetch(`/api/profiles/${card.id}/wallet`), 200);
    const [object] = (await verifiedSaveLink(links.google!)).payload.genericObjects;
    expect(object).toMatchObject({
      header: {
        defaultValue: { language: 'he', value: 'דנה לוי' },
        translatedValues: [
          { language: 'en', value: 'Dana Levi' },
          { language: 'ar', value: 'دانا ليفي' },
        ],
      },
      // A version's title or company left empty is the card's own.
      subheader: {
        defaultValue: { language: 'he', value: 'מעצבת פנים' },
        translatedValues: [
          { language: 'en', value: 'Interior designer' },
          { language: 'ar', value: 'מעצבת פנים' },
        ],
      },
      cardTitle: {
        defaultValue: { language: 'he', value: 'דנה עיצובים' },
        translatedValues: [
          { language: 'en', value: 'דנה עיצובים' },
          { language: 'ar', value: 'دانا للتصميم' },
        ],
      },
    });
    // A label written for a version is its line's header there; a version without one shows the card's own, as its page does.
    expect(object!.textModulesData.map((module) => module.localizedHeader)).toEqual([
      expect.objectContaining({ defaultValue: { language: 'he', value: 'טלפון' } }),
      {
        defaultValue: { language: 'he', value: 'תיק עבודות' },
        translatedValues: [
          { language: 'en', value: 'Portfolio' },
          { language: 'ar', value: 'תיק עבודות' },
        ],
      },
    ]);
  });
});

describe('updating saved Google passes', () => {
  it('trades a signed assertion for a token and patches the card’s object', async () => {
    const seen: { path: string; body: string; authorization: string | undefined }[] = [];
    const google = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ path: `${req.method} ${req.url}`, body, authorization: req.headers.authorization });
        res.setHeader('Content-Type', 'application/json');
        res.end(req.url === '/token' ? JSON.stringify({ access_token: 'ya29.test-token', expires_in: 3600 }) : '{}');
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    try {
      const updates = googleWalletUpdates({ issuerId: ISSUER_ID, clientEmail: SERVICE_EMAIL, privateKey: privatePem, updates: true }, createLogger('silent'), {
        token: `${base}/token`,
        objects: `${base}/genericObject`,
      });
      const { client } = await signedInClient(server);
      const card = await json<Profile>(await client.send('POST', '/api/profiles', cardInput({ displayName: 'דנה לוי' })), 201);
      expect(await updates.update(card, server.url)).toBe(200);

      const [exchange, patch] = seen;
      const assertion = new URLSearchParams(exchange!.body).get('assertion')!;
      expect(new URLSearchParams(exchange!.body).get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      await jwtVerify(assertion, publicKey, { issuer: SERVICE_EMAIL, audience: `${base}/token` });
      expect(decodeJwt(assertion).scope).toBe('https://www.googleapis.com/auth/wallet_object.issuer');
      expect(patch!.path).toBe(`PATCH /genericObject/${ISSUER_ID}.card-${card.id}`);
      expect(patch!.authorization).toBe('Bearer ya29.test-token');
      expect(JSON.parse(patch!.body).header.defaultValue.value).toBe('דנה לוי');
    } finally {
      await new Promise<void>((resolve) => google.close(() => resolve()));
    }
  });
});
