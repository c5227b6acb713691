import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { signInAsNewOwner } from './support/accounts';
import { slowApiAnswers, watchLoadingStates } from './support/loading-states';

interface PlanRow {
  id: number;
  name: string;
  packageType: string;
}

/** An amount as he-IL prints it: the number, then the shekel sign (with direction marks between). */
const shekels = (amount: number) => new RegExp(`^\\D*${amount}\\D*₪$`);

/** Whether `first` ends above where `second` starts. */
async function above(first: Locator, second: Locator): Promise<boolean> {
  const [one, two] = [(await first.boundingBox())!, (await second.boundingBox())!];
  return one.y + one.height <= two.y;
}

async function plan(request: APIRequestContext, packageType: string): Promise<PlanRow> {
  const plans = (await (await request.get('/api/home-products')).json()) as PlanRow[];
  const found = plans.find((candidate) => candidate.packageType === packageType);
  if (!found) throw new Error(`no ${packageType} plan seeded`);
  return found;
}

test('the notice names the card from the address and compares the free plan with the paid one, monthly or yearly', async ({ page }) => {
  await page.goto('/subscription-required?name=קפה%20הגפן');
  await expect(page.getByRole('heading', { level: 1, name: 'נדרש מנוי' })).toBeVisible();
  await expect(page.getByText('הכרטיס "קפה הגפן" ממתין לכם')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['בסיסי', 'מקצועי']);
  await expect(page.getByRole('button', { name: /^הצטרפות לחבילה/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'שנתי', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAccessibilityViolations(page);
});

test('the notice reads the card and its waiting leads from session storage, once', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.sessionStorage.setItem('expired_profile_data', JSON.stringify({ profileName: 'סטודיו נועה', profileData: { waitingLeads: 4 } })),
  );
  await page.goto('/subscription-required');
  await expect(page.getByText('הכרטיס "סטודיו נועה" ממתין לכם')).toBeVisible();
  await expect(page.getByText('4 לידים ממתינים לכם ונשמרים עד שתצטרפו.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'נדרש מנוי' })).toBeVisible();
  await expect(page.getByText('סטודיו נועה')).toHaveCount(0);

  await page.getByRole('link', { name: 'דוגמאות' }).first().click();
  await expect(page).toHaveURL(/\/examples$/);
  await page.goto('/subscription-required');
  await expect(page.getByRole('heading', { level: 1, name: 'נדרש מנוי' })).toBeVisible();
  await expect(page.getByText('סטודיו נועה')).toHaveCount(0);
});

test('a visitor who joins is asked to register first', async ({ page }) => {
  await page.goto('/subscription-required');
  await page.getByRole('button', { name: 'הצטרפות לחבילה מקצועי' }).click();
  await expect(page.getByRole('dialog', { name: 'הרשמה' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-required$/);
});

test('joining processes for 1.5 s, confirms with a toast and opens /subscription with the plan and cycle chosen', async ({ page }) => {
  await signInAsNewOwner(page);
  const paid = await plan(page.request, 'annual');
  await page.goto('/subscription-required?name=קפה');
  await page.getByRole('button', { name: 'חודשי', exact: true }).click();
  const join = page.getByRole('button', { name: 'הצטרפות לחבילה מקצועי' });
  await expect(join).toBeEnabled();

  const clickedAt = Date.now();
  await join.click();
  const busy = page.getByRole('button', { name: 'מפעילים את המנוי…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/subscription-required\?name=/);

  await expect(page.locator('.toast-viewport').getByText('המנוי הופעל בהצלחה!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/subscription\\?plan=${paid.id}&cycle=monthly$`));
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);

  await expect(page.getByRole('heading', { level: 1, name: 'המנוי שלי' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'החבילה שבחרת' }).getByRole('heading', { name: 'מקצועי' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'חודשי', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('/subscription shows the trial, toggles the cycle and sends the chosen plan to checkout', async ({ page }) => {
  await signInAsNewOwner(page);
  const paid = await plan(page.request, 'annual');
  await page.goto('/subscription');
  await expect(page.getByText('ניסיון – עוד 14 ימים', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'שנתי', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Said before the plans' buttons, not only below them all.
  const notice = page.getByRole('note');
  await expect(notice).toHaveText('עיבוד התשלומים אינו פעיל עדיין ויתווסף בקרוב. שום כרטיס לא יחויב.', { useInnerText: true });
  expect(await above(notice, page.getByRole('button', { name: /^בחירת חבילה/ }).first())).toBe(true);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'חודשי', exact: true }).click();
  // The checkout opens with its order drawn: its route loaded the products before it, so no placeholder shows first.
  await slowApiAnswers(page);
  const loadingSeen = await watchLoadingStates(page, [{ selector: '.billing-skeleton' }]);
  await page.getByRole('button', { name: 'בחירת חבילה מקצועי בתשלום חודשי' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/subscription/${paid.id}\\?cycle=monthly$`));
  const summary = page.getByRole('region', { name: 'סיכום הזמנה' });
  await expect(summary.getByRole('definition')).toHaveText(['מקצועי', 'חודשי', shekels(40), shekels(0), shekels(40)]);
  expect(await loadingSeen()).toEqual([]);
});

test('/subscription says when its data cannot be loaded, and retries', async ({ page }) => {
  await signInAsNewOwner(page);
  let fail = true;
  await page.route('**/api/account', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"internal"}' }) : route.fallback()));
  await page.goto('/subscription');
  await expect(page.getByText('שגיאה בטעינת הנתונים')).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'נסו שוב' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'החבילה הנוכחית' })).toBeVisible();
});

test('checkout checks the card in the browser, never sends it, and says payment is coming soon', async ({ page }) => {
  const paid = await plan(page.request, 'annual');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/checkout/subscription/${paid.id}?cycle=yearly`);
  const summary = page.getByRole('region', { name: 'סיכום הזמנה' });
  await expect(summary.getByRole('definition')).toHaveText(['מקצועי', 'שנתי', shekels(300), shekels(0), shekels(300)]);
  // Before any card field, on the first screen: payment is not active and no card is charged.
  const notice = page.getByRole('note');
  await expect(notice).toHaveText(
    'עיבוד התשלומים אינו פעיל עדיין ויתווסף בקרוב. שום כרטיס לא יחויב. פרטי הכרטיס נבדקים בדפדפן בלבד ואינם נשלחים לשום מקום.',
    { useInnerText: true },
  );
  expect(await above(notice, page.getByLabel('מספר כרטיס'))).toBe(true);
  expect((await notice.boundingBox())!.y).toBeLessThan(640);
  await expectNoAccessibilityViolations(page);

  const pay = page.getByRole('button', { name: /^תשלום/ });
  await pay.click();
  await expect(page.getByText('יש להזין מספר כרטיס')).toBeVisible();
  await expect(page.getByText('יש להזין את שם בעל הכרטיס כפי שהוא מופיע על הכרטיס')).toBeVisible();
  await expect(page.getByText('חודש התפוגה אינו תקין (01-12)')).toBeVisible();
  await expect(page.getByText('קוד האבטחה (CVV) מורכב מ\u20113 או 4 ספרות')).toBeVisible();
  await expect(page.getByLabel('מספר כרטיס')).toBeFocused();

  await page.getByLabel('מספר כרטיס').fill('4242 4242 4242 4241');
  await page.getByLabel('שם בעל הכרטיס').fill('ישראל ישראלי');
  await page.getByLabel('חודש (MM)').fill('01');
  await page.getByLabel('שנה (YY)').fill('20');
  await page.getByLabel('קוד אבטחה (CVV)').fill('123');
  await pay.click();
  await expect(page.getByText('מספר הכרטיס אינו תקין')).toBeVisible();
  await expect(page.getByText('תוקף הכרטיס פג')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('מספר כרטיס').fill('4242 4242 4242 4242');
  await page.getByLabel('שנה (YY)').fill(String((new Date().getFullYear() + 2) % 100));
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: 'לא בוצע חיוב' })).toHaveText(
    'הפרטים תקינים, אבל עיבוד התשלומים עדיין אינו פעיל ויתווסף בקרוב. לא בוצע חיוב.',
  );
  await expect(page.locator('.field-error')).toHaveCount(0);
  expect(sent.filter((line) => line.includes('4242') || line.includes('ישראלי'))).toEqual([]);
});

test('checkout with query parameters sums printed NFC cards with free shipping', async ({ page }) => {
  const products = (await (await page.request.get('/api/products')).json()) as (PlanRow & { yearlyPrice: number })[];
  const card = products.find((product) => product.packageType === 'nfc_card');
  if (!card) throw new Error('no NFC card product seeded');
  await page.goto(`/checkout?type=nfc_card&id=${card.id}&quantity=3`);
  const summary = page.getByRole('region', { name: 'סיכום הזמנה' });
  await expect(summary.getByRole('definition')).toHaveText([card.name, '3', shekels(card.yearlyPrice * 3), shekels(0), shekels(card.yearlyPrice * 3)]);
  await expect(summary).toContainText('משלוח תוך 3-5 ימי עסקים.');
});

test('checkout without an order says so', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('פרטי ההזמנה חסרים או שגויים.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'חזרה לבחירת חבילה' })).toBeVisible();
});

test('the payment demo fills test cards and requires a saved card to be chosen', async ({ page }) => {
  await page.goto('/payment-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'הדגמת תשלום' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'בדיקת הפרטים' }).click();
  await expect(page.getByText('יש לבחור כרטיס שמור')).toBeVisible();
  await page.getByLabel('בחרו כרטיס').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'בדיקת הפרטים' }).click();
  await expect(page.getByText('הפרטים תקינים. זו הדגמה, ולכן דבר לא נשלח ולא חויב.')).toBeVisible();

  await page.getByRole('button', { name: 'מילוי מספר שגוי בטופס' }).click();
  await expect(page.getByLabel('מספר כרטיס')).toHaveValue('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'בדיקת הפרטים' }).click();
  await expect(page.getByText('מספר הכרטיס אינו תקין')).toBeVisible();
});

test('/invoices leads to the wallet, which shows the plan and honest empty lists', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ארנק' })).toBeVisible();
  await expect(page.getByText('ניסיון – עוד 14 ימים', { exact: true })).toBeVisible();
  await expect(page.getByText(/^עדיין אין חשבוניות/)).toBeVisible();
  await expect(page.getByText('לא נשמרו אמצעי תשלום.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'שדרוג החבילה' })).toHaveAttribute('href', '/subscription');
  await expectNoAccessibilityViolations(page);
});
