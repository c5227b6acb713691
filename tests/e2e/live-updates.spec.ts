import type { Page, Response } from '@playwright/test';
import type { WebhookCreated } from '../../shared/contract/webhooks';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import { expect, test } from './fixtures';
import { createCard, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { leaveLead, visitCard, visitorName } from './support/visitor';

/** Well under the minute the bell once waited between two readings, and far above the stream's second or so. */
const LIVE_MS = 10_000;

/** The page's tab hidden or shown again, as when the owner switches to another tab and back. */
async function showTab(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const isStream = (url: string) => new URL(url).pathname === '/api/live';

/** Hides the owner's tab, and the visitor on the card leaves a lead meanwhile: the lead's name. */
async function leadWhileHidden(page: Page, visitor: Page, label: string): Promise<string> {
  await showTab(page, 'hidden');
  const name = visitorName(label);
  await leaveLead(visitor, name);
  await expect(visitor.getByRole('status').filter({ hasText: 'תודה! הפרטים נשלחו' })).toBeVisible();
  return name;
}

/** Shows the owner's tab again, once its stream has reopened. */
async function showTabAgain(page: Page): Promise<void> {
  const reopened = page.waitForRequest((request) => isStream(request.url()));
  await showTab(page, 'visible');
  await reopened;
}

/** A new owner with a card, on the leads page (still empty) with its live stream open: the card, and the stream's answer. */
async function onEmptyLeadsPage(page: Page): Promise<{ card: Awaited<ReturnType<typeof createCard>>; stream: Response }> {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { company: 'סטודיו חי' });
  const streamOpened = page.waitForResponse((response) => isStream(response.url()));
  await page.goto('/leads');
  await expect(page.getByText('עדיין אין לידים.', { exact: false })).toBeVisible();
  return { card, stream: await streamOpened };
}

test('an owner on the leads page sees a visitor’s new lead and the bell count it within seconds, without reloading', async ({ page, browser, baseURL }) => {
  const { card, stream } = await onEmptyLeadsPage(page);
  await expect(page.getByRole('button', { name: 'התראות', exact: true })).toBeVisible();
  expect(stream.status()).toBe(200);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const name = visitorName('ליד חי');
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  await leaveLead(visitor, name);
  await expect(visitor.getByRole('status').filter({ hasText: 'תודה! הפרטים נשלחו' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'התראות, התראה חדשה אחת' })).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible({ timeout: LIVE_MS });
  expect(navigations).toBe(0);
  await visitor.context().close();
});

test('a stream the server refused opens again by itself, and reads what came meanwhile', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { company: 'סטודיו חי' });
  // The first stream is refused, as the server refuses one too many for an account; the browser would not ask again.
  let refused = 0;
  await page.route('**/api/live', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"","code":"rate_limited"}' });
  });
  const reopened = page.waitForResponse((response) => isStream(response.url()) && response.status() === 200);
  await page.goto('/leads');
  await expect(page.getByText('עדיין אין לידים.', { exact: false })).toBeVisible();

  const name = visitorName('ליד אחרי סירוב');
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  await leaveLead(visitor, name);
  await reopened;
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible({ timeout: LIVE_MS });
  expect(refused).toBe(1);
  await visitor.context().close();
});

test('a hidden tab holds no stream; shown again, it reads the leads and the bell that came meanwhile', async ({ page, browser, baseURL }) => {
  const { card } = await onEmptyLeadsPage(page);

  const visitor = await visitCard(browser, baseURL, card.slug, true);
  const name = await leadWhileHidden(page, visitor, 'ליד בזמן שהלשונית מוסתרת');
  // Nothing tells a hidden tab: its stream is closed.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toHaveCount(0);

  await showTabAgain(page);
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByRole('button', { name: 'התראות, התראה חדשה אחת' })).toBeVisible();
  await visitor.context().close();
});

test('a hidden tab on the account page, shown again, reads the webhook deliveries made meanwhile', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { company: 'סטודיו חי' });
  const receiver = await startWebhookReceiver();
  try {
    const webhook = await callApi<WebhookCreated>(page.request, 'POST', '/api/webhooks', { url: `${receiver.url}/kartis` });
    receiver.useSecret(webhook.secret);
    const streamOpened = page.waitForResponse((response) => isStream(response.url()));
    await page.goto('/account');
    const item = page.getByRole('region', { name: 'Webhooks: לידים ישר לכלים שלכם' }).getByRole('listitem').filter({ hasText: receiver.url });
    await expect(item.getByText('עדיין לא נשלח דבר', { exact: false })).toBeVisible();
    await streamOpened;

    const visitor = await visitCard(browser, baseURL, card.slug, true);
    const name = await leadWhileHidden(page, visitor, 'ליד ל-webhook בזמן שהלשונית מוסתרת');
    await receiver.delivery((received) => received.payload.lead.name === name);
    // Nothing tells a hidden tab: its stream is closed.
    await page.waitForTimeout(1_500);
    const logged = item.getByRole('list', { name: 'יומן משלוחים' }).getByRole('listitem').filter({ hasText: name });
    await expect(logged).toHaveCount(0);

    // Shown again, the stream's reconnection reads the log: read a moment ago, it is too fresh for the focus to.
    await showTabAgain(page);
    await expect(logged).toContainText('נמסר', { timeout: LIVE_MS });
    await visitor.context().close();
  } finally {
    await receiver.close();
  }
});
