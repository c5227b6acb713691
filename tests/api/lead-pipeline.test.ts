import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/contract/account';
import { ACCOUNT_MESSAGES } from '../../shared/contract/account';
import type { Lead, LeadDetail, LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import type { LeadMail } from '../../shared/contract/lead-mail';
import type { StatsReport } from '../../shared/contract/stats';
import { addDays, israelDay, israelTime } from '../../api/israel-time';
import { sendDigests } from '../../api/lead-upkeep/digest';
import { ringDueReminders } from '../../api/lead-upkeep/reminders';
import { removeExpiredLeads } from '../../api/lead-upkeep/retention';
import { buildCard } from '../fixtures/cards';
import { json, type TestClient } from '../helpers/client';
import { submitLead } from '../helpers/lead-form';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, inTwoWeeks } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

let sequence = 0;
async function ownerWithCard(locale: 'he' | 'en' = 'he') {
  sequence += 1;
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks(), locale, displayName: 'גל' });
  const card = await buildCard(server.query, user.id, { displayName: 'גל לוי', slug: `pipeline-${sequence}` });
  return { user, card, owner: await signedIn(server.url, user) };
}
const listOf = async (owner: TestClient, query = '') => ((await (await owner.fetch(`/api/leads${query}`)).json()) as LeadList).items.map((lead) => lead.name);

