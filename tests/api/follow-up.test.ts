import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MAIL_MESSAGES, type FollowUp, type LeadMail } from '../../shared/contract/lead-mail';
import type { LeadDetail, LeadList } from '../../shared/contract/leads';
import { leadMailWorker } from '../../api/lead-mail/worker';
import { leadMailRepo } from '../../api/lead-mail/repo';
import { nextIsraelMorning } from '../../api/israel-time';
import { buildCard } from '../fixtures/cards';
import type { TestClient } from '../helpers/client';
import { json } from '../helpers/client';
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
async function ownerWithFollowUp(template: Partial<{ enabled: boolean; subject: string; body: string; when: 'now' | 'next-morning'; marketing: boolean }> = {}, language: 'he' | 'en' = 'he') {
  sequence += 1;
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks(), displayName: 'גל לוי' });
  const card = await buildCard(server.query, user.id, { displayName: 'גל לוי', company: 'סטודיו גל', language, slug: `follow-up-${sequence}` });
  const owner = await signedIn(server.url, user);
  const body = { enabled: true, subject: 'תודה {name}', body: 'שלום {name}, כאן {owner}. הכרטיס: {link}', when: 'now', marketing: false, ...template };
  const saved = await json<FollowUp>(await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, body), 200);
  return { user, card, owner, saved };
}

const sendDue = () => server.services.leadMailWorker.sendDue();
const leadsOf = async (owner: TestClient) => ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
const timelineOf = async (owner: TestClient, id: number) => ((await (await owner.fetch(`/api/leads/${id}`)).json()) as LeadDetail).timeline;

describe('a card’s follow-up template', () => {
  it('reads a disabled default in the card’s language until saved, saves and reads back, and refuses bad input and strangers', async () => {
    const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
    const card = await buildCard(server.query, user.id, { displayName: 'Sam Cohen', language: 'en' });
    const owner = await signedIn(server.url, user);
    const fresh = await json<FollowUp>(await owner.fetch(`/api/profiles/${card.id}/follow-up`), 200);
    expect(fresh).toMatchObject({ enabled: false, saved: false, language: 'en', subject: 'Thank you for getting in touch, {name}', when: 'now', marketing: false, ownerName: 'Sam Cohen', contact: 'noa@example.test' });
    const bad = await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: '', body: 'x', when: 'tomorrow', marketing: false });
    expect(bad.status).toBe(400);
    const saved = await json<FollowUp>(await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'Hi {name}', body: 'Body', when: 'next-morning', marketing: true }), 200);
    expect(saved).toMatchObject({ enabled: true, saved: true, subject: 'Hi {name}', when: 'next-morning', marketing: true });
    expect(await json<FollowUp>(await owner.fetch(`/api/profiles/${card.id}/follow-up`), 200)).toEqual(saved);
    const stranger = await signedIn(server.url, await buildUser(server.query));
    expect((await stranger.fetch(`/api/profiles/${card.id}/follow-up`)).status).toBe(404);
    expect((await stranger.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'a', body: 'b', when: 'now', marketing: false })).status).toBe(404);
  });
});

