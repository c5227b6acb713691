import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { readsLeftToRight } from './support/broken-words';
import { callApi } from './support/api';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, signInAsNewOwner } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';
import { freePort } from '../helpers/free-port.mjs';
import { startProductionServer } from './support/production-server';
import { TestClient, json } from '../helpers/client';
import { confirmationToken } from '../helpers/mail';
import { untilAppTakesOver } from './support/drawn-page';
import { leaveLead, visitCard, visitorName } from './support/visitor';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import type { WebhookCreated } from '../../shared/contract/webhooks';

/** Far above the second a retried delivery takes, and nothing reads the log again but the live stream. */
const LIVE_MS = 5_000;

test('on a phone, an owner adds a webhook, copies its secret, sends a sample lead and sees it delivered in the log; a visitor’s lead, retried once, shows delivered without a reload', async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const receiver = await startWebhookReceiver();
  try {
    await signInAsNewOwner(page);
    await page.goto('/account');
    // Typed into the page the server drew, before the app takes over, the address would be lost (a person cannot type there).
    await untilAppTakesOver(page);
    const section = page.getByRole('region', { name: 'Webhooks: לידים ישר לכלים שלכם' });

    await section.getByLabel('כתובת ה\u2011webhook').fill('http://hooks.example.com/kartis');
    await section.getByRole('button', { name: 'הוספת webhook' }).click();
    await expect(section.getByText('הכתובת חייבת להתחיל ב\u2011https://', { exact: false })).toBeVisible();

    await section.getByLabel('כתובת ה\u2011webhook').fill(`${receiver.url}/kartis`);
    await section.getByRole('button', { name: 'הוספת webhook' }).click();
    const secret = section.getByRole('status').filter({ hasText: 'סוד החתימה' }).locator('code');
    await expect(secret).toHaveText(/^whsec_/);
    receiver.useSecret((await secret.textContent())!);
    const webhook = section.getByRole('listitem').filter({ hasText: `${receiver.url}/kartis` }).first();
    await expect(webhook.getByText('עדיין לא נשלח דבר', { exact: false })).toBeVisible();
    expect(await phoneScreenProblems(page)).toEqual([]);

    await webhook.getByRole('button', { name: 'שליחת ליד לדוגמה' }).click();
    const delivery = await receiver.delivery();
    expect(delivery).toMatchObject({ signed: true, fresh: true, answered: 200 });
    expect(delivery.payload).toMatchObject({ event: 'test', lead: { name: 'ישראלה ישראלי' } });
    // The toast says what the log beside it says.
    await expect(page.locator('.toast').filter({ hasText: 'הליד לדוגמה נמסר לכתובת' })).toContainText('HTTP 200');

    const log = webhook.getByRole('list', { name: 'יומן משלוחים' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByRole('listitem')).toContainText('נמסר');
    await expect(log.getByRole('listitem')).toContainText('ליד לדוגמה');
    await expect(log.getByRole('listitem')).toContainText('HTTP 200');
    await section.getByRole('button', { name: 'שמרתי, אפשר להסתיר' }).click();
    await expect(secret).toBeHidden();
    expect(await phoneScreenProblems(page)).toEqual([]);
    await expectNoAccessibilityViolations(page);

    // A visitor's lead, refused by the receiver once and delivered on the retry a second later.
    const card = await createCard(page.request, { company: 'סטודיו webhooks' });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    receiver.answerNext(500);
    const name = visitorName('ליד ל-webhook');
    const visitor = await visitCard(browser, baseURL, card.slug, true);
    await leaveLead(visitor, name);
    await expect(visitor.getByRole('status').filter({ hasText: 'תודה! הפרטים נשלחו' })).toBeVisible();
    await receiver.delivery((received) => received.answered === 200 && received.payload.lead.name === name);
    const leadDelivery = log.getByRole('listitem').filter({ hasText: name });
    await expect(leadDelivery).toContainText('נמסר', { timeout: LIVE_MS });
    await expect(leadDelivery).toContainText('ניסיונות: 2');
    await expect(leadDelivery).toContainText('HTTP 200');
    expect(navigations).toBe(0);
    await visitor.context().close();

    await webhook.getByRole('button', { name: 'הסרה' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'הסרה' }).click();
    await expect(section.getByRole('listitem')).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

for (const [language, remove, title] of [
  ['ar', 'إزالة', 'إزالة الـ Webhook؟'],
  ['he', 'הסרה', 'להסיר את ה\u2011webhook?'],
] as const) {
  test(`at 320 px in ${language} the dialog asking to remove a webhook reads its address left to right`, async ({ page }) => {
    await keepLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAsNewOwner(page);
    const url = `https://127.0.0.1:${await freePort()}/kartis-leads/new-lead`;
    await callApi(page.request, 'POST', '/api/webhooks', { url });
    await page.goto('/account');
    await page.getByRole('listitem').filter({ hasText: url }).getByRole('button', { name: new RegExp(`^${remove}`) }).click();
    const text = page.getByRole('dialog', { name: title }).locator('p').filter({ hasText: url });
    // In a right-to-left sentence the address must not break at its hyphens nor have its parts reordered.
    expect(await readsLeftToRight(text, url)).toBe(true);
  });
}

test('in English the section speaks English, says why an address is refused, and that a sample was not delivered and why', async ({ page }) => {
  await signInAsNewOwner(page);
  await keepLanguage(page, 'en');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Webhooks: leads straight to your tools' });
  await section.getByLabel('Webhook address').fill('https://user:secret@hooks.example.com/');
  await section.getByRole('button', { name: 'Add webhook' }).click();
  await expect(section.getByText('Do not put a username or password in the address', { exact: false })).toBeVisible();

  // An address where nothing listens: the toast and the log both say it was not delivered, and why.
  const closed = `https://127.0.0.1:${await freePort()}/kartis`;
  await section.getByLabel('Webhook address').fill(closed);
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const webhook = section.getByRole('listitem').filter({ hasText: closed }).first();
  await webhook.getByRole('button', { name: 'Send a sample lead' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'The sample lead was not delivered to the address' })).toContainText('The receiver refused the connection');
  const logged = webhook.getByRole('list', { name: 'Delivery log' }).getByRole('listitem');
  await expect(logged).toContainText('Not delivered');
  await expect(logged).toContainText('The receiver refused the connection');
});

test('a lead acknowledged just before the server is killed still reaches the webhook after a restart', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-webhooks-'));
  const receiverPort = await freePort();
  let server = await startProductionServer({ dataDir, env: { LOG_LEVEL: 'silent' } });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  try {
    const owner = new TestClient(server.url);
    const email = 'webhook-restart@example.test';
    await json(await owner.send('POST', '/api/auth/register', { username: 'webhookrestart', email, password: 'restart-pass-77' }), 202);
    await json(await owner.send('POST', '/api/auth/confirm-registration', { token: await confirmationToken(dataDir, email) }), 201);
    owner.resetCsrf();
    await json(await owner.send('POST', '/api/profiles', { slug: 'webhook-restart', displayName: 'כרטיס עמיד' }), 201);
    // The receiver is not listening yet: the first attempts are refused and the delivery waits in the outbox.
    const webhook = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: `https://127.0.0.1:${receiverPort}/kartis` }), 201);

    const lead = await fetch(`${server.url}/api/public/profiles/webhook-restart/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ name: 'ליד לפני הקריסה', phone: '050-123-4567', consent: true, idempotencyKey: 'before-the-crash' }),
    });
    expect(lead.status).toBe(201);
    process.kill(server.pid, 'SIGKILL');
    expect(await server.exited).toBe('SIGKILL');

    receiver = await startWebhookReceiver({ port: receiverPort });
    receiver.useSecret(webhook.secret);
    server = await startProductionServer({ dataDir, env: { LOG_LEVEL: 'silent' } });
    const delivery = await receiver.delivery();
    expect(delivery).toMatchObject({ signed: true, fresh: true, answered: 200 });
    expect(delivery.payload.lead).toMatchObject({ name: 'ליד לפני הקריסה', phone: '050-123-4567', card: { slug: 'webhook-restart', name: 'כרטיס עמיד' } });
  } finally {
    await server.stop();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