describe('the lead pipeline', () => {
  it('changes status, tags and reminder with PUT (the rest kept), and filters and searches by each', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'שרה', email: 'sara.pipe@example.test', sendCard: true });
    await submitLead(server, card.slug, { name: 'משה', phone: '050-123-4567' });
    const [moshe, sara] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    const updated = await json<LeadDetail>(await owner.send('PUT', `/api/leads/${sara!.id}`, { status: 'meeting', tags: ['VIP', 'כנס', 'vip'], remindAt: '2031-01-15' }), 200);
    expect(updated).toMatchObject({ status: 'meeting', tags: ['VIP', 'כנס'], remindAt: '2031-01-15', note: '', source: 'exchange' });
    expect(updated.timeline[0]).toMatchObject({ type: 'created', source: 'exchange' });
    expect(await json<LeadDetail>(await owner.send('PUT', `/api/leads/${sara!.id}`, { note: 'להתקשר' }), 200)).toMatchObject({ status: 'meeting', tags: ['VIP', 'כנס'], note: 'להתקשר' });
    expect((await owner.send('PUT', `/api/leads/${moshe!.id}`, { tags: ['x'.repeat(31)] })).status).toBe(400);
    expect((await owner.send('PUT', `/api/leads/${moshe!.id}`, { remindAt: '15/01/2031' })).status).toBe(400);
    expect((await owner.send('PUT', `/api/leads/${moshe!.id}`, {})).status).toBe(400);
    expect(await listOf(owner, '?tag=vip')).toEqual(['שרה']);
    expect(await listOf(owner, '?q=כנס')).toEqual(['שרה']);
    expect(await listOf(owner, '?source=card')).toEqual(['משה']);
    expect(await listOf(owner, '?status=meeting')).toEqual(['שרה']);
    expect(await listOf(owner, '?reminder=set')).toEqual(['שרה']);
    expect(await listOf(owner, '?reminder=due')).toEqual([]);
    const stranger = await signedIn(server.url, await buildUser(server.query, { trialEndsAt: inTwoWeeks() }));
    expect((await stranger.send('PUT', `/api/leads/${sara!.id}`, { tags: ['mine'] })).status).toBe(404);
    expect((await stranger.fetch(`/api/leads/${sara!.id}`)).status).toBe(404);
  });

  it('rings the bell once for a reminder set for today, at once, and for one that falls due on a later day', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'היום', phone: '050-000-0001' });
    await submitLead(server, card.slug, { name: 'מחר', phone: '050-000-0002' });
    const [tomorrow, today] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    const now = new Date();
    await owner.send('PUT', `/api/leads/${today!.id}`, { remindAt: israelDay(now) });
    await owner.send('PUT', `/api/leads/${tomorrow!.id}`, { remindAt: addDays(israelDay(now), 1) });
    const bell = async () => ((await (await owner.fetch('/api/notifications')).json()) as Notification[]).filter((n) => n.kind === 'lead_reminder').map((n) => n.title);
    expect(await bell()).toEqual(['תזכורת: היום']);
    expect(await listOf(owner, '?reminder=due')).toEqual(['היום']);
    await ringDueReminders(server.query, now);
    expect(await bell()).toEqual(['תזכורת: היום']);
    await ringDueReminders(server.query, new Date(israelTime(addDays(israelDay(now), 1), 8).getTime()));
    expect(await bell()).toEqual(['תזכורת: מחר', 'תזכורת: היום']);
  });

  it('rings the bell at once for a reminder set for a day already past, without saying it was set for today', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'שלשום', phone: '050-000-0004' });
    const [lead] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    await owner.send('PUT', `/api/leads/${lead!.id}`, { remindAt: addDays(israelDay(new Date()), -2) });
    const [reminder] = ((await (await owner.fetch('/api/notifications')).json()) as Notification[]).filter((n) => n.kind === 'lead_reminder');
    expect(reminder!.title).toBe('תזכורת: שלשום');
    expect(reminder!.content).not.toContain('להיום');
    expect(reminder!.content).toBe('הגיע מועד התזכורת שקבעת לחזור לליד הזה. הפרטים מחכים לך בעמוד הלידים.');
  });

  it('mails the morning digest once, from 08:00, in the account’s language, with the day’s reminders and yesterday’s leads; not to an owner who turned it off, nor to the shared demo account', async () => {
    const english = await ownerWithCard('en');
    const off = await ownerWithCard('he');
    const demo = await ownerWithCard('he');
    expect((await off.owner.send('PATCH', '/api/account', { leadDigest: false })).status).toBe(200);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const { card } of [english, off, demo]) await submitLead(server, card.slug, { name: 'Old lead', phone: '050-000-0003' });
    // The shared demo account keeps the leads it was seeded with; its address is nobody's mailbox.
    await server.query.updateTable('users').set({ is_demo: 1 }).where('id', '=', demo.user.id).execute();
    await server.query.updateTable('leads').set({ created_at: israelTime(israelDay(yesterday), 12).toISOString() }).where('name', '=', 'Old lead').execute();
    const morning = israelTime(israelDay(new Date()), 8);
    expect(await sendDigests(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, new Date(morning.getTime() - 60_000))).toBe(0);
    await sendDigests(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, morning);
    await sendDigests(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, new Date(morning.getTime() + 60_000));
    const mails = await mailsTo(server.config.dataDir, english.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your leads for today: 1']);
    expect(mails[0]!.text).toContain("Yesterday's new leads:\n• \u2068Old lead\u2069");
    expect(await mailsTo(server.config.dataDir, off.user.email)).toEqual([]);
    expect(await mailsTo(server.config.dataDir, demo.user.email)).toEqual([]);
  });

  it('mails no digest to an owner whose plan no longer covers leads: their details wait for a plan, as on the leads page', async () => {
    const { user, card, owner } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Waiting lead', phone: '050-000-0007', email: 'waiting.lead@example.test' });
    const [lead] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    const today = israelDay(new Date());
    await server.query.updateTable('leads').set({ created_at: israelTime(addDays(today, -1), 12).toISOString() }).where('id', '=', lead!.id).execute();
    await server.query.updateTable('users').set({ trial_ends_at: israelTime(addDays(today, -1), 9).toISOString() }).where('id', '=', user.id).execute();
    expect((await owner.fetch('/api/leads')).status).toBe(402);
    await sendDigests(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, israelTime(today, 8));
    expect(await mailsTo(server.config.dataDir, user.email)).toEqual([]);
  });

  it('lists a lead that came yesterday and has a reminder today once, under its reminder, and counts it once', async () => {
    const { user, card, owner } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Both', phone: '050-000-0006' });
    const [lead] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    const today = israelDay(new Date());
    await server.query.updateTable('leads').set({ created_at: israelTime(addDays(today, -1), 12).toISOString(), remind_at: today }).where('id', '=', lead!.id).execute();
    await sendDigests(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, israelTime(today, 8));
    const [mail, ...more] = await mailsTo(server.config.dataDir, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your leads for today: 1');
    expect(mail!.text).toContain("Today's reminders:\n• \u2068Both\u2069");
    expect(mail!.text).not.toContain("Yesterday's new leads:");
  });

  it('keeps leads as long as the owner chose (6, 12, 24 months or until deleted), removing older ones with their files', async () => {
    const { card, owner } = await ownerWithCard();
    const refused = await owner.send('PATCH', '/api/account', { leadRetentionMonths: 3 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: { message: string }[] }).details[0]!.message).toBe(ACCOUNT_MESSAGES.retention);
    expect(await json<Account>(await owner.send('PATCH', '/api/account', { leadRetentionMonths: 6 }), 200)).toMatchObject({ leadRetentionMonths: 6 });
    await submitLead(server, card.slug, { name: 'ישן', phone: '050-000-0004' });
    await submitLead(server, card.slug, { name: 'חדש', phone: '050-000-0005' });
    await server.query.updateTable('leads').set({ created_at: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000).toISOString() }).where('name', '=', 'ישן').execute();
    expect(((await (await owner.fetch('/api/leads')).json()) as LeadList).retentionMonths).toBe(6);
    await removeExpiredLeads(server.query, server.services.files);
    expect(await listOf(owner)).toEqual(['חדש']);
    await owner.send('PATCH', '/api/account', { leadRetentionMonths: 0 });
    await server.query.updateTable('leads').set({ created_at: new Date(Date.now() - 5 * 365 * 24 * 60 * 60 * 1000).toISOString() }).where('name', '=', 'חדש').execute();
    await removeExpiredLeads(server.query, server.services.files);
    expect(await listOf(owner)).toEqual(['חדש']);
  });

  it('takes a lead past its keeping time out of the bell too: the notices naming the person (new lead, reminder) go with it', async () => {
    const { card, owner } = await ownerWithCard();
    await owner.send('PATCH', '/api/account', { leadRetentionMonths: 6 });
    await submitLead(server, card.slug, { name: 'ותיק', phone: '050-000-0007' });
    await submitLead(server, card.slug, { name: 'טרי', phone: '050-000-0008' });
    const old = (await server.query.selectFrom('leads').select('id').where('profile_id', '=', card.id).where('name', '=', 'ותיק').executeTakeFirstOrThrow()).id;
    await owner.send('PUT', `/api/leads/${old}`, { remindAt: israelDay(new Date()) });
    await ringDueReminders(server.query);
    const titles = async () => ((await (await owner.fetch('/api/notifications')).json()) as Notification[]).map((notification) => notification.title);
    expect((await titles()).filter((title) => title.includes('ותיק'))).toHaveLength(2);

    await server.query.updateTable('leads').set({ created_at: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000).toISOString() }).where('id', '=', old).execute();
    await removeExpiredLeads(server.query, server.services.files);
    expect(await listOf(owner)).toEqual(['טרי']);
    expect((await titles()).filter((title) => title.includes('ותיק'))).toEqual([]);
    expect(await titles()).toContain('ליד חדש: טרי');
  });
});

