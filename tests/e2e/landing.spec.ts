import type { Locator, Page } from '@playwright/test';
import type { Product } from '../../shared/contract/products';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';

/** The #pricing section (a region named by its heading). */
function pricing(page: Page): Locator {
  return page.getByRole('region', { name: 'מחירים' });
}

/**
 * Opens the landing page and scrolls toward its plans as a visitor does: the page waits for its first use before the
 * app starts, and the app brings the plans and prices.
 */
async function openPricing(page: Page): Promise<void> {
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  await expect(pricing(page)).toBeVisible();
}

/** One package card in the pricing grid, found by the package's name. */
function packageCard(page: Page, name: string): Locator {
  return pricing(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** A card's price line as the visitor reads it (Intl's direction marks and spaces removed). */
async function priceText(card: Locator): Promise<string> {
  return (await card.locator('.package-price').innerText()).replace(/[\u200e\u200f\s]/g, '');
}

test('pricing lists the free plan, the paid plan and the team plan per seat, starts on the yearly cycle and switches every card to monthly', async ({ page }) => {
  await openPricing(page);
  const yearly = pricing(page).getByRole('button', { name: 'שנתי', exact: true });
  const monthly = pricing(page).getByRole('button', { name: 'חודשי', exact: true });
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  // The paid plan saves 100 − 300 / (12 × 40) × 100 ≈ 38% yearly, and the team plan 100 − 260 / (12 × 35) × 100 ≈ 38%
  // a seat: on their cards and, averaged, in the toggle.
  await expect(pricing(page).getByText('חיסכון של עד 38%')).toBeVisible();
  await expect(pricing(page).getByRole('heading', { level: 3 })).toHaveText(['בסיסי', 'מקצועי', 'צוות']);
  expect(await priceText(packageCard(page, 'בסיסי'))).toBe('חינם');
  expect(await priceText(packageCard(page, 'מקצועי'))).toBe('300₪לשנהבמקום480₪·חיסכוןשל38%');
  expect(await priceText(packageCard(page, 'צוות'))).toBe('260₪למושבלשנהבמקום420₪·חיסכוןשל38%');

  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(yearly).toHaveAttribute('aria-pressed', 'false');
  expect(await priceText(packageCard(page, 'מקצועי'))).toBe('40₪לחודש');
  expect(await priceText(packageCard(page, 'צוות'))).toBe('35₪למושבלחודש');
  expect(await priceText(packageCard(page, 'בסיסי'))).toBe('חינם');
  for (const card of await pricing(page).getByRole('list').first().getByRole('listitem').all()) {
    await expect(card.locator('.package-features li')).not.toHaveCount(6);
  }
});

test('/?section=pricing opens the landing page scrolled to the pricing section', async ({ page }) => {
  await page.goto('/?section=pricing');
  await expect(pricing(page)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

for (const anchor of ['physical-cards', 'features', 'testimonials', 'pricing']) {
  test(`/#${anchor} scrolls to its section`, async ({ page }) => {
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  });
}

test('the landing page offers the trial, the demo, the claims, NFC delivery, testimonials and a custom quote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'הרשמה – 14 ימי ניסיון חינם' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'כניסה לחשבון הדגמה' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'כרטיס במספרים' }).getByRole('listitem')).toHaveText(['1000+ עסקים', '98% שביעות רצון', 'תמיכה 24/7', '3+ תבניות']);
  await expect(page.locator('#physical-cards')).toContainText('3-5 ימי עסקים');
  const testimonials = page.locator('#testimonials blockquote');
  await expect(testimonials).toHaveCount(5);
  for (const quote of await testimonials.all()) expect([...(await quote.innerText())].length).toBeLessThanOrEqual(151);
  await expect(page.locator('#testimonials').getByText(/דירוג \d מתוך 5/).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'צריכים הצעה מותאמת? צרו קשר' })).toHaveAttribute('href', 'mailto:contact@kartis.app');
});

test('choosing a plan while logged out opens the registration dialog, which speaks of that plan', async ({ page }) => {
  await openPricing(page);
  const dialog = page.getByRole('dialog', { name: 'הרשמה' });
  await packageCard(page, 'בסיסי').getByRole('button', { name: 'בחירת חבילה' }).click();
  await expect(dialog).toContainText('חינם לתמיד, בלי כרטיס אשראי');
  await expect(dialog).not.toContainText('14 ימי ניסיון חינם');
  await dialog.getByRole('button', { name: 'סגירה', exact: true }).click();
  // A paid plan starts with the trial, and the dialog says what comes after it.
  await packageCard(page, 'מקצועי').getByRole('button', { name: 'בחירת חבילה' }).click();
  await expect(dialog).toContainText('14 ימי ניסיון חינם, בלי כרטיס אשראי');
  await expect(dialog).toContainText('בסוף הניסיון החשבון עובר לחבילה החינמית, בלי חיוב.');
});

test("each plan's choose button is named after its plan, for those who hear the buttons listed", async ({ page }) => {
  await openPricing(page);
  for (const name of ['בסיסי', 'מקצועי', 'צוות']) {
    await expect(packageCard(page, name).getByRole('button', { name: `בחירת חבילה ${name}`, exact: true })).toBeVisible();
  }
});

test('choosing a plan while logged in goes to the subscription page with that plan and the cycle shown', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'כניסה לחשבון הדגמה' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /תפריט המשתמש/ })).toBeVisible();
  const products = (await (await page.request.get('/api/home-products')).json()) as Product[];
  const paid = products.find((product) => product.name === 'מקצועי');
  if (!paid) throw new Error('the seeded paid plan is missing from /api/home-products');

  await page.goto('/');
  await pricing(page).getByRole('button', { name: 'חודשי', exact: true }).click();
  await packageCard(page, 'מקצועי').getByRole('button', { name: 'בחירת חבילה' }).click();
  await expect(page).toHaveURL(`/subscription?plan=${paid.id}&cycle=monthly`);
  await expect(page.getByRole('button', { name: 'חודשי', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: 'החבילה שבחרת' }).getByRole('heading', { name: 'מקצועי' })).toBeVisible();
});

