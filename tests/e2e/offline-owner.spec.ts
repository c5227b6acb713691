import type { APIRequestContext, Page } from '@playwright/test';
import type { Profile } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { goOffline, readSavedOwnerCache, waitForSavedOwnerCache, waitForWorker } from './offline-support';
import { createCard, signIn, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { untilAppTakesOver } from './support/drawn-page';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

// What reaches the server while offline is checked before a reload, never after one: as a navigation starts, Chromium
// lifts the offline emulation from the page being left, which hears `online` and may send the edits it keeps; the
// request reaches the server although neither the emulation nor a route sees it. (A phone without signal has no such
// moment.) The edits restored after the reload then land once: a card save sent again is known by its content, and a
// lead's change sets a value.

/** Leaving a page with unsaved (or queued) edits may ask; these journeys leave on purpose. */
function acceptLeaving(page: Page): void {
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
}

/** Types a new job title into the editor and presses save. */
async function saveTitle(page: Page, title: string) {
  await page.getByLabel('תפקיד', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
}

test('the dashboard opens offline from the cache saved on the device', async ({ page, context }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  await page.goto('/dashboard');
  await expect(page.getByText(/^ניסיון – עוד \d+ ימים$/)).toBeVisible();
  const planLine = await page.getByText(/^ניסיון – עוד \d+ ימים$/).innerText();
  const cardNames = page.getByRole('region', { name: 'הכרטיסים שלי' }).getByRole('heading', { level: 3 });
  await expect(cardNames).toHaveText([card.displayName]);
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, '/api/account');

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^שלום, / })).toBeVisible();
  await expect(page.getByText(/^ניסיון – עוד \d+ ימים$/)).toHaveText(planLine);
  await expect(cardNames).toHaveText([card.displayName]);
  const offline = page.getByRole('status').filter({ hasText: 'אין חיבור לאינטרנט. מוצגים הנתונים האחרונים שנשמרו במכשיר, ושינויים יישלחו כשהחיבור יחזור.' });
  await expect(offline).toBeVisible();
  // Every owner page says so, not only the dashboard and the editor.
  await page.locator('main a[href="/physical-cards"]').click();
  await expect(page).toHaveURL('/physical-cards');
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toBeHidden();
});

test('offline, a range of statistics never opened on this device says it waits for the connection, and loads once it is back', async ({ page, context }) => {
  await signInAsNewOwner(page);
  await createCard(page.request);
  await page.goto('/stats?days=30');
  const views = page.locator('[data-total="views"]');
  await expect(views).toBeVisible();
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, '/api/stats?days=30');

  await goOffline(context);
  await page.getByRole('link', { name: '7 ימים' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'הנתונים של הטווח הזה לא נשמרו במכשיר. הם ייטענו כשהחיבור יחזור.' })).toBeVisible();
  await expect(page.getByText('טוענים נתונים…')).toBeHidden();
  await expect(views).toBeHidden();

  await context.setOffline(false);
  await expect(views).toBeVisible();
});

test('offline, a list of leads never opened on this device says it waits for the connection, and loads once it is back', async ({ page, context }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const lead = await page.request.post(`/api/public/profiles/${card.slug}/leads`, { data: { name: 'יעל חדשה', phone: '050-123-4567', consent: true, idempotencyKey: 'offline-list-lead' } });
  expect(lead.status()).toBe(201);
  await page.goto('/leads');
  const newLead = page.getByRole('rowheader', { name: /יעל חדשה/ });
  await expect(newLead).toBeVisible();
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, 'יעל חדשה');

  // Only customers: the new lead is not one, and the list of customers was never opened on this device.
  await goOffline(context);
  await page.getByLabel('סטטוס', { exact: true }).selectOption('customer');
  await expect(page.getByRole('status').filter({ hasText: 'הרשימה הזו לא נשמרה במכשיר. היא תיטען כשהחיבור יחזור.' })).toBeVisible();
  await expect(newLead).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByText('לא נמצאו לידים מתאימים לחיפוש.')).toBeVisible();
});

test("a reload shows what changed on the owner's other device meanwhile, not only the copy saved on this one", async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'השם הישן' });
  await page.goto('/dashboard');
  const cardNames = page.getByRole('region', { name: 'הכרטיסים שלי' }).getByRole('heading', { level: 3 });
  await expect(cardNames).toHaveText(['השם הישן']);
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, 'השם הישן');

  // The same owner renames the card on their computer a minute later (page.request shares the session, not the app).
  await callApi(page.request, 'PUT', `/api/profiles/${card.id}`, { ...card, displayName: 'השם החדש', version: card.version });
  await page.reload();
  await expect(cardNames).toHaveText(['השם החדש']);
});

