import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { israelDay } from '../../api/israel-time';
import type { LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import type { WebhookCreated } from '../../shared/contract/webhooks';
import { buildCard } from '../fixtures/cards';
import { json, type TestClient } from '../helpers/client';
import { submitLead } from '../helpers/lead-form';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { row, sql } from '../helpers/sql';
import { buildUser, inTwoWeeks } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', WEBHOOK_PRIVATE_TARGETS: 'allow' });
});
afterAll(() => server.close());

let sequence = 0;
async function ownerWithCard(language: 'he' | 'en' = 'he') {
  sequence += 1;
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
  const card = await buildCard(server.query, user.id, { displayName: 'גל לוי', company: 'סטודיו גל', language, slug: `rights-${sequence}` });
  return { user, card, owner: await signedIn(server.url, user) };
}

/** A lead with a PDF attached, as the card page's script sends it. */
function leadWithFile(slug: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'דנה לוי', phone: '', message: 'מצורף', consent: 'on', ...fields })) form.append(name, value);
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' }), 'הצעה.pdf');
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': `10.20.0.${sequence}`, Accept: 'application/json' }, body: form });
}

const detailsLinkIn = (text: string) => /https?:\/\/\S+\/my-details\?token=\S+/.exec(text)?.[0];
const refuseLinkIn = (text: string) => /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(text)?.[0];
const askForRefusal = (email: string, client: string, language = 'en') =>
  fetch(`${server.url}/unsubscribe/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client, 'Accept-Language': language },
    body: new URLSearchParams({ email }).toString(),
  });
/** Today in Israel, as a reader of `locale` writes a long date, its parts joined by no-break spaces. */
const todayIn = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Jerusalem' }).format(new Date()).replaceAll(' ', '\u00a0');
/** What a visitor's page answers: its status and its document. */
const pageOf = async (response: Response) => ({ status: response.status, html: await response.text() });
const leadsOf = async (owner: TestClient) => ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;

describe('the visitor’s own details (Privacy Protection Law)', () => {
  it('opens from the card mail’s link, shows what this owner holds about the address and no one else’s, and deletes it for good: lead, file, webhook deliveries, mail copies; the owner is told', async () => {
    const { card, owner } = await ownerWithCard();
    await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: 'https://127.0.0.1:9/hook' }), 201);
    expect((await leadWithFile(card.slug, { email: 'Dana.Rights@example.test', sendCard: 'on' })).status).toBe(201);
    await submitLead(server, card.slug, { name: 'אחר', email: 'other.rights@example.test', message: 'לא שלי' });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'dana.rights@example.test');
    const link = detailsLinkIn(mail!.text!)!;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The address as typed, to break only after its "@" when longer than a line.
    expect(html).toContain('<bdi dir="ltr">Dana.Rights@<wbr>example.test</bdi>');
    expect(html).toContain('הצעה.pdf');
    expect(html).toContain('אני מסכים/ה שבעל הכרטיס ייצור איתי קשר');
    // Dates read as the app writes them («1 בדצמבר 2026»), not as ISO days.
    expect(html).toContain(`<dt>תאריך</dt><dd dir="auto">${todayIn('he-IL')}</dd>`);
    expect(html).toContain(`(<bdi>${todayIn('he-IL')}</bdi>)`);
    expect(html).not.toContain('לא שלי');
    const [, dana] = await leadsOf(owner);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM webhook_deliveries WHERE lead_id = ${dana!.id}`)).toEqual({ n: 1 });
    await owner.send('PUT', `/api/leads/${dana!.id}`, { remindAt: israelDay(new Date()) });

    const token = new URL(link).searchParams.get('token')!;
    const deleted = await fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain('הפרטים שלך נמחקו לצמיתות');
    expect((await leadsOf(owner)).map((lead) => lead.name)).toEqual(['אחר']);
    for (const table of ['webhook_deliveries', 'lead_mails', 'visitor_files'] as const) {
      expect(await row(server.query, sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE lead_id = ${dana!.id}`)).toEqual({ n: 0 });
    }
    expect(await server.services.files.list('visitor-files')).toEqual([]);
    // The bell names no one erased: the new lead's notice of them goes, and the erasure's names no one.
    const notifications = (await (await owner.fetch('/api/notifications')).json()) as Notification[];
    expect(notifications.map((notification) => notification.title)).toEqual(['מבקר/ת מחק/ה את הפרטים שהשאיר/ה', 'ליד חדש: אחר']);
    expect(notifications[0]).toMatchObject({ kind: 'lead_deleted', params: {} });
    expect(JSON.stringify(notifications)).not.toContain('דנה');
    // Final: the same link now finds nothing.
    expect(await (await fetch(link)).text()).toContain('לא נשמרים פרטים על הכתובת');
  });

  it('asks first: the details page’s button opens a page naming what will go and that the business is told, which deletes nothing; only its own button deletes', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'רוני', email: 'asked.first@example.test', message: 'שלום', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'asked.first@example.test');
    const link = detailsLinkIn(mail!.text!)!;
    const token = new URL(link).searchParams.get('token')!;
    const details = await (await fetch(link)).text();
    // No script: the first step is a form of its own that only asks (GET), not the deletion.
    expect(details).toMatch(/<form method="get" action="\/my-details">.*<button class="danger" type="submit" name="step" value="delete">מחיקת כל הפרטים שלי<\/button><\/form>/s);
    expect(details).not.toContain('name="action" value="delete"');

    const asked = await fetch(`${server.url}/my-details?token=${encodeURIComponent(token)}&step=delete`);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('<h1>למחוק את הפרטים שלך?</h1>');
    expect(html).toContain('בלי אפשרות לשחזר');
    expect(html).toContain('שם, מייל, הודעה');
    expect(html).toContain('הודעה על המחיקה תישלח אל <bdi>סטודיו גל</bdi>, בלי השם והכתובת שלך.');
    expect(html).toMatch(/<form method="post" action="\/my-details"[^>]*>.*<button class="danger" type="submit" name="action" value="delete">כן, למחוק לצמיתות<\/button>/s);
    expect(html).toContain(`<a href="/my-details?token=${encodeURIComponent(token)}">לא, להשאיר את הפרטים</a>`);
    expect((await leadsOf(owner)).map((lead) => lead.name)).toEqual(['רוני']);

    // The confirming POST keeps the current protections: from another site it deletes nothing.
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(400);
    expect((await leadsOf(owner)).map((lead) => lead.name)).toEqual(['רוני']);
    expect(await (await post({ 'Sec-Fetch-Site': 'same-origin' })).text()).toContain('הפרטים שלך נמחקו לצמיתות');
    expect(await leadsOf(owner)).toEqual([]);
  });

  it('answers a deletion sent again (a second tap, the page reloaded) with nothing held, not that it deleted and told the business again', async () => {
    const { card, owner } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Ron', email: 'twice.deleted@example.test', message: 'hello', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'twice.deleted@example.test');
    const token = new URL(detailsLinkIn(mail!.text!)!).searchParams.get('token')!;
    const deleteAll = () =>
      fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    expect(await (await deleteAll()).text()).toContain('Your details were permanently deleted, and <bdi>סטודיו גל</bdi> was notified.');

    const again = await pageOf(await deleteAll());
    expect(again.status).toBe(200);
    expect(again.html).toContain('<html lang="en"');
    expect(again.html).toContain('Nothing is held about the address');
    expect(again.html).not.toContain('was notified');
    const notifications = (await (await owner.fetch('/api/notifications')).json()) as Notification[];
    expect(notifications.filter((notification) => notification.kind === 'lead_deleted')).toHaveLength(1);
  });

  it('takes from the bell only the erased person’s notice, not another lead’s of the same name on the same card', async () => {
    const { card, owner } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'יעל כהן', email: 'yael.one@example.test', sendCard: true });
    await submitLead(server, card.slug, { name: 'יעל כהן', email: 'yael.two@example.test' });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'yael.one@example.test');
    const token = new URL(detailsLinkIn(mail!.text!)!).searchParams.get('token')!;
    await fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    const notifications = (await (await owner.fetch('/api/notifications')).json()) as Notification[];
    expect(notifications.map((notification) => notification.title)).toEqual(['מבקר/ת מחק/ה את הפרטים שהשאיר/ה', 'ליד חדש: יעל כהן']);
    expect((await leadsOf(owner)).map((lead) => lead.email)).toEqual(['yael.two@example.test']);
  });

  it('refuses a link that proves nothing, and a details link used to refuse or the other way round', async () => {
    const nope = await fetch(`${server.url}/my-details?token=nope`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(nope.status).toBe(400);
    // No valid link names the card's language: the page speaks the browser's, and says what to do next.
    expect(await nope.text()).toMatch(/<html lang="en" dir="ltr">[^]*This link is broken: part of it may have been cut off\. Open it again from the email, or ask for a new one with “What do you hold about me\?” at the bottom of the business card\./);
    const { card } = await ownerWithCard();
    await submitLead(server, card.slug, { email: 'mixed@example.test', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'mixed@example.test');
    const token = new URL(detailsLinkIn(mail!.text!)!).searchParams.get('token')!;
    expect((await fetch(`${server.url}/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(400);
  });

  it('answers an expired link in its card’s language with a button that mails the same address a fresh one (not from another site)', async () => {
    const { user, card } = await ownerWithCard();
    await submitLead(server, card.slug, { name: 'ותיקה', email: 'expired.link@example.test' });
    const longAgo = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    const expiredIn = (language: 'he' | 'ar' | 'ru' | 'en') => server.services.visitorTokens.sign('details', { ownerId: user.id, email: 'expired.link@example.test', language }, longAgo);
    const expected = {
      he: 'תוקף הקישור הזה פג (קישור לפרטים תקף 90 יום). אפשר לקבל מיד קישור חדש לכתובת',
      ar: 'انتهت صلاحية هذا الرابط (رابط البيانات صالح 90 يومًا). يمكنك الحصول فورًا على رابط جديد على العنوان',
      ru: 'Срок действия ссылки истёк (ссылка на данные действует 90 дней). Новую можно сразу получить на адрес',
      en: 'This link has expired (a link to your details is valid for 90 days). You can get a new one right away at',
    } as const;
    for (const [language, text] of Object.entries(expected) as ['he' | 'ar' | 'ru' | 'en', string][]) {
      const page = await fetch(`${server.url}/my-details?token=${expiredIn(language)}`, { headers: { 'Accept-Language': 'fr' } });
      expect(page.status, language).toBe(410);
      const html = await page.text();
      expect(html, language).toContain(`<html lang="${language}"`);
      expect(html, language).toContain(text);
      expect(html, language).toContain('expired.link@<wbr>example.test');
      expect(html, language).toMatch(/<form method="post" action="\/my-details"><input type="hidden" name="token" value="[^"]+"><button type="submit" name="action" value="renew">/);
    }
    const renew = (headers: Record<string, string>) =>
      fetch(`${server.url}/my-details`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.35.0.1', ...headers },
        body: new URLSearchParams({ token: expiredIn('he'), action: 'renew' }).toString(),
      });
    expect((await renew({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(400);
    expect(await mailsTo(server.config.dataDir, 'expired.link@example.test')).toEqual([]);
    const renewed = await renew({ 'Sec-Fetch-Site': 'same-origin' });
    expect(renewed.status).toBe(202);
    expect(await renewed.text()).toContain('שלחנו קישור חדש אל');
    const [mail] = await mailsTo(server.config.dataDir, 'expired.link@example.test');
    expect(mail!.subject).toBe('הפרטים שלך אצל סטודיו גל');
    const fresh = await fetch(detailsLinkIn(mail!.text!)!);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('ותיקה');
  });

  it('after deletion, a follow-up waiting for the next morning never goes (privacy: nothing reaches a deleted lead)', async () => {
    const { card, owner } = await ownerWithCard();
    await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'נחזור אליך', body: 'שלום {name}', when: 'next-morning', marketing: false });
    await submitLead(server, card.slug, { name: 'מחוקה', email: 'deleted.before@example.test', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [cardMail] = await mailsTo(server.config.dataDir, 'deleted.before@example.test');
    const token = new URL(detailsLinkIn(cardMail!.text!)!).searchParams.get('token')!;
    await fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${token}&action=delete` });
    await server.query.updateTable('lead_mails').set({ next_attempt_at: new Date(0).toISOString() }).execute();
    await server.services.leadMailWorker.sendDue();
    expect((await mailsTo(server.config.dataDir, 'deleted.before@example.test')).map((mail) => mail.subject)).toEqual([cardMail!.subject]);
  });
});

describe('asking by address from a card’s footer', () => {
  it('shows the form in the card’s language, mails a link only when something is held, and answers the same either way', async () => {
    const { card } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Held', email: 'held@example.test' });
    const form = await fetch(`${server.url}/my-details?card=${card.slug}`);
    expect(await form.text()).toContain('What do you hold about me?');
    const ask = (email: string, client: string) =>
      fetch(`${server.url}/my-details/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
        body: new URLSearchParams({ card: card.slug, email }).toString(),
      });
    const held = await ask('held@example.test', '10.30.0.1');
    const unknown = await ask('nobody@example.test', '10.30.0.2');
    expect(held.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await held.text()).toBe(await unknown.text());
    const [mail] = await mailsTo(server.config.dataDir, 'held@example.test');
    expect(mail!.subject).toBe('Your details at סטודיו גל');
    expect(detailsLinkIn(mail!.text!)).toBeDefined();
    expect(await mailsTo(server.config.dataDir, 'nobody@example.test')).toEqual([]);
  });

  it('answers an address the server cannot take with the form again, in the card’s language, saying so and keeping what was typed', async () => {
    const typed = [
      { language: 'he', email: 'a@b', kept: 'a@b', message: 'כתובת מייל לא תקינה', linkInvalid: 'הקישור הזה פגום' },
      { language: 'en', email: '"a@b"<i>', kept: '&quot;a@b&quot;&lt;i&gt;', message: 'This email address is not valid', linkInvalid: 'This link is broken' },
    ] as const;
    for (const { language, email, kept, message, linkInvalid } of typed) {
      const { card } = await ownerWithCard(language);
      const answer = await fetch(`${server.url}/my-details/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.32.0.1' },
        body: new URLSearchParams({ card: card.slug, email }).toString(),
      });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}"`);
      expect(html).toContain(message);
      expect(html).not.toContain(linkInvalid);
      expect(html).toMatch(/<form method="post" action="\/my-details\/request" novalidate>/);
      expect(html).toContain(`name="card" value="${card.slug}"`);
      expect(html).toContain(` value="${kept}"`);
    }
  });

  it('reveals nothing of a card that is not published: its form and its request answer as for a card that does not exist, and mail nothing', async () => {
    const { card } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Held', email: 'held.unpublished@example.test' });
    await server.query.updateTable('profiles').set({ is_published: 0 }).where('id', '=', card.id).execute();
    const form = (slug: string) => fetch(`${server.url}/my-details?card=${slug}`, { headers: { 'Accept-Language': 'en' } });
    const ask = (slug: string, client: string) =>
      fetch(`${server.url}/my-details/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client, 'Accept-Language': 'en' },
        body: new URLSearchParams({ card: slug, email: 'held.unpublished@example.test' }).toString(),
      });
    const unpublished = await pageOf(await form(card.slug));
    expect(unpublished.html).not.toContain('סטודיו גל');
    expect(unpublished).toEqual(await pageOf(await form('no-such-card-anywhere')));
    const asked = await pageOf(await ask(card.slug, '10.33.0.1'));
    expect(asked.html).not.toContain('סטודיו גל');
    expect(asked).toEqual(await pageOf(await ask('no-such-card-anywhere', '10.33.0.2')));
    expect(await mailsTo(server.config.dataDir, 'held.unpublished@example.test')).toEqual([]);
  });

  it('limits the links one address may ask for (3 an hour): the 4th is a 429 and mails nothing', async () => {
    const { card } = await ownerWithCard();
    await submitLead(server, card.slug, { email: 'often@example.test' });
    const ask = (i: number) =>
      fetch(`${server.url}/my-details/request`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.31.0.${i}` }, body: `card=${card.slug}&email=often%40example.test` });
    for (let i = 1; i <= 3; i += 1) expect((await ask(i)).status).toBe(202);
    expect((await ask(4)).status).toBe(429);
    expect(await mailsTo(server.config.dataDir, 'often@example.test')).toHaveLength(3);
  });
});

