// The statistics count the very leads the owner's list shows: a lead erased by its visitor or deleted by the owner
// leaves every figure, and a removed team member's leads count for the team's owner who took them over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { israelDay } from '../../api/events/day';
import type { LeadList } from '../../shared/contract/leads';
import type { AcceptedInvitation, Organisation, OrganisationDashboard } from '../../shared/contract/organisations';
import type { StatsReport } from '../../shared/contract/stats';
import { buildCard } from '../fixtures/cards';
import { json, TestClient } from '../helpers/client';
import { submitLead } from '../helpers/lead-form';
import { linkIn, mailsTo } from '../helpers/mail';
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

/** Invites a new address to the organisation and accepts as a new account: the new member's client and id. */
async function newMember(owner: TestClient, organisationId: number): Promise<{ client: TestClient; userId: number }> {
  sequence += 1;
  const email = `counted-member-${sequence}@example.test`;
  await json(await owner.send('POST', `/api/organisations/${organisationId}/invitations`, { email, role: 'member' }), 201);
  const [mail] = await mailsTo(server.config.dataDir, email);
  const token = new URL(linkIn(mail!)).searchParams.get('token')!;
  const client = new TestClient(server.url);
  const accepted = await json<AcceptedInvitation>(await client.send('POST', '/api/invitations/accept', { token, username: `counted${sequence}`, password: 'team-secret-8' }), 201);
  client.resetCsrf();
  return { client, userId: accepted.user!.id };
}

describe('a member removed from a team', () => {
  it('no longer counts the team’s leads their list no longer shows, and the owner who took them over counts them', async () => {
    sequence += 1;
    const { client: owner, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks(), displayName: 'בעלת הצוות' });
    const ownCard = await buildCard(server.query, user.id, { displayName: 'הכרטיס של הבעלים', slug: `owner-counted-${sequence}` });
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: `צוות ${sequence}` }), 201);
    await leadWithMail(ownCard.slug, 'לקוחה של הבעלים', `owners-${sequence}@example.test`);
    const member = await newMember(owner, organisation.id);
    const memberCard = await buildCard(server.query, member.userId, { displayName: 'הכרטיס של החבר', slug: `member-counted-${sequence}` });
    await leadWithMail(memberCard.slug, 'לקוח מהצוות', `team-${sequence}@example.test`);
    await leadWithMail(memberCard.slug, 'לקוח שני מהצוות', `team-two-${sequence}@example.test`);
    // The member's plan: a trial of their own, as the owner's.
    await server.query.updateTable('users').set({ trial_ends_at: inTwoWeeks() }).where('id', '=', member.userId).execute();
    expect((await statsOf(member.client)).totals.leads).toBe(2);

    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);

    // The member's list is empty, and so are their figures: all cards, the card, the chart, the CSV.
    expect((await leadsOf(member.client)).total).toBe(0);
    const memberStats = await statsOf(member.client);
    expect(memberStats.totals.leads).toBe(0);
    expect(memberStats.cards.map((c) => [c.profileId, c.leads])).toEqual([[memberCard.id, 0]]);
    expect(memberStats.series.every((day) => day.leads === 0)).toBe(true);
    expect((await statsOf(member.client, `/api/profiles/${memberCard.id}/stats?days=7`)).totals.leads).toBe(0);
    expect(csvDayLeads(await csvOf(member.client, '/api/stats/export.csv?days=30'))).toBe(0);

    // The owner's list has all three, and so have the owner's totals and chart; the owner's own card counts its own.
    expect((await leadsOf(owner)).total).toBe(3);
    const ownerStats = await statsOf(owner);
    expect(ownerStats.totals.leads).toBe(3);
    expect(ownerStats.series.find((day) => day.day === israelDay(new Date()))!.leads).toBe(3);
    expect(ownerStats.cards.map((c) => [c.profileId, c.leads])).toEqual([[ownCard.id, 1]]);
    expect(csvDayLeads(await csvOf(owner, '/api/stats/export.csv?days=30'))).toBe(3);
    const team = await json<OrganisationDashboard>(await owner.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
    expect(team.totals.leads).toBe(3);
  });
});
