import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { keepLanguage } from './support/language';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCard, e2eDataDir, signInAsNewOwner } from './support/accounts';
import { csrfHeaders } from './support/api';
import { untilAppTakesOver } from './support/drawn-page';
import { phoneScreenProblems } from './support/phone-screen';
import { decryptPush, deviceKeys, startPushService, verifyVapid } from '../helpers/push-service';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * The browser's push service is the one thing that cannot exist here: `PushManager.prototype.subscribe` and
 * `getSubscription` answer with a subscription whose endpoint is the test's own push service and whose keys the test
 * holds, so the test decrypts what the server sends there and hands it to the service worker as the browser would.
 */
function stubPushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const SUBSCRIBED = 'e2e-push-subscribed';
  const made = (applicationServerKey: ArrayBuffer) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(SUBSCRIBED);
      return true;
    },
  });
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- the init script runs in the page: it carries all it uses.
  const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array;
    const text = btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(SUBSCRIBED, text);
    return made(key.buffer as ArrayBuffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(SUBSCRIBED);
    return (key ? made(keyBytes(key)) : null) as unknown as PushSubscription;
  };
}

const SWITCH = { he: 'התראות במכשיר הזה', en: 'Notify me on this device' } as const;
const BELL = { he: 'התראות', en: 'Notifications' } as const;

/** Opens the dashboard's bell as a new owner, in `language`; the popover's switch. */
async function openBell(page: Page, language: 'he' | 'en') {
  await page.setViewportSize({ width: 360, height: 780 });
  await keepLanguage(page, language);
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  await page.getByRole('button', { name: BELL[language], exact: true }).click();
  return page.getByRole('switch', { name: SWITCH[language] });
}

/** Whether the server keeps a subscription with this endpoint, read from its own database. */
function serverKeeps(endpoint: string): boolean {
  const db = new Database(join(e2eDataDir(), 'kartis.db'), { readonly: true });
  try {
    return db.prepare('SELECT 1 FROM push_subscriptions WHERE endpoint = ?').get(endpoint) !== undefined;
  } finally {
    db.close();
  }
}

