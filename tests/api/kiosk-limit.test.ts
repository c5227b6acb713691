import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_RATE_LIMITS } from '../../api/leads/routes';
import type { LeadList } from '../../shared/contract/leads';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn, signedInClient } from '../helpers/sign-in';
import { keysNamed } from '../helpers/visitors';
import { ownerWithCard } from '../fixtures/cards';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newKey = keysNamed('kiosk-limit-key');

const lead = (name: string) => ({ name, phone: '050-111-2233', email: '', message: '', consent: true, event: 'תערוכה', idempotencyKey: newKey() });

function submit(client: TestClient, slug: string, body: Record<string, unknown>) {
  return client.fetch(`/api/public/profiles/${slug}/leads`, { method: 'POST', json: body, headers: { 'Sec-Fetch-Site': 'same-origin' } });
}

describe('a kiosk’s allowance of leads', () => {
  it('is only for the card’s own owner: another signed-in account naming an event is limited as any visitor', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const { client: stranger } = await signedInClient(server);
    let last = 0;
    for (let i = 0; i <= LEAD_RATE_LIMITS.perCard.max; i++) last = (await submit(stranger, card.slug, lead(`זר ${i}`))).status;
    expect(last).toBe(429);
    const owner = await signedIn(server.url, user);
    expect((await json<LeadList>(await owner.fetch('/api/leads'), 200)).total).toBe(LEAD_RATE_LIMITS.perCard.max);
    // The owner's own kiosk on the same address still takes its queue.
    expect((await submit(owner, card.slug, lead('מבקר בדוכן'))).status).toBe(201);
  });
});