describe('sharing a card from the dashboard', () => {
  it('keeps a phone contact as a shared lead, mails the card to an address (limited per address), and refuses strangers', async () => {
    const { card, owner } = await ownerWithCard();
    const byPhone = await json<{ lead: Lead; mail: null }>(await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'whatsapp', phone: '052-765-4321', name: 'יעל' }), 201);
    // No form was shown to the person the card went to: no consent, in no language, at no time.
    expect(byPhone).toMatchObject({ lead: { source: 'shared', phone: '052-765-4321', name: 'יעל', consentText: '', consentLanguage: null, consentedAt: null }, mail: null });
    const byMail = await json<{ mail: LeadMail }>(await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'email', email: 'met@example.test' }), 201);
    expect(byMail.mail).toMatchObject({ kind: 'shared_card', status: 'pending', marketing: false });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'met@example.test');
    expect(mail!.subject).toBe('גל לוי שלח/ה לך כרטיס ביקור');
    expect(mail!.attachments[0]!.contentType).toBe('text/vcard');
    for (let i = 0; i < 2; i += 1) await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'email', email: 'met@example.test' });
    expect((await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'email', email: 'met@example.test' })).status).toBe(429);
    expect((await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'sms', phone: 'abc' })).status).toBe(400);
    const stranger = await signedIn(server.url, await buildUser(server.query));
    expect((await stranger.send('POST', `/api/profiles/${card.id}/share`, { channel: 'sms', phone: '050-111-2233' })).status).toBe(404);
  });

  it('keeps no lead when the address refused the owner’s mail (409 mail_refused)', async () => {
    const { user, card, owner } = await ownerWithCard();
    await server.services.leadMail.refuse(user.id, 'refused.share@example.test');
    const refused = await owner.send('POST', `/api/profiles/${card.id}/share`, { channel: 'email', email: 'Refused.Share@example.test' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'mail_refused' });
    expect(await listOf(owner)).toEqual([]);
  });
});

