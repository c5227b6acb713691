import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../shared/contract/account';
import { leadListSchema } from '../../shared/contract/leads';
import { profileSchema, profileSummaryListSchema } from '../../shared/contract/profiles';
import { SERVER_QUERIES_ID } from '../../shared/documents.mjs';
import { leadsRepo } from '../../api/leads/repo';
import type { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { inTwoWeeks } from '../helpers/users';
import { buildCard } from '../fixtures/cards';
import { ownerPagesAppDir } from '../fixtures/owner-pages-app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { appDir: ownerPagesAppDir() });
});
afterAll(() => server.close());

/** An owner on a trial with one card and one lead on it, signed in. */
async function ownerWithLead(cardName: string, leadName: string) {
  const { client, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
  const card = await buildCard(server.query, user.id, { displayName: cardName });
  await leadsRepo(server.query).insertOnce({
    userId: user.id,
    profileId: card.id,
    cardName: card.displayName,
    name: leadName,
    phone: '050-111-2233',
    email: '',
    message: 'אשמח לשיחה',
    consentText: 'אני מסכים/ה',
    idempotencyKey: `lead-${card.id}`,
    now: new Date().toISOString(),
  });
  return { client, user, card };
}

/** An owner page as the signed-in browser gets it: the document and the queries it carries for the app. */
async function ownerPage(client: TestClient, path: string) {
  const response = await client.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const json = html.match(new RegExp(`<script type="application/json" id="${SERVER_QUERIES_ID}">(.*?)</script>`, 's'))?.[1];
  const queries = new Map((json ? (JSON.parse(json) as [unknown[], unknown][]) : []).map(([key, data]) => [String(key[0]), data]));
  return { html, queries };
}

/** What the API answers the same owner for the same address. */
async function apiAnswer(client: TestClient, path: string): Promise<unknown> {
  const response = await client.fetch(path);
  expect(response.status).toBe(200);
  return response.json();
}

describe("an owner's page arrives with the owner's data", () => {
  it('draws the dashboard with their cards and account, as the API answers them and the app’s contracts read them', async () => {
    const noa = await ownerWithLead('סטודיו נועה לעיצוב', 'אבי כהן');
    const other = await ownerWithLead('מספרת רונית', 'שירה לוי');

    const { html, queries } = await ownerPage(noa.client, '/dashboard');
    expect(html).toContain('סטודיו נועה לעיצוב');
    expect(html).not.toContain('מספרת רונית');
    expect(html).not.toContain(other.user.email);
    expect(queries.get('/api/profiles')).toEqual(await apiAnswer(noa.client, '/api/profiles'));
    expect(profileSummaryListSchema.parse(queries.get('/api/profiles')).map((card) => card.displayName)).toEqual(['סטודיו נועה לעיצוב']);
    expect(accountSchema.parse(queries.get('/api/account')).user.email).toBe(noa.user.email);
    expect(queries.get('/api/account')).toEqual(await apiAnswer(noa.client, '/api/account'));
  });

  it('draws the leads page with their leads only', async () => {
    const dana = await ownerWithLead('דנה צילום', 'יוסי מזרחי');
    await ownerWithLead('גלעד שיפוצים', 'מיכל אברהם');

    const { html, queries } = await ownerPage(dana.client, '/leads');
    expect(html).toContain('יוסי מזרחי');
    expect(html).not.toContain('מיכל אברהם');
    const leads = leadListSchema.parse(queries.get('/api/leads?page=1&pageSize=25'));
    expect(leads.items.map((lead) => lead.name)).toEqual(['יוסי מזרחי']);
    expect(queries.get('/api/leads?page=1&pageSize=25')).toEqual(await apiAnswer(dana.client, '/api/leads?page=1&pageSize=25'));
  });

  it("draws the editor with the owner's card, and never with someone else's", async () => {
    const owner = await ownerWithLead('עינב קוסמטיקה', 'רות לוי');
    const stranger = await ownerWithLead('משרד עורכי דין ברק', 'נתן גולן');

    const own = await ownerPage(owner.client, `/editor/${owner.card.id}`);
    expect(own.html).toContain('עינב קוסמטיקה');
    expect(profileSchema.parse(own.queries.get(`/api/profiles/${owner.card.id}`)).displayName).toBe('עינב קוסמטיקה');

    // The API answers 404 for someone else's card; the page is drawn without it, and the app shows its not-found.
    const theirs = await ownerPage(owner.client, `/editor/${stranger.card.id}`);
    expect(theirs.html).not.toContain('משרד עורכי דין ברק');
    expect(theirs.html).not.toContain(stranger.card.slug);
    expect(theirs.queries.has(`/api/profiles/${stranger.card.id}`)).toBe(false);
    expect(theirs.queries.get('/api/auth/current-user')).toMatchObject({ username: owner.user.username });
  });

  it('keeps the data inside its script element whatever a card’s text holds', async () => {
    const { client, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
    const name = '</script><script>alert(1)</script><!--';
    const card = await buildCard(server.query, user.id, { displayName: name });

    const { html, queries } = await ownerPage(client, `/editor/${card.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--<');
    expect(profileSchema.parse(queries.get(`/api/profiles/${card.id}`)).displayName).toBe(name);
  });
});
