import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CONSENT_TEXT } from '../../shared/contract/leads';
import { leadsRepo } from '../../api/leads/repo';
import type { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { ownerWithCard } from '../fixtures/cards';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Turns on an authenticator app for the account signed in on `client`. */
async function enrolTotp(client: TestClient, password: string): Promise<void> {
  const { secret } = (await (await client.send('POST', '/api/account/totp', { password })).json()) as { secret: string };
  expect((await client.send('POST', '/api/account/totp/confirm', { code: generateSync({ secret }) })).status).toBe(200);
}

describe('an admin session that has not proved the admin’s second factor', () => {
  it('reaches no other account’s card, lead, statistics or support conversation, as it reaches no admin route', async () => {
    const { user: owner, card } = await ownerWithCard(server.query);
    const { row: lead } = await leadsRepo(server.query).insertOnce({
      userId: owner.id,
      profileId: card.id,
      cardName: card.displayName,
      name: 'רון מזרחי',
      phone: '050-111-2233',
      email: 'ron@example.test',
      message: 'פרטים אישיים של מבקר',
      consentText: LEAD_CONSENT_TEXT.he,
      idempotencyKey: 'admin-reach-lead',
      now: new Date().toISOString(),
    });
    const ownerClient = (await signIn(server.url, owner)).client;
    expect((await ownerClient.send('POST', '/api/messages', { content: 'שאלה פרטית לתמיכה' })).status).toBe(201);

    const admin = await buildUser(server.query, { userRole: 'admin' });
    // Signed in before the admin turned the app on (an old device, a token that leaked).
    const before = await signIn(server.url, admin);
    const enrolling = await signIn(server.url, admin);
    await enrolTotp(enrolling.client, admin.password);

    const reads = [`/api/profiles/${card.id}`, `/api/leads/${lead.id}`, `/api/profiles/${card.id}/stats`, `/api/support-messages?userId=${owner.id}`];
    for (const path of reads) {
      for (const answer of [await before.client.fetch(path), await fetch(server.url + path, { headers: { Authorization: `Bearer ${before.token}` } })]) {
        expect([403, 404], path).toContain(answer.status);
        expect(await answer.text(), path).not.toMatch(/פרטים אישיים|שאלה פרטית|ron@example/);
      }
    }
    expect((await before.client.send('PUT', `/api/profiles/${card.id}/primary`)).status).toBe(404);
    // The session that proved the factor acts as an admin, as before.
    for (const path of reads) expect((await enrolling.client.fetch(path)).status, path).toBe(200);
  });
});
