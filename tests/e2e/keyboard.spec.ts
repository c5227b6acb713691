import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Organisation } from '../../shared/contract/organisations';
import { linkIn, mailsTo } from '../helpers/mail';
import { freePort } from '../helpers/free-port.mjs';
import { expect, test } from './fixtures';
import { callApi } from './support/api';
import { createCard, e2eDataDir, registerOwner, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { keepLanguage } from './support/language';
import { pageSettled } from './support/page-settled';
import { leaveLead, visitCard, visitorName } from './support/visitor';
import { ar } from '../../shared/i18n/ar';
import { he } from '../../shared/i18n/he';

/** Presses `key` on the control named `name` the way a keyboard user gets there: focused, then the key. */
async function press(page: Page, name: string, key = 'Enter'): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  // A button still busy with its last press keeps the focus but takes no press, as a person would find it.
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.focus();
  await page.keyboard.press(key);
}

test('deleting an item of the card by keyboard leaves the focus on the delete button of the item in its place, then on the add buttons', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/editor');
  await pageSettled(page);
  await press(page, 'הוספת טלפון');
  await page.keyboard.type('0501234567');
  await press(page, 'הוספת מייל');
  await page.keyboard.type('noa@example.co.il');

  await press(page, 'מחיקת טלפון: 0501234567');
  await expect(page.getByText('טלפון: 0501234567 נמחק')).toBeAttached();
  await expect(page.getByRole('button', { name: 'מחיקת מייל: noa@example.co.il', exact: true })).toBeFocused();

  // The last one gone, the owner is where they add another.
  await page.keyboard.press('Enter');
  await expect(page.locator('.item-list')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'הוספת טלפון', exact: true })).toBeFocused();
});

/** Signs `page` in as a new owner whose card has a lead for each of `labels` (newest last), and opens the leads page. */
async function ownerWithLeads(browser: Browser, baseURL: string | undefined, page: Page, labels: string[]): Promise<string[]> {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const names = labels.map(visitorName);
  for (const name of names) {
    const visitor = await visitCard(browser, baseURL, card.slug, true);
    await leaveLead(visitor, name);
    await expect(visitor.locator('#lead-sent')).toBeVisible();
    await visitor.context().close();
  }
  await page.goto('/leads');
  await pageSettled(page);
  return names;
}

test('deleting a lead by keyboard leaves the focus on the next lead’s delete button, and on the page’s heading after the last', async ({ browser, baseURL, page }) => {
  const names = await ownerWithLeads(browser, baseURL, page, ['דנה', 'יוסי']);
  const [second, first] = names as [string, string];

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await press(page, `מחיקת הליד של ${first}`);
  const dialog = page.getByRole('dialog', { name: 'למחוק את הליד?' });
  await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `מחיקת הליד של ${first}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `מחיקת הליד של ${second}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'לידים' })).toBeFocused();
});

test('signing devices out by keyboard (English) leaves the focus on the next device’s button, then on the list’s heading', async ({ page, playwright, baseURL }) => {
  await keepLanguage(page, 'en');
  const owner = await signInAsNewOwner(page);
  for (const userAgent of ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0']) {
    const device = await playwright.request.newContext({ baseURL, userAgent });
    await callApi(device, 'POST', '/api/auth/login', { email: owner.email, password: owner.password });
    await device.dispose();
  }
  await page.goto('/account#sessions');
  await pageSettled(page);
  const section = page.getByRole('region', { name: 'Where you’re signed in' });
  await expect(section.getByRole('listitem')).toHaveCount(3);

  await section.getByRole('button', { name: /^Sign out Safari on iPhone/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The device was signed out')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('button', { name: /^Sign out Firefox on Windows/ })).toBeFocused();

  await section.getByRole('button', { name: 'Sign out all other devices' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('You’re not signed in on any other device.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Where you’re signed in' })).toBeFocused();
});

test('saving by keyboard keeps the focus on the save button, and closing the toast reached with F8 gives it back there', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/account');
  await pageSettled(page);
  const save = page.getByRole('button', { name: 'שמירה', exact: true }).first();
  await save.focus();
  await page.keyboard.press('Enter');
  const toast = page.locator('.toast').filter({ hasText: 'הפרטים נשמרו' });
  await expect(toast).toBeVisible();
  await expect(save).toBeFocused();

  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'סגירת ההתראה' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(save).toBeFocused();

  // A new card's first save opens its own editor page, whose save button takes the focus the old page's had.
  await page.goto('/editor');
  await pageSettled(page);
  await page.getByRole('textbox', { name: 'שם לתצוגה' }).fill('נועה כהן');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByRole('button', { name: 'שמירת הכרטיס' }).first()).toBeFocused();
});

