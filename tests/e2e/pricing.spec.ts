import type { Locator, Page } from '@playwright/test';
import type { Product } from '../../shared/contract/products';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { signInAsNewOwner } from './support/accounts';
import { shekelDrawnFirst } from './support/prices';

/** The texts a customer reads on the plans and the checkout, in each language. */
const TEXTS = {
  he: {
    monthly: 'חודשי',
    yearly: 'שנתי',
    perMonth: 'לחודש',
    perYear: 'לשנה',
    perSeatMonth: 'למושב לחודש',
    perSeatYear: 'למושב לשנה',
    insteadOf: 'במקום',
    save: (percent: number) => `חיסכון של ${percent}%`,
    saveUpTo: (percent: number) => `חיסכון של עד ${percent}%`,
    choose: (name: string, cycle: 'monthly' | 'yearly') => `בחירת חבילה ${name} בתשלום ${cycle === 'monthly' ? 'חודשי' : 'שנתי'}`,
    summary: 'סיכום הזמנה',
    pay: /^תשלום/,
    // The number, then the shekel sign, with direction marks and spaces around.
    amount: (shekels: number) => `\\D*${shekels}\\D*₪`,
  },
  en: {
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: 'per month',
    perYear: 'per year',
    perSeatMonth: 'per seat per month',
    perSeatYear: 'per seat per year',
    insteadOf: 'instead of',
    save: (percent: number) => `Save ${percent}%`,
    saveUpTo: (percent: number) => `Save up to ${percent}%`,
    choose: (name: string, cycle: 'monthly' | 'yearly') => `Choose ${name}, billed ${cycle}`,
    summary: 'Order summary',
    pay: /^Pay/,
    amount: (shekels: number) => `\\s*₪${shekels}`,
  },
} as const;

const HEBREW_LETTER = /[\u0590-\u05FF]/;
const PHONE_WIDTHS = [320, 360, 390, 414] as const;

/** Yearly saving percent = 100 − yearly / (12 × monthly) × 100, rounded. */
const savingOf = (plan: Product) => Math.round(100 - (plan.yearlyPrice / (12 * plan.monthlyPrice)) * 100);

async function homeProducts(page: Page): Promise<Product[]> {
  return (await (await page.request.get('/api/home-products')).json()) as Product[];
}

function card(page: Page, name: string): Locator {
  return page.locator('.pricing-grid > li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** How far the page reaches past the viewport sideways, at each phone width. */
async function sidewaysScroll(page: Page): Promise<Record<number, number>> {
  const excess: Record<number, number> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    excess[width] = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
  }
  return excess;
}

for (const language of ['he', 'en'] as const) {
  for (const width of [390, 320] as const) {
    test(`one price list from the plans to checkout (${language}, ${width} px)`, async ({ page }) => {
      const texts = TEXTS[language];
      const amount = texts.amount;
      await page.setViewportSize({ width, height: 780 });
      await signInAsNewOwner(page);
      await keepLanguage(page, language);
      const products = await homeProducts(page);
      const named = (product: Product) => (language === 'en' ? product.en.name : product.name);
      const paid = products.filter((product) => product.monthlyPrice > 0);
      expect(paid.length).toBeGreaterThan(0);

      await page.goto('/subscription');
      const main = page.getByRole('main');
      const plans = main.locator('.pricing-grid');
      await expect(plans.getByRole('heading', { level: 3 })).toHaveText(products.map(named));
      const toggle = (cycle: 'monthly' | 'yearly') => main.getByRole('button', { name: texts[cycle], exact: true });
      await expect(toggle('yearly')).toHaveAttribute('aria-pressed', 'true');
      // No plan is named after a billing cycle.
      for (const product of products) expect([texts.monthly, texts.yearly]).not.toContain(named(product));

      // Yearly: every paid card has its yearly price (the team plan's per seat), twelve monthly payments beside it and the
      // saving worked out from both.
      expect(paid.map((plan) => plan.packageType)).toContain('team');
      const perYear = (plan: Product) => (plan.packageType === 'team' ? texts.perSeatYear : texts.perYear);
      const perMonth = (plan: Product) => (plan.packageType === 'team' ? texts.perSeatMonth : texts.perMonth);
      const average = Math.round(paid.reduce((sum, plan) => sum + savingOf(plan), 0) / paid.length);
      await expect(main.locator('.cycle-saving')).toHaveText(texts.saveUpTo(average));
      for (const plan of paid) {
        await expect(card(page, named(plan)).locator('.package-price')).toHaveText(
          new RegExp(`^${amount(plan.yearlyPrice)}\\s*${perYear(plan)}\\s*${texts.insteadOf}${amount(plan.monthlyPrice * 12)}\\s*·\\s*${texts.save(savingOf(plan))}$`),
        );
      }

      // The shekel is drawn left of the amount in both languages: English reads "₪300", Hebrew reads "300 ₪" from the right.
      for (const plan of paid) {
        const line = card(page, named(plan)).locator('.package-price');
        expect(await shekelDrawnFirst(line.locator('strong'))).toBe(true);
        expect(await shekelDrawnFirst(line.locator('.plan-regular-price'))).toBe(true);
      }

      // Monthly: every paid card switches to its monthly price and nothing else.
      await toggle('monthly').click();
      await expect(toggle('monthly')).toHaveAttribute('aria-pressed', 'true');
      for (const plan of paid) {
        await expect(card(page, named(plan)).locator('.package-price')).toHaveText(new RegExp(`^${amount(plan.monthlyPrice)}\\s*${perMonth(plan)}$`));
      }
      if (language === 'en') expect(await main.innerText()).not.toMatch(HEBREW_LETTER);

      // The checkout repeats the plan and the cycle chosen, and its price.
      const chosen = paid[0]!;
      await card(page, named(chosen)).getByRole('button', { name: texts.choose(named(chosen), 'monthly') }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/subscription/${chosen.id}\\?cycle=monthly$`));
      const summary = page.getByRole('region', { name: texts.summary });
      await expect(summary.getByRole('definition')).toHaveText([
        named(chosen),
        texts.monthly,
        new RegExp(`^${amount(chosen.monthlyPrice)}$`),
        new RegExp(`^${amount(0)}$`),
        new RegExp(`^${amount(chosen.monthlyPrice)}$`),
      ]);
      expect(await shekelDrawnFirst(summary.locator('.order-summary-total dd'))).toBe(true);
      expect(await shekelDrawnFirst(main.getByRole('button', { name: texts.pay }))).toBe(true);
      await main.getByRole('button', { name: texts.pay }).click();
      await expect(main.locator('.field-error').first()).toBeVisible();
      if (language === 'en') expect(await main.innerText()).not.toMatch(HEBREW_LETTER);
      expect(await sidewaysScroll(page)).toEqual({ 320: 0, 360: 0, 390: 0, 414: 0 });
    });
  }
}

test('in English the landing pricing, its cards and the notice that a plan is needed show no Hebrew letter', async ({ page }) => {
  await keepLanguage(page, 'en');
  const products = await homeProducts(page);
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(products.map((product) => product.en.name));
  for (const cycle of ['Monthly', 'Yearly']) {
    await pricing.getByRole('button', { name: cycle, exact: true }).click();
    expect(await pricing.innerText()).not.toMatch(HEBREW_LETTER);
  }

  // The notice that a card's plan is needed compares one account's plans: the team plan is bought by the seat.
  await page.goto('/subscription-required');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(products.filter((product) => product.packageType !== 'team').map((product) => product.en.name));
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  expect(await page.getByRole('main').innerText()).not.toMatch(HEBREW_LETTER);
});