describe('a refusal link that proves nothing (cut by a mail program, mistyped)', () => {
  it('is the refusal’s page in the browser’s language, Hebrew by default, with a form that mails a fresh link', async () => {
    const expected = [
      { accept: undefined, lang: 'he', dir: 'rtl', title: 'הסרה מדיוור', text: 'הקישור להסרה פגום או ישן' },
      { accept: 'ru-RU,ru;q=0.9', lang: 'ru', dir: 'ltr', title: 'Отписка от рассылки', text: 'Ссылка для отписки повреждена или устарела' },
      { accept: 'fr, ar;q=0.5', lang: 'ar', dir: 'rtl', title: 'إلغاء الاشتراك', text: 'رابط إلغاء الاشتراك تالف أو قديم' },
      { accept: 'en-GB', lang: 'en', dir: 'ltr', title: 'Stop emails', text: 'This link to stop emails is broken or old' },
    ] as const;
    for (const { accept, lang, dir, title, text } of expected) {
      const answer = await fetch(`${server.url}/unsubscribe?token=eyJ4Ijo.damaged`, { headers: accept ? { 'Accept-Language': accept } : {} });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(text);
      expect(html).toMatch(/<form method="post" action="\/unsubscribe\/request" novalidate>.*<input id="email" name="email" type="email"/);
      expect(html).not.toContain('הפרטים שלך');
    }
  });

  it('mails a fresh link in the card’s language to an address an owner holds, which refuses; the same answer for an address no one holds', async () => {
    const { card, owner } = await ownerWithCard('en');
    await submitLead(server, card.slug, { name: 'Cut', email: 'cut.link@example.test', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [cardMail] = await mailsTo(server.config.dataDir, 'cut.link@example.test');
    const cut = refuseLinkIn(cardMail!.text!)!.slice(0, -6);
    expect((await fetch(cut, { headers: { 'Accept-Language': 'ru' } })).status).toBe(400);

    const held = await askForRefusal('Cut.Link@example.test', '10.33.0.1', 'ru');
    const unknown = await askForRefusal('no.one.holds@example.test', '10.33.0.2', 'ru');
    expect(held.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await held.text()).toBe(await unknown.text());
    expect(await mailsTo(server.config.dataDir, 'no.one.holds@example.test')).toEqual([]);

    const fresh = (await mailsTo(server.config.dataDir, 'cut.link@example.test')).at(-1)!;
    expect(fresh.subject).toBe('Stop emails from סטודיו גל');
    const link = refuseLinkIn(fresh.text!)!;
    expect(await (await fetch(link)).text()).toContain('Stop emails from <bdi>סטודיו גל</bdi> to <span class="address"><bdi dir="ltr">cut.link@<wbr>example.test</bdi>?</span>');
    expect(await (await fetch(link, { method: 'POST' })).text()).toContain('No more emails from <bdi>סטודיו גל</bdi> will be sent to you.');
    expect((await leadsOf(owner))[0]).toMatchObject({ mailRefusedAt: expect.any(String) });
  });

  it('answers an address the server cannot take with the form again, keeping what was typed, and limits the links (3 an hour per address)', async () => {
    const invalid = await askForRefusal('"a@b"<i>', '10.34.0.1');
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('This email address is not valid');
    expect(html).toContain(' value="&quot;a@b&quot;&lt;i&gt;"');

    const { card } = await ownerWithCard();
    await submitLead(server, card.slug, { email: 'refuses.often@example.test' });
    for (let i = 1; i <= 3; i += 1) expect((await askForRefusal('refuses.often@example.test', `10.34.1.${i}`)).status).toBe(202);
    expect((await askForRefusal('refuses.often@example.test', '10.34.1.4')).status).toBe(429);
    expect(await mailsTo(server.config.dataDir, 'refuses.often@example.test')).toHaveLength(3);
  });
});

describe('a refusal link opened again', () => {
  it('says the address already refused, with no button to refuse again', async () => {
    const { card } = await ownerWithCard('en');
    await submitLead(server, card.slug, { email: 'twice@example.test', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'twice@example.test');
    const link = refuseLinkIn(mail!.text!)!;
    expect(await (await fetch(link)).text()).toContain('<button type="submit">Stop emails</button>');
    await fetch(link, { method: 'POST' });
    const again = await (await fetch(link)).text();
    // The day as the app writes it, in the card's language, its parts held together on one line.
    expect(again).toContain(`You already opted out of emails from <bdi>סטודיו גל</bdi> on <bdi>${todayIn('en-IL')}</bdi>: no more will be sent to you.`);
    expect(again).not.toContain('<button');
  });

  it('after the business deleted its account, says it no longer uses Kartis and holds nothing, instead of naming no one', async () => {
    const { user, card, owner } = await ownerWithCard('en');
    await submitLead(server, card.slug, { email: 'gone.owner@example.test', sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, 'gone.owner@example.test');
    const link = refuseLinkIn(mail!.text!)!;
    expect((await owner.send('DELETE', '/api/account', { password: user.password })).status).toBe(200);
    const gone = 'The business that sent this email no longer uses Kartis. It holds no details of yours here, and no more emails will come from it.';
    const opened = await pageOf(await fetch(link));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(gone);
    expect(opened.html).not.toContain('<button');
    const posted = await pageOf(await fetch(link, { method: 'POST' }));
    expect(posted.status).toBe(200);
    expect(posted.html).toContain(gone);
  });
});