test('removing a lead’s tag by keyboard leaves the focus on the next tag’s button, then on the new tag field', async ({ browser, baseURL, page }) => {
  const [name] = (await ownerWithLeads(browser, baseURL, page, ['דנה'])) as [string];
  const { items } = await callApi<{ items: { id: number }[] }>(page.request, 'GET', '/api/leads');
  await callApi(page.request, 'PUT', `/api/leads/${items[0]?.id}`, { tags: ['חם', 'VIP'] });
  await page.reload();
  await pageSettled(page);
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').focus();
  await page.keyboard.press('Enter');
  const field = lead.getByRole('textbox', { name: 'תגית חדשה' });

  await lead.getByRole('button', { name: 'הסרת התגית חם' }).focus();
  await page.keyboard.press('Enter');
  await expect(lead.getByRole('button', { name: 'הסרת התגית חם' })).toHaveCount(0);
  await expect(lead.getByRole('button', { name: 'הסרת התגית VIP' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lead.getByRole('button', { name: 'הסרת התגית VIP' })).toHaveCount(0);
  await expect(field).toBeFocused();
});

test('tags changed one after another all land, even when an older copy of the list arrives in between', async ({ browser, baseURL, page }) => {
  const [name] = (await ownerWithLeads(browser, baseURL, page, ['דנה'])) as [string];
  const { items } = await callApi<{ items: { id: number }[] }>(page.request, 'GET', '/api/leads');
  const id = items[0]!.id;
  await callApi(page.request, 'PUT', `/api/leads/${id}`, { tags: ['חם'] });
  await page.reload();
  await pageSettled(page);
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  const field = lead.getByRole('textbox', { name: 'תגית חדשה' });

  // A slow connection: each answer comes late, the list's as it was when asked, a save's after the next tap.
  await page.route((url) => url.pathname === '/api/leads', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ response });
  });
  await page.route(`**/api/leads/${id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  const saved = () => page.waitForResponse((response) => response.url().endsWith(`/api/leads/${id}`) && response.request().method() === 'PUT');

  await field.fill('VIP');
  let answer = saved();
  await field.press('Enter');
  await answer;
  // The list asked for after that save is on its way, holding חם and VIP, when the next tag is added.
  await field.fill('כנס');
  answer = saved();
  await field.press('Enter');
  await expect(lead.getByRole('button', { name: 'הסרת התגית כנס' })).toBeVisible();
  await page.waitForTimeout(1000);
  await lead.getByRole('button', { name: 'הסרת התגית חם' }).click();
  await answer;
  await expect.poll(async () => (await callApi<{ tags: string[] }>(page.request, 'GET', `/api/leads/${id}`)).tags, { timeout: 10_000 }).toEqual(['VIP', 'כנס']);
  await expect(lead.locator('.lead-tags li')).toHaveText(['VIP×', 'כנס×']);
});

test('cancelling a team invitation by keyboard leaves the focus on the next invitation’s button, then on the invite form', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/team');
  await pageSettled(page);
  await page.getByLabel('שם הצוות').fill(`צוות ${Date.now().toString(36)}`);
  await press(page, 'יצירת צוות');
  const email = page.getByLabel('המייל של חבר/ת הצוות');
  const invited = [`first-${Date.now().toString(36)}@example.test`, `second-${Date.now().toString(36)}@example.test`];
  for (const address of invited) {
    await email.fill(address);
    await press(page, 'שליחת הזמנה');
    await expect(page.getByRole('button', { name: `ביטול ההזמנה של ${address}` })).toBeVisible();
  }

  const [first, second] = invited as [string, string];
  await press(page, `ביטול ההזמנה של ${first}`);
  await expect(page.getByRole('button', { name: `ביטול ההזמנה של ${first}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `ביטול ההזמנה של ${second}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `ביטול ההזמנה של ${second}` })).toHaveCount(0);
  await expect(email).toBeFocused();
});

test('each step of turning the authenticator app on by keyboard (English) leaves the focus on its heading, from where the next step reads', async ({ page }) => {
  await keepLanguage(page, 'en');
  const owner = await signInAsNewOwner(page);
  await page.goto('/account#security');
  await pageSettled(page);
  const section = page.getByRole('region', { name: 'Two-step verification' });
  const heading = section.getByRole('heading', { name: 'Authenticator app' });
  await section.getByLabel('Current password').first().focus();
  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(heading).toBeFocused();

  const secret = (await section.locator('.totp-secret code').textContent())!.replace(/\s/g, '');
  // On the way to the code: the link that opens the app with the key, and the key's copy button (a phone's two ways).
  await page.keyboard.press('Tab');
  await expect(section.getByRole('link', { name: 'Open in the authenticator app' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Copy key' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('Verification code')).toBeFocused();
  await page.keyboard.type(generateSync({ secret }));
  await page.keyboard.press('Enter');
  await expect(section.locator('.recovery-codes code')).toHaveCount(10);
  await expect(heading).toBeFocused();

  await section.getByRole('button', { name: 'I saved the codes' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: 'I saved the codes' })).toHaveCount(0);
  await expect(heading).toBeFocused();
});

/** A new owner's dashboard with two cards, נועה כהן's and דן לוי's, once the app has taken over. */
async function dashboardWithTwoCards(page: Page): Promise<void> {
  await signInAsNewOwner(page);
  await createCard(page.request, { displayName: 'נועה כהן' });
  await createCard(page.request, { displayName: 'דן לוי' });
  await page.goto('/dashboard');
  await pageSettled(page);
}

test('a card’s actions are named by the card, and deleting one by keyboard leaves the focus on the next card’s delete button, then on the list’s heading', async ({ page }) => {
  await dashboardWithTwoCards(page);
  const actionsOf = (name: string) => page.getByRole('group', { name: `פעולות לכרטיס ${name}` });
  const dialog = page.getByRole('dialog', { name: 'למחוק את הכרטיס?' });

  const [first, second] = (await page.locator('.my-card h3').allTextContents()) as [string, string];
  await actionsOf(first).getByRole('button', { name: 'מחיקה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).focus();
  await page.keyboard.press('Enter');
  await expect(actionsOf(first)).toHaveCount(0);
  await expect(actionsOf(second).getByRole('button', { name: 'מחיקה', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).focus();
  await page.keyboard.press('Enter');
  await expect(actionsOf(second)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'הכרטיסים שלי' })).toBeFocused();
});

test('sending a webhook’s sample lead by keyboard (English) keeps the focus on its button while it goes and after', async ({ page }) => {
  await keepLanguage(page, 'en');
  await signInAsNewOwner(page);
  await page.goto('/account');
  await pageSettled(page);
  const section = page.getByRole('region', { name: 'Webhooks: leads straight to your tools' });
  const closed = `https://127.0.0.1:${await freePort()}/kartis`;
  await section.getByLabel('Webhook address').fill(closed);
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const webhook = section.getByRole('listitem').filter({ hasText: closed }).first();
  await webhook.getByRole('button', { name: 'Send a sample lead' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast').filter({ hasText: 'The sample lead was not delivered to the address' })).toBeVisible();
  await expect(webhook.getByRole('button', { name: 'Send a sample lead' })).toBeFocused();
});

test('sending a lead the follow-up mail by keyboard keeps the focus on its button while it goes and after', async ({ browser, baseURL, page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const name = visitorName('דנה');
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  await visitor.getByRole('region', { name: 'השאירו פרטים' }).getByLabel(/מייל/).first().fill('dana@example.com');
  await leaveLead(visitor, name);
  await expect(visitor.locator('#lead-sent')).toBeVisible();
  await visitor.context().close();
  await page.goto('/leads');
  await pageSettled(page);
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').focus();
  await page.keyboard.press('Enter');

  // The card has no follow-up mail yet: the toast says so, and the focus stays where it was.
  await lead.getByRole('button', { name: 'שליחת מייל ההמשך' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast').filter({ hasText: 'מייל ההמשך לא נשלח' })).toBeVisible();
  await expect(lead.getByRole('button', { name: 'שליחת מייל ההמשך' })).toBeFocused();
});

/** Signs `page` in as the owner of an organisation two members joined by its mailed link; returns their remove buttons' names. */
async function teamOfTwo(page: Page, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<string[]> {
  await signInAsNewOwner(page);
  const team = await callApi<Organisation>(page.request, 'POST', '/api/organisations', { name: `צוות ${uniqueSlug('kb')}` });
  for (let joined = 0; joined < 2; joined++) {
    const device = await playwright.request.newContext({ baseURL });
    const member = await registerOwner(device);
    await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email: member.email });
    const invitation = (await mailsTo(e2eDataDir(), member.email)).filter((mail) => mail.subject?.startsWith('הזמנה להצטרף')).at(-1)!;
    await callApi(device, 'POST', '/api/invitations/accept', { token: new URL(linkIn(invitation)).searchParams.get('token') });
    await device.dispose();
  }
  await page.goto('/team');
  await pageSettled(page);
  const buttons = page.getByRole('button', { name: /^הסרת .+ מהצוות$/ });
  await expect(buttons).toHaveCount(2);
  return Promise.all((await buttons.all()).map(async (button) => (await button.getAttribute('aria-label'))!));
}

test('removing team members by keyboard leaves the focus on the next member’s button, then on the list’s heading', async ({ page, playwright, baseURL }) => {
  const [first, second] = (await teamOfTwo(page, playwright, baseURL)) as [string, string];
  const dialog = page.getByRole('dialog');

  await press(page, first);
  await dialog.getByRole('button', { name: 'הסרה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: first, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: second, exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'הסרה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: second, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'חברי הצוות (1)' })).toBeFocused();
});

test('removing webhooks by keyboard (English) leaves the focus on the next webhook’s button, then on the section’s heading', async ({ page }) => {
  await keepLanguage(page, 'en');
  await signInAsNewOwner(page);
  const urls = ['https://hooks.example.com/first', 'https://hooks.example.com/second'];
  for (const url of urls) await callApi(page.request, 'POST', '/api/webhooks', { url });
  await page.goto('/account');
  await pageSettled(page);
  const section = page.getByRole('region', { name: 'Webhooks: leads straight to your tools' });
  // Each remove button is named by its webhook's address, so a screen reader's list of buttons tells them apart.
  const removeOf = (url: string) => section.getByRole('button', { name: `Remove ${url}`, exact: true });
  const dialog = page.getByRole('dialog', { name: 'Remove the webhook?' });

  const [first, second] = urls as [string, string];
  await removeOf(first).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText(first)).toHaveCount(0);
  await expect(removeOf(second)).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Webhooks: leads straight to your tools' })).toBeFocused();
});

/** Holds the answers to requests matching `url` until the returned function is called, so a button's busy time can be seen. */
async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('saving the follow-up mail by keyboard keeps the focus on its button, announced busy while it saves', async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  await page.goto(`/follow-up/${card.id}`);
  await pageSettled(page);
  const release = await holdAnswers(page, `**/api/profiles/${card.id}/follow-up`);
  const save = page.getByRole('button', { name: 'שמירה', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(save).toBeFocused();

  release();
  await expect(page.locator('.toast').filter({ hasText: 'מייל ההמשך נשמר' })).toBeVisible();
  await expect(save).not.toHaveAttribute('aria-busy', 'true');
  await expect(save).toBeFocused();
});

test('making a card primary by keyboard keeps the focus on its button, announced busy, then on the card’s next button', async ({ page }) => {
  await dashboardWithTwoCards(page);
  const name = (await page.getByRole('group').filter({ has: page.getByRole('button', { name: 'הגדרה ככרטיס ראשי' }) }).getAttribute('aria-label'))!;
  const card = page.getByRole('group', { name, exact: true });
  const makePrimary = card.getByRole('button', { name: 'הגדרה ככרטיס ראשי' });
  const release = await holdAnswers(page, /\/api\/profiles\/\d+\/primary$/);
  await makePrimary.focus();
  await page.keyboard.press('Enter');
  await expect(makePrimary).toHaveAttribute('aria-busy', 'true');
  await expect(makePrimary).toBeFocused();

  release();
  await expect(makePrimary).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'מחיקה', exact: true })).toBeFocused();
});

