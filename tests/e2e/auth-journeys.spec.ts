import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { networkIdle } from './support/network-idle';
import { AuthDialog, freshAccount } from './pages/auth-dialog';
import { readSavedOwnerCache, waitForSavedOwnerCache } from './offline-support';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { registerAccount, registerOwner, SEEDED_ADMIN, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { AUTH_MESSAGES } from '../../shared/contract/auth-messages';

// The app's validation and error messages, word for word.
const MESSAGES = {
  usernameMin: 'שם משתמש חייב להכיל לפחות 2 תווים',
  usernameMax: 'שם משתמש חייב להיות עד 20 תווים',
  invalidEmail: 'כתובת מייל לא תקינה',
  passwordMin: 'סיסמה חייבת להכיל לפחות 6 תווים',
  confirmMin: 'אימות סיסמה חייב להכיל לפחות 6 תווים',
  passwordsMismatch: 'הסיסמאות אינן תואמות',
} as const;

// Every journey signs up or in through the real dialog, with its settling pauses and header placeholders.
test.describe.configure({ timeout: 60_000 });

/** What the browser keeps of the signed-in user (in localStorage). */
function storedSession(page: Page): Promise<{ currentUser: string | null; token: string | null }> {
  return page.evaluate(() => ({ currentUser: localStorage.getItem('currentUser'), token: localStorage.getItem('token') }));
}

test('a visitor registers through the dialog after fixing every field, logs out from the user menu and logs in again', async ({ page }) => {
  const auth = new AuthDialog(page);
  const account = freshAccount();
  await page.goto('/');

  // The header's login button opens the dialog; its link switches to registration. This server has no Google
  // sign-in configured, so the dialog does not offer it.
  await auth.openFromHeader('login');
  await expect(auth.dialog.getByRole('button', { name: 'התחברות עם Google' })).toHaveCount(0);
  await auth.dialog.getByRole('button', { name: 'אין לך חשבון? להרשמה' }).click();
  await auth.expectMode('register');
  expect(new URL(page.url()).pathname).toBe('/');

  await auth.submit('register');
  await auth.expectFieldErrors({
    'שם משתמש': MESSAGES.usernameMin,
    'כתובת מייל': MESSAGES.invalidEmail,
    'סיסמה': MESSAGES.passwordMin,
    'אימות סיסמה': MESSAGES.confirmMin,
  });
  // The keyboard is taken to the first field to fix.
  await expect(auth.dialog.getByRole('textbox', { name: 'שם משתמש' })).toBeFocused();

  await auth.fillIn({ 'שם משתמש': 'd', 'כתובת מייל': 'dana-at-example.test', 'סיסמה': '12345', 'אימות סיסמה': '12345' });
  await auth.submit('register');
  await auth.expectFieldErrors({
    'שם משתמש': MESSAGES.usernameMin,
    'כתובת מייל': MESSAGES.invalidEmail,
    'סיסמה': MESSAGES.passwordMin,
    'אימות סיסמה': MESSAGES.confirmMin,
  });

  await auth.fillIn({
    'שם משתמש': 'dana'.repeat(5) + 'k',
    'כתובת מייל': account.email,
    'סיסמה': account.password,
    'אימות סיסמה': `${account.password}-other`,
  });
  await auth.submit('register');
  await auth.expectFieldErrors({
    'שם משתמש': MESSAGES.usernameMax,
    'כתובת מייל': null,
    'סיסמה': null,
    'אימות סיסמה': MESSAGES.passwordsMismatch,
  });

  // Registering sends a link by mail (the answer is the same for an address that already has an account); the link
  // creates the account, signed in, and starts its first card.
  await auth.register(account);
  await auth.expectToast('נרשמת בהצלחה', `ברוכים הבאים לכרטיס, ${account.username}! 14 ימי הניסיון שלך התחילו.`);
  await auth.expectSignedIn(account.username, 'DK');
  expect(new URL(page.url()).pathname).toBe('/editor');

  // The user menu names the account and holds account settings and logout.
  await auth.userMenuButton(account.username).click();
  await expect(auth.header.getByText(account.email, { exact: true })).toBeVisible();
  await expect(auth.header.getByRole('link', { name: 'הגדרות חשבון' })).toBeVisible();
  await auth.header.getByRole('button', { name: 'התנתקות', exact: true }).click();
  await auth.expectToast('התנתקת בהצלחה', 'להתראות!');
  await auth.expectVisitor();
  expect(await storedSession(page)).toEqual({ currentUser: null, token: null });

  await auth.openFromHeader('login');
  await auth.submit('login');
  await auth.expectFieldErrors({ 'כתובת מייל': MESSAGES.invalidEmail, 'סיסמה': MESSAGES.passwordMin });
  await auth.fillIn({ 'כתובת מייל': 'dana@', 'סיסמה': '12345' });
  await auth.submit('login');
  await auth.expectFieldErrors({ 'כתובת מייל': MESSAGES.invalidEmail, 'סיסמה': MESSAGES.passwordMin });

  await auth.fillIn({ 'כתובת מייל': account.email, 'סיסמה': `${account.password}-wrong` });
  await auth.submit('login');
  await auth.expectToast('שגיאת התחברות', 'כתובת המייל או הסיסמה שגויים');
  await auth.expectMode('login');
  // The refusal is also beside the fields, and the toast is inside the dialog, above its backdrop, and usable.
  await auth.expectFieldErrors({ 'כתובת מייל': null, 'סיסמה': 'כתובת המייל או הסיסמה שגויים' });
  const toastInDialog = auth.dialog.getByRole('listitem').filter({ hasText: 'שגיאת התחברות' });
  await expect(toastInDialog).toBeVisible();
  await toastInDialog.getByRole('button', { name: 'סגירת ההתראה' }).click();
  await expect(toastInDialog).toHaveCount(0);
  await auth.expectMode('login');
  await auth.expectVisitor();

  await auth.login(account);
  await auth.expectToast('התחברת בהצלחה', `טוב לראות אותך, ${account.username}!`);
  await auth.expectSignedIn(account.username, 'DK');
  // The session is real: a reload keeps the user signed in.
  await page.reload();
  await auth.expectSignedIn(account.username, 'DK');
});

test('in English at 360 px the form checks and the server refusing a login speak English, nothing Hebrew on the screen', async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await networkIdle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Sign in' }) });
  // The contract's checks, run in the browser before anything is sent.
  await dialog.getByLabel('Email address', { exact: true }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  // The server's refusal: its Hebrew message is shown in English.
  await dialog.getByLabel('Email address', { exact: true }).fill('nobody@example.test');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'The email address or password is wrong' }).first()).toBeVisible();
  expect(await page.evaluate(() => /[\u0590-\u05FF]/.test(document.querySelector('[role="dialog"]')?.textContent ?? ''))).toBe(false);
});

