import type { APIRequestContext, Page } from '@playwright/test';
import type { Profile } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { goOffline, readSavedOwnerCache, waitForSavedOwnerCache, waitForWorker } from './offline-support';
import { createCard, registerOwner, signIn } from './support/accounts';
import { callApi } from './support/api';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const MINE = 'שלי מהטלפון';
const THEIRS = 'ממחשב אחר';
const CONFLICT_DIALOG = 'הכרטיס השתנה במקום אחר';

let card: Profile;
/** The same owner on another device, which stays online and changes the card meanwhile. */
let otherDevice: APIRequestContext;

test.beforeEach(async ({ page, request }) => {
  await signIn(request, await registerOwner(page.request));
  otherDevice = request;
  card = await createCard(otherDevice, { displayName: 'כרטיס בהתנגשות', title: 'לפני' });
  // Leaving a page with queued edits may ask; these journeys leave on purpose.
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
});

const storedCard = () => callApi<Profile>(otherDevice, 'GET', `/api/profiles/${card.id}`);

async function publicPage(): Promise<string> {
  const response = await otherDevice.get(`/p/${card.slug}`);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** Opens the card's editor, goes offline, saves a new job title there and waits until the queued save is on the device. */
async function saveTitleOffline(page: Page): Promise<void> {
  await page.goto(`/editor/${card.id}`);
  await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue('לפני');
  await waitForWorker(page);
  await waitForSavedOwnerCache(page, `/api/profiles/${card.id}`);
  await goOffline(page.context());
  await page.getByLabel('תפקיד', { exact: true }).fill(MINE);
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.getByText('שינוי בכרטיס ממתין לסנכרון')).toBeVisible();
  await waitForSavedOwnerCache(page, MINE);
}

/** The card changes on the other device while the phone is offline. */
async function changeElsewhere(): Promise<void> {
  await callApi(otherDevice, 'PUT', `/api/profiles/${card.id}`, { ...card, title: THEIRS, version: card.version });
}

test('after a reload, a refused offline edit is kept and "keep mine" saves it over the latest version', async ({ page, context }) => {
  await saveTitleOffline(page);
  // Before the reload, which may send the kept edit (see offline-owner.spec.ts): the change elsewhere comes first either way.
  await changeElsewhere();
  await page.reload();
  await expect(page.getByText('שינוי בכרטיס ממתין לסנכרון')).toBeVisible();

  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: CONFLICT_DIALOG });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue(MINE);
  expect((await storedCard()).title).toBe(THEIRS);

  // Undecided, the edit stays on the device: a reload asks again.
  await waitForSavedOwnerCache(page, 'offline-card-conflicts');
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue(MINE);

  await dialog.getByRole('button', { name: 'שמירת הגרסה שלי' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await storedCard()).title).toBe(MINE);
  expect((await storedCard()).version).toBe(card.version + 2);
  expect(await publicPage()).toContain(MINE);

  await page.getByRole('link', { name: 'חזרה לכרטיסים שלי' }).click();
  await expect(page.getByRole('listitem', { name: card.displayName })).toBeVisible();
  await expect(page.getByText('השתנה במקום אחר: ממתין לבחירה שלך')).toHaveCount(0);
  await expect(page.getByText(/ממתין להחלטה שלך/)).toHaveCount(0);
});

test('the dashboard tells of a refused offline edit, and "load the latest" keeps the other version', async ({ page, context }) => {
  await saveTitleOffline(page);
  await changeElsewhere();
  await page.goto('/dashboard');
  await expect(page.getByText('שינוי בכרטיס ממתין לסנכרון')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('שינוי ששמרת בלי חיבור לא נשמר בשרת')).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('listitem', { name: card.displayName });
  await expect(row.getByText('השתנה במקום אחר: ממתין לבחירה שלך')).toBeVisible();
  await expect(page.getByText(`השינוי ששמרת בלי חיבור בכרטיס "${card.displayName}" ממתין להחלטה שלך`)).toBeVisible();

  await row.getByRole('link', { name: 'בחירת גרסה' }).click();
  const dialog = page.getByRole('dialog', { name: CONFLICT_DIALOG });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue(MINE);
  await dialog.getByRole('button', { name: 'טעינת הגרסה העדכנית' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('תפקיד', { exact: true })).toHaveValue(THEIRS);

  const stored = await storedCard();
  expect(stored.title).toBe(THEIRS);
  expect(stored.version).toBe(card.version + 1);
  expect(await publicPage()).toContain(THEIRS);

  // The choice is final: once the device forgets the edit, a reload of the dashboard shows nothing waiting.
  await expect.poll(async () => (await readSavedOwnerCache(page)) ?? '', { timeout: 15_000 }).not.toContain(MINE);
  await page.goto('/dashboard');
  await expect(page.getByRole('listitem', { name: card.displayName })).toBeVisible();
  await expect(page.getByText('השתנה במקום אחר: ממתין לבחירה שלך')).toHaveCount(0);
  await expect(page.getByText(/ממתין להחלטה שלך/)).toHaveCount(0);
});