describe('the follow-up after a new lead', () => {
  it('goes at once to a lead with an address, filled in, Reply-To the owner, with the visitor’s links; never to one without an address', async () => {
    const { user, card, owner } = await ownerWithFollowUp();
    await submitLead(server, card.slug, { name: 'דנה', email: 'dana.follow@example.test' });
    await submitLead(server, card.slug, { name: 'אבי', phone: '050-111-2233' });
    await sendDue();
    const [mail, ...more] = await mailsTo(server.config.dataDir, 'dana.follow@example.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('תודה דנה');
    expect(mail!.text).toContain(`שלום דנה, כאן גל לוי. הכרטיס: ${server.config.publicUrl}/p/${card.slug}`);
    expect(mail!.text).toContain('נשלח מטעם \u2068סטודיו גל\u2069. ליצירת קשר: \u2068noa@example.test\u2069');
    expect(mail!.text).toContain('/my-details?token=');
    expect(mail!.replyTo?.value[0]?.address).toBe(user.email);
    const [avi, dana] = await leadsOf(owner);
    expect((await timelineOf(owner, dana!.id)).map((entry) => (entry.type === 'mail' ? `${entry.mail.status}:${entry.mail.subject}` : entry.type))).toEqual(['created', 'sent:תודה דנה']);
    expect((await timelineOf(owner, avi!.id)).map((entry) => entry.type)).toEqual(['created']);
  });

  it('goes to one address at most 3 times a day from a card: the form cannot make the owner’s mail reach a stranger again and again, and the leads are still kept', async () => {
    const { card, owner } = await ownerWithFollowUp();
    for (const name of ['ראשון', 'שני', 'שלישי', 'רביעי']) expect((await submitLead(server, card.slug, { name, email: 'someone.else@example.test' })).status).toBe(201);
    await sendDue();
    expect(await mailsTo(server.config.dataDir, 'someone.else@example.test')).toHaveLength(3);
    expect((await leadsOf(owner)).map((lead) => lead.name)).toEqual(['רביעי', 'שלישי', 'שני', 'ראשון']);
  });

  it('counts only follow-ups that go: a visitor who left their address on many cards without one still gets the follow-up of a card that has one', async () => {
    const { card: quiet } = await ownerWithFollowUp({ enabled: false });
    for (let n = 1; n <= 11; n++) expect((await submitLead(server, quiet.slug, { name: `ביקור ${n}`, email: 'busy.visitor@example.test' })).status).toBe(201);
    const { card } = await ownerWithFollowUp();
    await submitLead(server, card.slug, { name: 'יעל', email: 'busy.visitor@example.test' });
    await sendDue();
    expect((await mailsTo(server.config.dataDir, 'busy.visitor@example.test')).map((mail) => mail.subject)).toEqual(['תודה יעל']);
  });

  it('waits for 09:00 Israel time the next morning when asked, in the database (a restarted worker sends it)', async () => {
    const { card, owner } = await ownerWithFollowUp({ when: 'next-morning' });
    await submitLead(server, card.slug, { name: 'רוני', email: 'roni.morning@example.test' });
    await sendDue();
    expect(await mailsTo(server.config.dataDir, 'roni.morning@example.test')).toEqual([]);
    const [lead] = await leadsOf(owner);
    const [, waiting] = await timelineOf(owner, lead!.id);
    expect(waiting).toMatchObject({ type: 'mail', mail: { status: 'pending', dueAt: nextIsraelMorning(new Date(lead!.createdAt)).toISOString() } });
    expect(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date((waiting as { mail: LeadMail }).mail.dueAt))).toBe('09:00');
    // The morning comes: a worker that started after the lead arrived (another node, or this one restarted) sends it.
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('lead_id', '=', lead!.id).execute();
    await leadMailWorker(server.query, { mailer: server.services.mailer, files: server.services.files, tokens: server.services.visitorTokens, publicUrl: () => server.config.publicUrl, log: server.services.log }).sendDue();
    expect((await mailsTo(server.config.dataDir, 'roni.morning@example.test')).map((mail) => mail.subject)).toEqual(['תודה רוני']);
  });

  it('sent by hand while the morning’s follow-up waits, is that follow-up: the lead gets one, and its history shows one', async () => {
    const { card, owner } = await ownerWithFollowUp({ when: 'next-morning' });
    await submitLead(server, card.slug, { name: 'נועה', email: 'noa.twice@example.test' });
    const [lead] = await leadsOf(owner);
    expect(await json<LeadMail>(await owner.send('POST', `/api/leads/${lead!.id}/follow-up`), 202)).toMatchObject({ status: 'pending', subject: 'תודה נועה' });
    await sendDue();
    // The morning comes.
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('lead_id', '=', lead!.id).where('status', '=', 'pending').execute();
    await sendDue();
    expect((await mailsTo(server.config.dataDir, 'noa.twice@example.test')).map((mail) => mail.subject)).toEqual(['תודה נועה']);
    expect((await timelineOf(owner, lead!.id)).map((entry) => (entry.type === 'mail' ? `${entry.mail.kind}:${entry.mail.status}` : entry.type))).toEqual(['created', 'follow_up:sent']);
  });

  it('sent by hand while the automatic one is being sent, or waits to retry after a mail-server error, is that one: the lead gets one', async () => {
    const { card, owner } = await ownerWithFollowUp({ when: 'next-morning' });
    await submitLead(server, card.slug, { name: 'אורי', email: 'ori.sending@example.test' });
    await submitLead(server, card.slug, { name: 'תמר', email: 'tamar.retry@example.test' });
    const [tamar, ori] = await leadsOf(owner);
    // The morning comes, and a worker takes both follow-ups to send; Tamar's mail server refuses once.
    const theirs = [ori!.id, tamar!.id];
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('lead_id', 'in', theirs).execute();
    const claimed = await leadMailRepo(server.query).claimDue(new Date().toISOString(), new Date(Date.now() + 60_000).toISOString(), 10);
    expect(claimed.map((row) => row.lead_id).sort()).toEqual([...theirs].sort());
    await leadMailRepo(server.query).retryAt(claimed.find((row) => row.lead_id === tamar!.id)!.id, new Date(Date.now() + 60_000).toISOString());

    for (const lead of [ori!, tamar!]) {
      const answer = await json<LeadMail>(await owner.send('POST', `/api/leads/${lead.id}/follow-up`), 202);
      expect(answer).toMatchObject({ id: claimed.find((row) => row.lead_id === lead.id)!.id, status: 'pending' });
      expect((await timelineOf(owner, lead.id)).filter((entry) => entry.type === 'mail')).toHaveLength(1);
    }
    // The sends finish (the claimed one now, the retry when its lease and pause are over): one mail each.
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('lead_id', 'in', theirs).where('status', '=', 'pending').execute();
    await sendDue();
    expect((await mailsTo(server.config.dataDir, 'ori.sending@example.test')).map((mail) => mail.subject)).toEqual(['תודה אורי']);
    expect((await mailsTo(server.config.dataDir, 'tamar.retry@example.test')).map((mail) => mail.subject)).toEqual(['תודה תמר']);
  });

  it('is sent by hand from a lead (202 with the mail), and 409 for a lead without an address', async () => {
    const { card, owner } = await ownerWithFollowUp({ enabled: false });
    await submitLead(server, card.slug, { name: 'מאיה', email: 'maya.hand@example.test' });
    await submitLead(server, card.slug, { name: 'יוסי', phone: '050-333-4455' });
    await sendDue();
    expect(await mailsTo(server.config.dataDir, 'maya.hand@example.test')).toEqual([]);
    const [yossi, maya] = await leadsOf(owner);
    const queued = await json<LeadMail>(await owner.send('POST', `/api/leads/${maya!.id}/follow-up`), 202);
    expect(queued).toMatchObject({ kind: 'follow_up', status: 'pending', toEmail: 'maya.hand@example.test', subject: 'תודה מאיה' });
    await sendDue();
    expect((await mailsTo(server.config.dataDir, 'maya.hand@example.test')).map((mail) => mail.subject)).toEqual(['תודה מאיה']);
    const none = await owner.send('POST', `/api/leads/${yossi!.id}/follow-up`);
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: LEAD_MAIL_MESSAGES.noEmail, code: 'mail_no_email' });
  });
});