test('a logged-out visitor on a protected page is asked to log in and stays on that page afterwards', async ({ page, request }) => {
  const auth = new AuthDialog(page);
  const account = freshAccount();
  // An account made elsewhere: the browser stays logged out.
  await registerAccount(request, account);

  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'זהו דף מוגן' })).toBeVisible();
  await expect(main.getByText('יש להתחבר למערכת כדי לגשת לדף זה')).toBeVisible();
  await auth.expectMode('login');
  await auth.expectToast('נדרשת התחברות', 'יש להתחבר למערכת כדי לגשת לדף זה');

  // Closed, the dialog comes back from the notice's login button.
  await auth.dialog.getByRole('button', { name: 'סגירה' }).click();
  await expect(auth.dialog).toBeHidden();
  await main.getByRole('button', { name: 'התחברות', exact: true }).click();
  await auth.expectMode('login');

  await auth.login(account);
  await expect(main.getByRole('heading', { level: 1, name: 'הגדרות חשבון' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account');
  await auth.expectSignedIn(account.username, 'DK');
});

test('a signed-in user who is not an admin sees the login-required view on admin pages and is sent home', async ({ page }) => {
  const auth = new AuthDialog(page);
  // Records every page heading shown, however briefly, across the redirect.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('main h1')) {
        const text = heading.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  const account = await auth.signUp();

  for (const path of ['/admin', '/blog-admin']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await auth.expectToast('נדרשת התחברות', 'הדף זמין למנהלי מערכת בלבד');
    expect(await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)).toContain('זהו דף מוגן');
    await auth.expectSignedIn(account.username, 'DK');
    await expect(auth.header.getByRole('link', { name: 'ניהול מערכת' })).toHaveCount(0);
  }
});