test.describe('card edits made offline', () => {
  let card: Profile;
  /** The same owner on another device, which stays online. */
  let api: APIRequestContext;

  test.beforeEach(async ({ page, request }) => {
    await signIn(request, await signInAsNewOwner(page));
    api = request;
    card = await createCard(api, { displayName: 'כרטיס לבדיקה', title: 'לפני' });
  });

  /** The card as the server has it now. */
  const storedCard = () => callApi<Profile>(api, 'GET', `/api/profiles/${card.id}`);
  /** The stored card, polled: the banner goes as soon as the queued saves are sent, before they are answered. */
  const pollStored = () => expect.poll(storedCard, { timeout: 15_000 });

  /** Opens the card in the editor, ready to work offline. */
  async function openEditorOffline(page: Page) {
    acceptLeaving(page);
    await page.goto(`/editor/${card.id}`);
    await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue('לפני');
    await waitForWorker(page);
    await waitForSavedOwnerCache(page, `/api/profiles/${card.id}`);
    await goOffline(page.context());
  }

  test('wait for the connection, survive a reload and reach the database once online', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'נשמר בלי חיבור');
    const waiting = page.getByText('שינוי בכרטיס ממתין לסנכרון');
    await expect(waiting).toBeVisible();
    // Kept on the device, the change counts as saved there: the editor says so rather than "unsaved".
    await expect(page.locator('.editor-state')).toHaveText('נשמר במכשיר ויישלח כשהחיבור יחזור');
    await waitForSavedOwnerCache(page, 'נשמר בלי חיבור');
    expect((await storedCard()).title).toBe('לפני');

    await page.reload();
    await expect(waiting).toBeVisible();

    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 15_000 });
    await pollStored().toMatchObject({ title: 'נשמר בלי חיבור', version: card.version + 1 });
  });

  test('a save whose first sending fails on the way (no answer, then a server error) is sent again and lands', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'עבר בדרך קשה');
    let failures = 0;
    await context.route(`**/api/profiles/${card.id}`, async (route) => {
      if (route.request().method() !== 'PUT' || failures >= 2) return route.fallback();
      failures += 1;
      return failures === 1 ? route.abort('connectionreset') : route.fulfill({ status: 503, json: { message: 'השרת אינו זמין', code: 'unavailable' } });
    });

    await context.setOffline(false);
    await expect(page.getByText(/ממתינים? לסנכרון/)).toBeHidden({ timeout: 20_000 });
    await pollStored().toMatchObject({ title: 'עבר בדרך קשה', version: card.version + 1 });
    expect(failures).toBe(2);
  });

  test('an edit the server refuses for another reason is kept, shown on the dashboard, and saved again from the editor', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'נדחה בשרת');
    await waitForSavedOwnerCache(page, 'נדחה בשרת');
    // Once the owner has left the editor, the save has no editor of its own to show a refusal.
    await page.getByRole('link', { name: 'חזרה לכרטיסים שלי' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('שינוי בכרטיס ממתין לסנכרון')).toBeVisible();
    let refused = false;
    await context.route(`**/api/profiles/${card.id}`, async (route) => {
      if (route.request().method() !== 'PUT' || refused) return route.fallback();
      refused = true;
      return route.fulfill({ status: 422, json: { message: 'הכרטיס לא עומד בכללים.', code: 'validation_failed' } });
    });

    await context.setOffline(false);
    await expect(page.getByText('השינוי ששמרת בלי חיבור בכרטיס "כרטיס לבדיקה" לא נשמר: הכרטיס לא עומד בכללים.')).toBeVisible({ timeout: 15_000 });
    expect((await storedCard()).title).toBe('לפני');
    // Kept on the device: it survives leaving the page.
    await waitForSavedOwnerCache(page, 'הכרטיס לא עומד בכללים.');

    await page.goto('/dashboard');
    const region = page.getByRole('region', { name: 'הכרטיסים שלי' });
    await expect(region.getByText('שינוי שלא נשמר ממתין לך')).toBeVisible();
    await region.getByRole('link', { name: 'פתיחת הכרטיס' }).click();
    await expect(page.getByText('השינוי ששמרת בלי חיבור חזר לטופס')).toBeVisible();
    await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue('נדחה בשרת');

    await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
    await pollStored().toMatchObject({ title: 'נדחה בשרת', version: card.version + 1 });
    await expect(page.getByText(/לא נשמר: הכרטיס לא עומד בכללים/)).toBeHidden();
    // Let go on the device too (the saved cache is written a moment after a change).
    await expect.poll(async () => (await readSavedOwnerCache(page)) ?? '', { timeout: 15_000 }).not.toContain('הכרטיס לא עומד בכללים.');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'הכרטיסים שלי' }).getByText('שינוי שלא נשמר ממתין לך')).toBeHidden();
  });

  test('two saves made offline are sent in order, the second on top of the first', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'ראשון');
    await saveTitle(page, 'שני');
    await expect(page.getByText('2 שינויים בכרטיסים ממתינים לסנכרון')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/ממתינים? לסנכרון/)).toBeHidden({ timeout: 15_000 });
    await pollStored().toMatchObject({ title: 'שני', version: card.version + 2 });
  });

  test('a card changed elsewhere meanwhile asks the owner which version to keep', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'שלי מהטלפון');
    await callApi(api, 'PUT', `/api/profiles/${card.id}`, { ...card, title: 'ממחשב אחר', version: card.version });

    await context.setOffline(false);
    const dialog = page.getByRole('dialog', { name: 'הכרטיס השתנה במקום אחר' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'שמירת הגרסה שלי' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'טעינת הגרסה העדכנית' })).toBeVisible();
    expect((await storedCard()).title).toBe('ממחשב אחר');

    await dialog.getByRole('button', { name: 'שמירת הגרסה שלי' }).click();
    await expect.poll(async () => (await storedCard()).title).toBe('שלי מהטלפון');
  });
});

