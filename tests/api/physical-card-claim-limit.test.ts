import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_FAILURES } from '../../api/physical-cards/routes';
import { loadServerTexts, serverText, serverTextsIn } from '../../app/lib/server-texts';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { PHYSICAL_CARD_MESSAGES } from '../../shared/contract/physical-cards';
import { buildCard } from '../fixtures/cards';
import { buildPhysicalCard } from '../fixtures/physical-cards';
import type { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { row, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so that each test's owners come from an address of their own.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  // The app's language is this process's own: the files run after this one read the server's messages in Hebrew.
  serverTextsIn('he');
  await server.close();
});

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

/** An owner with a card, signed in from `address`, and a way to type a code into the claim form from there. */
async function ownerAt(address: string) {
  const { user, client } = await signedInClient(server);
  await buildCard(server.query, user.id);
  const claim = async (code: string) => {
    const response = await sendFrom(client, address, code);
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as { message: string; code: string } };
  };
  return { user, claim };
}

async function sendFrom(client: TestClient, address: string, code: string): Promise<Response> {
  return client.fetch('/api/physical-cards/claim', { method: 'POST', json: { code }, headers: { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': address } });
}

let wrong = 0;
/** A code of the right form that no card has. */
const wrongCode = () => `nosuch${(++wrong).toString(36).padStart(3, '0')}`;

const UNAVAILABLE = { message: PHYSICAL_CARD_MESSAGES.codeUnavailable, code: 'not_found' };
const LIMITED = { message: STATUS_MESSAGES[429], code: 'rate_limited' };

/** What the app shows for a server's message in English. */
async function inEnglish(body: { message: string; code: string }): Promise<string> {
  serverTextsIn('en');
  await loadServerTexts();
  return serverText(body.message, { code: body.code });
}

describe('POST /api/physical-cards/claim, guessed codes', () => {
  it('tells an owner a code is wrong, and after the allowed wrong codes refuses the account with 429, even a right code', async () => {
    const address = newAddress();
    const owner = await ownerAt(address);
    for (let i = 1; i < CLAIM_FAILURES.perAccount; i++) expect((await owner.claim(wrongCode())).body).toEqual(UNAVAILABLE);
    const last = await owner.claim(wrongCode());
    expect(last.status).toBe(404);
    expect(await inEnglish(last.body)).toBe('The code was not found or already belongs to another account. Check the code printed on the card');

    const refused = await owner.claim(wrongCode());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIMITED);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await inEnglish(refused.body)).toBe('Too many requests: try again in a few minutes');
    // A right code is no way around the limit: it is not even looked up, and stays unclaimed.
    const { id, code } = await buildPhysicalCard(server.query);
    expect((await owner.claim(code)).body).toEqual(LIMITED);
    expect(await row(server.query, sql`SELECT user_id FROM physical_cards WHERE id = ${id}`)).toEqual({ user_id: null });
    // Another owner, elsewhere, claims it as before.
    expect((await (await ownerAt(newAddress())).claim(code)).status).toBe(200);
  });

  it('counts only the codes that fail: an owner claiming their own cards again and again is never refused', async () => {
    const owner = await ownerAt(newAddress());
    const { code } = await buildPhysicalCard(server.query);
    for (let i = 0; i <= CLAIM_FAILURES.perAccount; i++) expect((await owner.claim(code)).status).toBe(200);
    for (let i = 0; i < CLAIM_FAILURES.perAccount; i++) expect((await owner.claim(wrongCode())).status).toBe(404);
    expect((await owner.claim(wrongCode())).status).toBe(429);
  });

  it('limits the wrong codes of one address across accounts', async () => {
    const address = newAddress();
    const owners = await Promise.all(Array.from({ length: Math.ceil(CLAIM_FAILURES.perAddress / CLAIM_FAILURES.perAccount) + 1 }, () => ownerAt(address)));
    let failed = 0;
    for (const owner of owners.slice(0, -1)) {
      for (let i = 0; i < CLAIM_FAILURES.perAccount && failed < CLAIM_FAILURES.perAddress; i++, failed++) expect((await owner.claim(wrongCode())).status).toBe(404);
    }
    const refused = await owners.at(-1)!.claim(wrongCode());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIMITED);
  });
});