/** Signs a new owner up through the dialog and opens their account settings from the user menu. */
async function newOwnerOnAccountPage(page: Page): Promise<AuthDialog> {
  const auth = new AuthDialog(page);
  await page.goto('/');
  const account = await auth.signUp();
  await auth.userMenuButton(account.username).click();
  await auth.header.getByRole('link', { name: 'הגדרות חשבון' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות חשבון' })).toBeVisible();
  return auth;
}

/** Another device logs the page's session out: its token and its session cookie both stop working. */
async function endSessionElsewhere(page: Page, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<void> {
  const { token } = await storedSession(page);
  expect(token).toBeTruthy();
  const elsewhere = await playwright.request.newContext({ baseURL });
  const revoked = await elsewhere.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await elsewhere.dispose();
}

test('when the server ends the session, the next call signs the user out locally with the automatic-logout toast', async ({ page, playwright, baseURL }) => {
  const auth = await newOwnerOnAccountPage(page);
  await endSessionElsewhere(page, playwright, baseURL);

  await auth.header.getByRole('link', { name: 'לוח בקרה', exact: true }).click();
  await auth.expectToast('התנתקות אוטומטית', 'ההתחברות שלך פג תוקפה, אנא התחבר שוב');
  await auth.expectVisitor();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'זהו דף מוגן' })).toBeVisible();
  await auth.expectMode('login');
  expect(await storedSession(page)).toEqual({ currentUser: null, token: null });
});

test('after sign-up a guided first card ends on the published card with its link, QR code and NFC options', async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.goto('/');
  const account = await auth.signUp();
  // The rest happens on the phone it would be done on.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס הראשון שלך' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'שלבי יצירת הכרטיס' });
  await expect(steps).toContainText('שלב 1 מתוך 3');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('שם ותמונה');
  const next = page.locator('.editor-form-end').getByRole('button', { name: 'הבא' });

  // Step 1, name and photo: the name is needed before going on.
  await next.click();
  await expect(page.getByRole('textbox', { name: 'שם לתצוגה' })).toHaveAttribute('aria-invalid', 'true');
  await expect(steps).toContainText('שלב 1 מתוך 3');
  await page.getByRole('textbox', { name: 'שם לתצוגה' }).fill('דנה לוי');
  await expect(page.getByRole('region', { name: 'תמונות' })).toBeVisible();
  await next.click();

  // Step 2, contacts.
  await expect(steps).toContainText('שלב 2 מתוך 3');
  const contacts = page.getByRole('region', { name: 'פרטי קשר וקישורים' });
  await contacts.getByRole('button', { name: 'הוספת טלפון', exact: true }).click();
  await page.locator('.item-list > li').last().locator('input[type="tel"]').fill('050-1234567');
  await next.click();

  // Step 3, the card's language (the app's, to start with), the look and the address, made from the username; then publish.
  await expect(steps).toContainText('שלב 3 מתוך 3');
  const language = page.getByRole('combobox', { name: 'שפת הכרטיס' });
  await expect(language).toHaveValue('he');
  expect(await language.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['he', 'ar', 'ru', 'en']);
  await expect(page.getByRole('textbox', { name: 'כתובת הכרטיס' })).toHaveValue(account.username.toLowerCase().replace(/[._]+/g, '-'));
  await page.locator('.editor-form-end').getByRole('button', { name: 'פרסום הכרטיס' }).click();

  const ready = page.getByRole('dialog', { name: 'הכרטיס שלך באוויר!' });
  await expect(ready).toContainText('דנה לוי');
  await expect(ready.locator('.qr-url')).toHaveText(new RegExp(`/@${account.username}$`));
  await expect.poll(() => ready.locator('img.qr-image').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(ready.getByRole('button', { name: 'שיתוף' })).toBeVisible();
  // The QR to download: a PNG for WhatsApp, Instagram and print first, the SVG after it.
  const downloads = ready.getByRole('link', { name: /^הורדת (PNG|SVG)$/ });
  await expect(downloads).toHaveText(['הורדת PNG', 'הורדת SVG']);
  await expect(downloads.first()).toHaveAttribute('href', /\/qr\.png\?size=1024$/);
  // The dialog is the confirmation: no "saved" toast over its QR code and NFC link (a toast stays for seconds).
  expect(await page.locator('.toast').filter({ hasText: 'הכרטיס נשמר' }).count()).toBe(0);
  await ready.getByRole('link', { name: 'כרטיס NFC' }).click();
  await expect(page).toHaveURL('/physical-cards');
  expect((await page.request.get(`/@${account.username}`)).status()).toBe(200);
});