test('logging out empties the saved cache and leaves no private data in Cache Storage', async ({ page }) => {
  acceptLeaving(page);
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await expect(page.getByText(/^ניסיון – עוד \d+ ימים$/)).toBeVisible();
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, '/api/account');

  await page.getByRole('button', { name: /^תפריט המשתמש של/ }).click();
  await page.getByRole('button', { name: 'התנתקות' }).click();
  await expect(page.getByRole('button', { name: /^תפריט המשתמש של/ })).toHaveCount(0);

  await expect.poll(() => readSavedOwnerCache(page)).toBeNull();
  // Nothing is written back once the session is gone (a save throttled before logout included).
  await page.waitForTimeout(1500);
  expect(await readSavedOwnerCache(page)).toBeNull();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test("a lead's status and tag changed offline show at once, survive a reload and reach the server once online", async ({ page, context, request }) => {
  acceptLeaving(page);
  await signIn(request, await signInAsNewOwner(page));
  const card = await createCard(request, { displayName: 'כרטיס לידים' });
  await callApi(request, 'POST', '/api/leads', { profileId: card.id, name: 'רותם מהכנס', emails: ['rotem@example.test'], idempotencyKey: `offline-lead-${card.id}` });
  const [lead] = (await callApi<{ items: { id: number }[] }>(request, 'GET', '/api/leads')).items;
  const storedLead = () => callApi<{ status: string; tags: string[] }>(request, 'GET', `/api/leads/${lead!.id}`);

  await page.goto('/leads');
  await untilAppTakesOver(page);
  const status = page.getByLabel('הסטטוס של רותם מהכנס');
  await expect(status).toHaveValue('new');
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, 'רותם מהכנס');

  await goOffline(context);
  await status.selectOption('meeting');
  const rows = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: /רותם מהכנס/ }) });
  await rows.getByText('מעקב והיסטוריה').click();
  await rows.getByLabel('תגית חדשה').fill('כנס');
  await rows.getByRole('button', { name: 'הוספה' }).click();
  const waiting = page.getByRole('status').filter({ hasText: /^שינויים שממתינים לחיבור: \d/ });
  await expect(waiting).toBeVisible();
  await expect(status).toHaveValue('meeting');
  await expect(rows.getByText('#כנס')).toBeVisible();
  // Both edits kept on the device (the lead's name holds "כנס" too: the tag is looked for as the edit carries it).
  await waitForSavedOwnerCache(page, '"changes":{"tags":["כנס"]}');
  expect(await storedLead()).toMatchObject({ status: 'new', tags: [] });

  await page.reload();
  await expect(waiting).toContainText('שינויים שממתינים לחיבור: 2.');
  await expect(page.getByLabel('הסטטוס של רותם מהכנס')).toHaveValue('meeting');

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 15_000 });
  await expect.poll(storedLead, { timeout: 15_000 }).toMatchObject({ status: 'meeting', tags: ['כנס'] });
});