/** The heading row of a CSV file in an archive. */
const firstLine = (files: Record<string, Uint8Array>, name: string) => strFromU8(files[name]!).replace(/^\uFEFF/, '').split('\r\n')[0];

describe('the account’s export', () => {
  it('is one ZIP: cards, leads (CSV, and JSON with consents and mails), the visitors’ files, statistics, webhooks without secrets', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'בזיפ', email: 'zip@example.test', sendCard: true, marketingConsent: true });
    await server.services.leadMailWorker.sendDue();
    const response = await owner.fetch('/api/account/export');
    expect(response.headers.get('content-type')).toBe('application/zip');
    const archive = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(archive).sort()).toEqual(['account.json', 'cards.json', `cards/${card.slug}.vcf`, 'leads.csv', 'leads.json', 'statistics.csv', 'webhooks.json']);
    const [lead] = JSON.parse(strFromU8(archive['leads.json']!)) as (LeadDetail & { mails: LeadMail[] })[];
    expect(lead).toMatchObject({ name: 'בזיפ', source: 'exchange', consentText: expect.stringContaining('אני מסכים/ה'), marketingConsent: { text: expect.stringContaining('גל לוי') } });
    expect(lead!.mails.map((mail) => `${mail.kind}:${mail.status}`)).toEqual(['card:sent']);
    expect(strFromU8(archive['leads.csv']!)).toContain('בזיפ');
    expect(firstLine(archive, 'statistics.csv')).toBe('כרטיס,תאריך,צפיות,מבקרים ייחודיים,לחיצות,שמירות איש קשר,שיתופים,לידים');
    // Its clicks are the stats page's: a WhatsApp tap and two contact saves are three clicks, two of them saves.
    const day = israelDay(new Date());
    await server.query.deleteFrom('profile_daily').where('profile_id', '=', card.id).execute();
    await server.query.insertInto('profile_daily').values({ profile_id: card.id, day, views: 4, uniques: 3, clicks: 1, vcards: 2, shares: 0, leads: 1, engaged: 2 }).execute();
    const counted = unzipSync(new Uint8Array(await (await owner.fetch('/api/account/export')).arrayBuffer()));
    expect(strFromU8(counted['statistics.csv']!).split('\r\n')[1]).toBe(`${card.slug},${day},4,3,3,2,0,1`);
    expect((await json<StatsReport>(await owner.fetch('/api/stats?days=7'), 200)).totals.clicks).toBe(3);

    // An English account's spreadsheets have English headings.
    expect((await owner.send('PATCH', '/api/account', { locale: 'en' })).status).toBe(200);
    const english = unzipSync(new Uint8Array(await (await owner.fetch('/api/account/export')).arrayBuffer()));
    expect(firstLine(english, 'statistics.csv')).toBe('Card,Date,Views,Unique visitors,Clicks,Contact saves,Shares,Leads');
    expect(firstLine(english, 'leads.csv')).toMatch(/^Date,Card,Name,Company,Phone,Email,Message,Status,/);
  });
});
