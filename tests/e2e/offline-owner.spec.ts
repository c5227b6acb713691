import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, demoApi, readSavedOwnerCache, signInAsDemo, waitForSavedOwnerCache, waitForWorker } from './offline-support';

interface Card {
  id: number;
  version: number;
  title: string;
  displayName: string;
}

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
  await signInAsDemo(page.request);
  await page.goto('/dashboard');
  await expect(page.getByText(/^החבילה שלך:/)).toBeVisible();
  const planLine = await page.getByText(/^החבילה שלך:/).innerText();
  const cardNames = await page.locator('#my-cards-title ~ * h3').allInnerTexts();
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, '/api/account');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^שלום, / })).toBeVisible();
  await expect(page.getByText(/^החבילה שלך:/)).toHaveText(planLine);
  expect(await page.locator('#my-cards-title ~ * h3').allInnerTexts()).toEqual(cardNames);
  await expect(page.getByText('אין חיבור לאינטרנט. מוצגים הנתונים האחרונים שנשמרו במכשיר.')).toBeVisible();
});

test.describe('card edits made offline', () => {
  let card: Card;
  let api: Awaited<ReturnType<typeof demoApi>>;

  test.beforeEach(async ({ baseURL }) => {
    api = await demoApi(baseURL!);
    card = await callApi<Card>(api, 'POST', '/api/profiles', { slug: `offline-${Date.now().toString(36)}`, displayName: 'כרטיס לבדיקה', title: 'לפני' });
  });

  test.afterEach(async () => {
    await callApi(api, 'DELETE', `/api/profiles/${card.id}`);
    await api.dispose();
  });

  /** Opens the card in the editor, ready to work offline. */
  async function openEditorOffline(page: Page) {
    acceptLeaving(page);
    await signInAsDemo(page.request);
    await page.goto(`/editor/${card.id}`);
    await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue('לפני');
    await waitForWorker(page);
    await waitForSavedOwnerCache(page, `/api/profiles/${card.id}`);
    await page.context().setOffline(true);
  }

  test('wait for the connection, survive a reload and reach the database once online', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'נשמר בלי חיבור');
    const waiting = page.getByText('שינוי בכרטיס ממתין לסנכרון');
    await expect(waiting).toBeVisible();
    await waitForSavedOwnerCache(page, 'נשמר בלי חיבור');

    await page.reload();
    await expect(waiting).toBeVisible();
    expect((await callApi<Card>(api, 'GET', `/api/profiles/${card.id}`)).title).toBe('לפני');

    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 15_000 });
    const stored = await callApi<Card>(api, 'GET', `/api/profiles/${card.id}`);
    expect(stored.title).toBe('נשמר בלי חיבור');
    expect(stored.version).toBe(card.version + 1);
  });

  test('two saves made offline are sent in order, the second on top of the first', async ({ page, context }) => {
    await openEditorOffline(page);
    await saveTitle(page, 'ראשון');
    await saveTitle(page, 'שני');
    await expect(page.getByText('2 שינויים בכרטיסים ממתינים לסנכרון')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/ממתינים? לסנכרון/)).toBeHidden({ timeout: 15_000 });
    const stored = await callApi<Card>(api, 'GET', `/api/profiles/${card.id}`);
    expect(stored.title).toBe('שני');
    expect(stored.version).toBe(card.version + 2);
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
    expect((await callApi<Card>(api, 'GET', `/api/profiles/${card.id}`)).title).toBe('ממחשב אחר');

    await dialog.getByRole('button', { name: 'שמירת הגרסה שלי' }).click();
    await expect.poll(async () => (await callApi<Card>(api, 'GET', `/api/profiles/${card.id}`)).title).toBe('שלי מהטלפון');
  });
});

test('logging out empties the saved cache and leaves no private data in Cache Storage', async ({ page }) => {
  acceptLeaving(page);
  await signInAsDemo(page.request);
  await page.goto('/dashboard');
  await expect(page.getByText(/^החבילה שלך:/)).toBeVisible();
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