describe('Communications Law §30A: marketing mail', () => {
  it('reaches only a lead who ticked the marketing consent, marked "פרסומת" first, with the one-click refusal headers; the other is refused on its timeline', async () => {
    const { card, owner } = await ownerWithFollowUp({ marketing: true, subject: 'מבצע לחג, {name}' });
    await submitLead(server, card.slug, { name: 'עם הסכמה', email: 'yes.marketing@example.test', marketingConsent: true });
    await submitLead(server, card.slug, { name: 'בלי הסכמה', email: 'no.marketing@example.test' });
    await sendDue();
    const [mail, ...more] = await mailsTo(server.config.dataDir, 'yes.marketing@example.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('פרסומת: מבצע לחג, עם הסכמה');
    expect(mail!.text).toContain('להסרה מכל דיוור של \u2068סטודיו גל\u2069 בלחיצה אחת:');
    expect(mail!.headers.get('list')).toMatchObject({ 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });
    expect(await mailsTo(server.config.dataDir, 'no.marketing@example.test')).toEqual([]);
    const noConsent = (await leadsOf(owner)).find((lead) => lead.name === 'בלי הסכמה')!;
    expect((await timelineOf(owner, noConsent.id)).at(-1)).toMatchObject({ type: 'mail', mail: { status: 'refused', reason: 'no_consent', marketing: true } });
    const byHand = await owner.send('POST', `/api/leads/${noConsent.id}/follow-up`);
    expect(byHand.status).toBe(409);
    expect(await byHand.json()).toEqual({ message: LEAD_MAIL_MESSAGES.noConsent, code: 'mail_no_consent' });
    await sendDue();
    expect(await mailsTo(server.config.dataDir, 'no.marketing@example.test')).toEqual([]);
  });

  it('keeps "פרסומת" at the start of an English card’s marketing subject', async () => {
    const { card } = await ownerWithFollowUp({ marketing: true, subject: 'Spring offer' }, 'en');
    await submitLead(server, card.slug, { name: 'Ann', email: 'ann.en@example.test', marketingConsent: true });
    await sendDue();
    expect((await mailsTo(server.config.dataDir, 'ann.en@example.test')).map((mail) => mail.subject)).toEqual(['פרסומת | Advertisement: Spring offer']);
  });

  it('after a one-click refusal (a POST without sign-in or confirmation), nothing more goes to that address from that owner, and the lead shows it', async () => {
    const { card, owner } = await ownerWithFollowUp({ marketing: true });
    const address = 'refuser@example.test';
    await submitLead(server, card.slug, { name: 'מסרב', email: address, marketingConsent: true });
    await sendDue();
    const [first] = await mailsTo(server.config.dataDir, address);
    const refuseUrl = (first!.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url;
    expect(refuseUrl.startsWith(`${server.config.publicUrl}/unsubscribe?token=`)).toBe(true);
    const page = await fetch(refuseUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const refused = await fetch(refuseUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('לא יישלחו אליך עוד מיילים מאת <bdi>סטודיו גל</bdi>');
    // A new lead from the same address, its follow-up, and one by hand: none of them is sent.
    await submitLead(server, card.slug, { name: 'מסרב שוב', email: 'Refuser@Example.test', marketingConsent: true });
    const [again, before] = await leadsOf(owner);
    expect(again!.mailRefusedAt).not.toBeNull();
    expect(before!.mailRefusedAt).not.toBeNull();
    expect((await owner.send('POST', `/api/leads/${before!.id}/follow-up`)).status).toBe(409);
    await sendDue();
    expect(await mailsTo(server.config.dataDir, address)).toHaveLength(1);
    expect((await timelineOf(owner, again!.id)).map((entry) => (entry.type === 'mail' ? `${entry.mail.status}:${entry.mail.reason}` : entry.type))).toEqual(['refusal', 'created', 'refused:refused']);
  });

  it('refuses a forged refusal link', async () => {
    const response = await fetch(`${server.url}/unsubscribe?token=eyJ4Ijo.forged`, { method: 'POST' });
    expect(response.status).toBe(400);
  });
});

describe('the mail queue across nodes', () => {
  it('gives each due mail to one worker when two claim at once', async () => {
    const { card, owner } = await ownerWithFollowUp({ when: 'next-morning' });
    for (let i = 0; i < 12; i += 1) await submitLead(server, card.slug, { name: `ליד ${i}`, email: `claim-${i}@example.test` });
    expect(await leadsOf(owner)).toHaveLength(12);
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('status', '=', 'pending').execute();
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + 60_000).toISOString();
    const [a, b] = await Promise.all([leadMailRepo(server.query).claimDue(now, lease, 8), leadMailRepo(server.query).claimDue(now, lease, 8)]);
    const ids = [...a, ...b].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });
});