test('arrowing through a lead’s statuses by keyboard saves only the one it is left on', async ({ browser, baseURL, page }) => {
  const [name] = (await ownerWithLeads(browser, baseURL, page, ['דנה'])) as [string];
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/leads\/\d+$/.test(request.url())) saves.push(request.postData() ?? '');
  });
  const status = page.getByRole('combobox', { name: `הסטטוס של ${name}` });
  await status.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('customer');
  await page.keyboard.press('Tab');
  const stored = async () => (await callApi<{ items: { status: string }[] }>(page.request, 'GET', '/api/leads')).items.map((lead) => lead.status);
  await expect.poll(stored).toEqual(['customer']);
  expect(saves.map((body) => (JSON.parse(body) as { status?: string }).status)).toEqual(['customer']);
});

test('sending a support message with the send button by keyboard leaves the focus in the message box, for the next message', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await pageSettled(page);
  await page.getByRole('button', { name: /^צ׳אט תמיכה/ }).click();
  const chat = page.getByRole('dialog', { name: 'צ׳אט תמיכה' });
  const box = chat.getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' });
  await expect(box).toBeFocused();
  await page.keyboard.type('מתי מגיעים הכרטיסים המודפסים?');
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('button', { name: 'שליחה', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log').getByText('מתי מגיעים הכרטיסים המודפסים?')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
});

for (const language of ['he', 'ar'] as const) {
  test(`${language}: on a phone and a tablet Tab goes through a lead as it reads: its contacts, then call, WhatsApp, SMS, mail, save and delete, then its status and note`, async ({ page }) => {
    const t = { he, ar }[language];
    const lead = { he: 'דנה לוי', ar: 'ليلى خوري' }[language];
    await signInAsNewOwner(page);
    await keepLanguage(page, language);
    const card = await createCard(page.request, { language });
    const sent = await page.request.post(`/api/public/profiles/${card.slug}/leads`, {
      data: { name: lead, phone: '052-555-1234', email: `lead-${language}@example.test`, message: 'hello', consent: true },
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto('/leads');
    // The page the server drew is inert until the app takes it over: nothing in it takes the focus before then.
    await pageSettled(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: lead }) });
    for (const size of [{ width: 360, height: 740 }, { width: 800, height: 800 }]) {
      await page.setViewportSize(size);
      await row.getByRole('link', { name: `lead-${language}@example.test` }).focus();
      const order = [
        row.getByRole('link', { name: t['leads.callName'].replace('{name}', lead) }),
        row.getByRole('link', { name: t['leads.whatsappName'].replace('{name}', lead) }),
        row.getByRole('link', { name: t['leads.smsName'].replace('{name}', lead) }),
        row.getByRole('link', { name: t['leads.emailName'].replace('{name}', lead) }),
        row.getByRole('link', { name: t['leads.vcardName'].replace('{name}', lead) }),
        row.getByRole('button', { name: t['leads.deleteName'].replace('{name}', lead) }),
        row.getByRole('combobox', { name: t['leads.statusOf'].replace('{name}', lead) }),
        row.getByRole('textbox', { name: t['leads.noteOf'].replace('{name}', lead) }),
      ];
      for (const control of order) {
        await page.keyboard.press('Tab');
        await expect(control, `at ${size.width} px`).toBeFocused();
      }
      // Each is below or beside the one before it, in the reading direction: nothing is reached back up the card.
      const tops = await Promise.all(order.map(async (control) => (await control.boundingBox())!.y));
      for (let i = 1; i < tops.length; i += 1) expect(tops[i]!, `at ${size.width} px`).toBeGreaterThanOrEqual(tops[i - 1]! - 1);
    }
  });
}