// An address with a query gets the app's document, and the app asks for the plans itself.
test('the pricing section stays hidden when neither products call answers', async ({ page }) => {
  await page.route('**/api/home-products', (route) => route.fulfill({ status: 500, json: { message: 'שגיאת שרת', code: 'server_error' } }));
  await page.route('**/api/products', (route) => route.abort());
  const fallbackTried = page.waitForRequest('**/api/products');
  await page.goto('/?section=pricing');
  await page.mouse.wheel(0, 600);
  await fallbackTried;
  await expect(page.getByRole('heading', { level: 2, name: 'מה הלקוחות אומרים' })).toBeVisible();
  await expect(pricing(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'צריכים הצעה מותאמת? צרו קשר' })).toBeVisible();
});

test('pricing falls back to /api/products, keeping only packages shown at home', async ({ page }) => {
  await page.route('**/api/home-products', (route) => route.fulfill({ status: 503, json: { message: 'השירות אינו זמין', code: 'unavailable' } }));
  const fallback = page.waitForResponse('**/api/products');
  await page.goto('/?section=pricing');
  await page.mouse.wheel(0, 600);
  const all = (await (await fallback).json()) as Product[];
  const shown = all.filter((product) => product.showAtHome && product.isActive).map((product) => product.name);
  expect(all.length).toBeGreaterThan(shown.length);
  await expect(pricing(page).getByRole('heading', { level: 3 })).toHaveText(shown);
});

test('the landing page has no accessibility violations in Hebrew or English', async ({ page, shell }) => {
  await shell.open('/');
  await page.mouse.wheel(0, 600);
  await expect(pricing(page)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await expect(page.locator('.hero-brand')).toHaveText('כרטיס Kartis');

  await shell.switchLanguage('en');
  await shell.expectDocumentLanguage('en');
  await expect(page.getByRole('region', { name: 'Pricing' })).toBeVisible();
  // The name in English, then in Hebrew: never "Kartis Kartis".
  await expect(page.locator('.hero-brand')).toHaveText('Kartis כרטיס');
  await expectNoAccessibilityViolations(page);
});