/** Keeps a picture of the screen with the bell open, for a person to look at (in the test's output folder). */
async function keepScreen(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('an owner turns on notifications on this phone, and a new lead shows there, opening the leads page', async ({ page, context, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const pushService = await startPushService();
  try {
    const device = deviceKeys();
    const endpoint = pushService.endpoint('e2e-phone');
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript(stubPushManager, { endpoint, keys: device.keys });
    await signInAsNewOwner(page);
    const card = await createCard(page.request);
    await page.goto('/dashboard');
    await untilAppTakesOver(page);
    // The app registers its worker once the browser is idle; the switch and the push need it active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.getByRole('button', { name: 'התראות', exact: true }).click();
    const toggle = page.getByRole('switch', { name: 'התראות במכשיר הזה' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('כבוי: ההתראות מופיעות רק בפעמון.')).toBeVisible();
    await keepScreen(page, 'he-off');
    // While the server stores the device, the switch says it is busy, and keeps the focus.
    let storeDevice!: () => void;
    const stored = new Promise<void>((resolve) => (storeDevice = resolve));
    await page.route('**/api/push/subscription', async (route) => {
      await stored;
      await route.continue();
    });
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeFocused();
    storeDevice();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeFocused();
    await page.unroute('**/api/push/subscription');
    await expect(page.getByText('מופעל: ליד חדש יופיע כהתראה במכשיר הזה', { exact: false })).toBeVisible();
    expect(await phoneScreenProblems(page)).toEqual([]);
    await expectNoAccessibilityViolations(page);
    await keepScreen(page, 'he-on');

    // The server stored this device: a visitor's lead now goes to its push service, encrypted for it.
    const lead = new FormData();
    for (const [field, value] of Object.entries({ name: 'יעל אברהם', phone: '050-222-3344', consent: 'on', idempotencyKey: `push-e2e-${Date.now()}` })) lead.append(field, value);
    const sent = await fetch(`${baseURL}/api/public/profiles/${card.slug}/leads`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' }, body: lead });
    expect(sent.status).toBe(201);
    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    const publicKey = await page.evaluate(async () => ((await (await fetch('/api/push/key')).json()) as { publicKey: string }).publicKey);
    await verifyVapid(pushService.received[0]!.headers, { audience: pushService.origin, publicKey });
    const message = decryptPush(pushService.received[0]!.body, device);
    expect(message).toMatchObject({ title: 'ליד חדש: \u2068יעל אברהם\u2069', url: '/leads', lang: 'he', dir: 'rtl' });

    // The browser hands the push to the service worker, which shows it.
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
        const ours = found.find((r) => r.scopeURL === new URL('/', baseURL).href && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    // Chromium's getNotifications() deletes a stored notification that the platform does not report as displayed yet
    // unless it was created after the read began, so a read racing the worker's showNotification() loses it for good
    // (content/browser/notifications/platform_notification_context_impl.cc). Wait for the browser to say it displayed
    // the notification, then read once.
    const displayed = new Promise<Record<string, string>>((resolve) => {
      cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
        if (event.eventName === 'Notification displayed') resolve(Object.fromEntries(event.eventMetadata.map(({ key, value }) => [key, value])));
      });
    });
    await cdp.send('BackgroundService.startObserving', { service: 'notifications' });
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'notifications' });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: await Promise.race([registrations, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no registration told')), 10_000))]), data: JSON.stringify(message) });
    expect(await Promise.race([displayed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no notification displayed')), 15_000))])).toEqual({ Title: 'ליד חדש: \u2068יעל אברהם\u2069', Body: message.body });
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, dir: n.dir, lang: n.lang, url: (n.data as { url: string }).url })),
    );
    expect(shown).toEqual([{ title: 'ליד חדש: \u2068יעל אברהם\u2069', body: message.body, tag: 'kartis-lead', dir: 'rtl', lang: 'he', url: '/leads' }]);

    // Off again: the server forgets the device.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const again = new FormData();
    for (const [field, value] of Object.entries({ name: 'דן', phone: '050-222-3355', consent: 'on', idempotencyKey: `push-e2e-off-${Date.now()}` })) again.append(field, value);
    expect((await fetch(`${baseURL}/api/public/profiles/${card.slug}/leads`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' }, body: again })).status).toBe(201);
    await page.waitForTimeout(2500);
    expect(pushService.received).toHaveLength(1);
  } finally {
    await pushService.close();
  }
});

test.describe('the switch in Hebrew and English: where it cannot be on it says why and what to do', () => {
  for (const language of ['he', 'en'] as const) {
    test(`in ${language}: blocked in the browser's settings`, async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
      const toggle = await openBell(page, language);
      await expect(toggle).toHaveAttribute('aria-disabled', 'true');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      const hint = language === 'he' ? 'ההתראות חסומות בדפדפן' : 'Notifications are blocked in this browser';
      await expect(page.getByText(hint, { exact: false })).toBeVisible();
      await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(await phoneScreenProblems(page)).toEqual([]);
      await keepScreen(page, `${language}-denied`);
    });

    test(`in ${language}: on an iPhone, until the app is on the home screen`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      });
      try {
        const page = await context.newPage();
        // Safari outside the home screen app has no Push API.
        await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
        const toggle = await openBell(page, language);
        await expect(toggle).toHaveAttribute('aria-disabled', 'true');
        const hint = language === 'he' ? 'באייפון ההתראות פועלות אחרי הוספת כרטיס למסך הבית' : 'On iPhone, notifications work once Kartis is on the Home Screen';
        await expect(page.getByText(hint, { exact: false })).toBeVisible();
        expect(await phoneScreenProblems(page)).toEqual([]);
        await keepScreen(page, `${language}-iphone`);
      } finally {
        await context.close();
      }
    });
  }

  test('in en: on, and signing out forgets the device', async ({ page, context, baseURL }) => {
    const pushService = await startPushService();
    try {
      const endpoint = pushService.endpoint(`e2e-en-${Date.now()}`);
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await page.addInitScript(stubPushManager, { endpoint, keys: deviceKeys().keys });
      const toggle = await openBell(page, 'en');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await keepScreen(page, 'en-off');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText('On: a new lead shows up as a notification on this device', { exact: false })).toBeVisible();
      expect(await phoneScreenProblems(page)).toEqual([]);
      await keepScreen(page, 'en-on');
      expect(serverKeeps(endpoint)).toBe(true);

      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(new URL('/', baseURL).href);
      expect(serverKeeps(endpoint)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscribed'))).toBeNull();
    } finally {
      await pushService.close();
    }
  });

  test('in en: a session ended elsewhere stops the pushes to this device', async ({ page, context, baseURL }) => {
    const pushService = await startPushService();
    try {
      const endpoint = pushService.endpoint(`e2e-ended-${Date.now()}`);
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await page.addInitScript(stubPushManager, { endpoint, keys: deviceKeys().keys });
      const toggle = await openBell(page, 'en');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      // The session ends behind the app's back (as from another device): the app learns it at its next request.
      const ended = await page.request.post('/api/auth/logout', { headers: await csrfHeaders(page.request) });
      expect(ended.ok()).toBe(true);
      await page.goto('/dashboard');
      await expect(page.getByText('You were signed out')).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('e2e-push-subscribed'))).toBeNull();
    } finally {
      await pushService.close();
    }
  });
});
