// The statistics count the very leads the owner's list shows: a lead erased by its visitor or deleted by the owner
// leaves every figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { israelDay } from '../../api/events/day';
import type { LeadList } from '../../shared/contract/leads';
import type { Organisation, OrganisationDashboard } from '../../shared/contract/organisations';
import type { StatsReport } from '../../shared/contract/stats';
import { buildCard } from '../fixtures/cards';
import { json, type TestClient } from '../helpers/client';
import { submitLead } from '../helpers/lead-form';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { inTwoWeeks } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

let sequence = 0;

const leadsOf = async (client: TestClient) => json<LeadList>(await client.fetch('/api/leads?pageSize=100'), 200);
const statsOf = async (client: TestClient, path = '/api/stats?days=30') => json<StatsReport>(await client.fetch(path), 200);
const csvOf = async (client: TestClient, path: string) => new TextDecoder().decode(await (await client.fetch(path)).arrayBuffer());

/** The leads column of a stats CSV's day rows, summed (the last column of the rows that start with a date). */
function csvDayLeads(csv: string): number {
  return csv
    .split('\r\n')
    .filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))
    .reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
}

/** A visitor's lead that asks for the card by mail, so its mail carries the link to the visitor's details. */
async function leadWithMail(slug: string, name: string, email: string): Promise<void> {
  expect((await submitLead(server, slug, { name, email, sendCard: true })).status).toBe(201);
}

describe('the statistics count the leads the owner holds', () => {
  it('a lead its visitor erased, and one the owner deleted, leave the totals, the card’s figures, the chart, the CSV and the team’s totals', async () => {
    sequence += 1;
    const { client: owner, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
    const card = await buildCard(server.query, user.id, { displayName: 'כרטיס הספירה', slug: `counted-${sequence}` });
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: `צוות הספירה ${sequence}` }), 201);
    await leadWithMail(card.slug, 'דנה נמחקת', `erased-${sequence}@example.test`);
    await leadWithMail(card.slug, 'יוסי נשאר', `stays-${sequence}@example.test`);
    await leadWithMail(card.slug, 'רון נמחק בידי הבעלים', `deleted-${sequence}@example.test`);
    const today = israelDay(new Date());

    const expectCounted = async (n: number) => {
      expect((await leadsOf(owner)).total).toBe(n);
      const all = await statsOf(owner);
      expect(all.totals.leads).toBe(n);
      expect(all.cards.find((c) => c.profileId === card.id)!.leads).toBe(n);
      expect(all.series.find((day) => day.day === today)!.leads).toBe(n);
      const one = await statsOf(owner, `/api/profiles/${card.id}/stats?days=7`);
      expect([one.totals.leads, one.series.at(-1)!.leads]).toEqual([n, n]);
      expect(csvDayLeads(await csvOf(owner, '/api/stats/export.csv?days=30'))).toBe(n);
      expect(csvDayLeads(await csvOf(owner, `/api/profiles/${card.id}/stats/export.csv?days=7`))).toBe(n);
      const team = await json<OrganisationDashboard>(await owner.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
      expect(team.totals.leads).toBe(n);
    };
    await expectCounted(3);

    // The visitor erases their details through the link their mail carries.
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, `erased-${sequence}@example.test`);
    const token = new URL(/https?:\/\/\S+\/my-details\?token=\S+/.exec(mail!.text!)![0]).searchParams.get('token')!;
    const erased = await fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    expect(erased.status).toBe(200);
    expect((await leadsOf(owner)).items.map((lead) => lead.name).sort()).toEqual(['יוסי נשאר', 'רון נמחק בידי הבעלים']);
    await expectCounted(2);

    // The owner deletes one: the list no longer shows it, so no figure counts it.
    const deleted = (await leadsOf(owner)).items.find((lead) => lead.name === 'רון נמחק בידי הבעלים')!;
    expect((await owner.send('DELETE', `/api/leads/${deleted.id}`)).status).toBe(204);
    await expectCounted(1);
  });
});