test('every load asks the server who is signed in: a reload just after the session ended signs out', async ({ page, playwright, baseURL }) => {
  const auth = await newOwnerOnAccountPage(page);
  // The device keeps the owner's data for offline use, but never who is signed in: that is asked on each load.
  await waitForSavedOwnerCache(page, '/api/account');
  expect(await readSavedOwnerCache(page)).not.toContain('/api/auth/current-user');
  await endSessionElsewhere(page, playwright, baseURL);

  // Well within the 60 s the user's data stays fresh.
  await page.reload();
  await auth.expectToast('התנתקות אוטומטית', 'ההתחברות שלך פג תוקפה, אנא התחבר שוב');
  await auth.expectVisitor();
  expect(await storedSession(page)).toEqual({ currentUser: null, token: null });
});

test('an owner page opened after the session ended is refused with the login dialog even when its data is refused before the session check answers', async ({ page }) => {
  const auth = new AuthDialog(page);
  for (const path of ['/account', '/wallet', '/dashboard']) {
    // The device still keeps the user, whose session another device has ended.
    await signInAsNewOwner(page);
    await callApi(page.request, 'POST', '/api/auth/logout');
    // The page's own data is refused first, while the page is still loading; the session check only then.
    const dataRefused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account' && response.status() === 401);
    await page.route('**/api/auth/current-user', async (route) => {
      await dataRefused;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'זהו דף מוגן' }), path).toBeVisible();
    await auth.expectMode('login');
    await auth.expectVisitor();
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('a page the server drew for the owner asks at once who is signed in, as every load does (spec §4)', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await expect(page.locator('#server-queries')).toBeAttached();
  // The reloaded document's own resource timings say it asked: a request event alone may be the page before it, whose
  // question reaches the test after the new document has taken the frame, and whose answer's body is gone with it.
  const answers: unknown[] = [];
  await page.route('**/api/auth/current-user', async (route) => {
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/api/auth/current-user')))
    .toBe(true);
  expect(answers.at(-1)).toMatchObject({ user: { email: expect.any(String) }, message: 'החיבור לחשבון בתוקף' });
});

test('the login and register dialog and the account page have no accessibility violations', async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.goto('/');

  await auth.openFromHeader('login');
  await expectNoAccessibilityViolations(page);
  await auth.submit('login');
  await auth.expectFieldErrors({ 'כתובת מייל': MESSAGES.invalidEmail });
  await expectNoAccessibilityViolations(page);

  await auth.dialog.getByRole('button', { name: 'אין לך חשבון? להרשמה' }).click();
  await auth.expectMode('register');
  await expectNoAccessibilityViolations(page);
  await auth.submit('register');
  await auth.expectFieldErrors({ 'שם משתמש': MESSAGES.usernameMin });
  await expectNoAccessibilityViolations(page);
  await auth.dialog.getByRole('button', { name: 'סגירה' }).click();

  await auth.signUp();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות חשבון' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('an admin who logs in from the landing page lands on the admin dashboard', async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.goto('/');
  await auth.openFromHeader('login');
  await auth.login(SEEDED_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
});

test('a username already taken is said beside the username field, as well as in the refusal', async ({ page }) => {
  const taken = await registerOwner(page.request);
  await page.context().clearCookies();
  const auth = new AuthDialog(page);
  await page.goto('/');
  await auth.openFromHeader('register');
  const other = freshAccount();
  await auth.fillIn({ 'שם משתמש': taken.username, 'כתובת מייל': other.email, 'סיסמה': other.password, 'אימות סיסמה': other.password });
  await auth.submit('register');
  await auth.expectFieldErrors({ 'שם משתמש': 'שם המשתמש כבר תפוס', 'כתובת מייל': null });
  await expect(auth.toasts.getByText('שם המשתמש כבר תפוס')).toBeVisible();
});

test("a refused sign-in's toast goes once the dialog turns to the forgotten password, and when the dialog closes", async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.goto('/');
  const refusal = auth.toasts.getByRole('listitem').filter({ hasText: 'שגיאת התחברות' });
  const refuse = async () => {
    await auth.fillIn({ 'כתובת מייל': 'nobody-signs-in@example.test', 'סיסמה': 'not-the-password-1' });
    await auth.submit('login');
    await expect(refusal).toBeVisible();
    // A toast under the pointer waits: only the dialog's change can take it away within the next seconds.
    await refusal.hover();
  };
  await auth.openFromHeader('login');
  await refuse();
  await auth.dialog.getByRole('button', { name: 'שכחת סיסמה?' }).click();
  await expect(auth.dialog.getByRole('heading', { name: 'שכחת סיסמה?' })).toBeVisible();
  await expect(refusal).toHaveCount(0, { timeout: 1500 });

  await auth.dialog.getByRole('button', { name: 'חזרה להתחברות' }).click();
  await auth.expectMode('login');
  await refuse();
  await auth.dialog.getByRole('button', { name: 'סגירה', exact: true }).click();
  await expect(auth.dialog).toBeHidden();
  await expect(refusal).toHaveCount(0, { timeout: 1500 });
});

test('a reset link the server cannot send says it was not sent, and leads to support', async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.route('**/api/auth/forgot-password', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.goto('/');
  await auth.openFromHeader('login');
  await auth.dialog.getByRole('button', { name: 'שכחת סיסמה?' }).click();
  await auth.dialog.getByLabel('כתובת מייל', { exact: true }).fill('someone@example.test');
  await auth.dialog.getByRole('button', { name: 'שליחת קישור' }).click();
  const notice = auth.toasts.getByRole('listitem').filter({ hasText: 'לא הצלחנו לשלוח קישור לאיפוס הסיסמה' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'לעמוד צור קשר' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main')).not.toContainText('בקשה לאיפוס סיסמה');
});

test('the sign-up form links the terms of use and the privacy policy, each opening in a new tab so the form stays', async ({ page }) => {
  const auth = new AuthDialog(page);
  await page.goto('/');
  await auth.openFromHeader('register');
  const consent = auth.dialog.getByText('בהרשמה אתם מאשרים את');
  await expect(consent).toBeVisible();
  for (const [name, href] of [['תנאי השימוש', '/terms'], ['מדיניות הפרטיות', '/privacy']] as const) {
    const link = consent.getByRole('link', { name: `${name} (נפתח בלשונית חדשה)`, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // Below the form's button, where it is read before the form is sent.
  const button = await auth.dialog.getByRole('button', { name: 'הרשמה', exact: true }).boundingBox();
  expect((await consent.boundingBox())!.y).toBeGreaterThan(button!.y);
});

test('a confirmation link without its code, or a spent one, says once what went wrong and what to do next', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/confirm-registration');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('לא הצלחנו להשלים את ההרשמה');
  await expect(main.getByText('לא הצלחנו להשלים את ההרשמה', { exact: true })).toHaveCount(1);
  await expect(main.getByText('בקישור חסר קוד האישור')).toBeVisible();
  await expect(main.getByRole('button', { name: 'להרשמה מחדש' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'כבר יש לך חשבון? להתחברות' })).toBeVisible();

  await page.goto(`/confirm-registration?token=${'x'.repeat(43)}`);
  await expect(main.getByText(AUTH_MESSAGES.confirmationInvalid)).toBeVisible();
  // Said on the page only, not again in a toast over it.
  await expect(page.getByRole('region', { name: 'התראות (F8)' }).getByRole('listitem')).toHaveCount(0);
  await main.getByRole('button', { name: 'כבר יש לך חשבון? להתחברות' }).click();
  await expect(page.getByRole('dialog', { name: 'התחברות' })).toBeVisible();
});
