import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { keepLanguage } from './support/language';
import { pageSettled } from './support/page-settled';
import { LEAD_CONSENT_TEXT } from '../../shared/contract/leads';
import { ar } from '../../shared/i18n/ar';
import { arCore } from '../../shared/i18n/ar-core';
import { en } from '../../shared/i18n/en';
import { enCore } from '../../shared/i18n/en-core';
import { he } from '../../shared/i18n/he';
import { heCore } from '../../shared/i18n/he-core';

/**
 * The screens an owner and a visitor meet after the tap, in both directions, on a phone and a laptop: axe's WCAG 2.1 AA
 * rules and its best practices. Each screen is opened once and checked at both widths (the page resized, not reloaded).
 */
const LANGUAGES = {
  he: { t: { ...heCore, ...he }, name: 'נועה כהן', lead: 'דנה לוי' },
  ar: { t: { ...arCore, ...ar }, name: 'نور حداد', lead: 'ليلى خوري' },
  en: { t: { ...enCore, ...en }, name: 'Maya Goldberg', lead: 'Dana Levi' },
} as const;
type Language = keyof typeof LANGUAGES;
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await pageSettled(page);
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoAccessibilityViolations(page, { bestPractice: true });
  }
}

/** A new owner in `language` with a card in it and a lead with a mail address; the lead's name. */
async function ownerWithLead(page: Page, language: Language): Promise<{ cardId: number; slug: string; lead: string }> {
  await signInAsNewOwner(page);
  await keepLanguage(page, language);
  const { name, lead } = LANGUAGES[language];
  const card = await createCard(page.request, { displayName: name, language });
  const sent = await page.request.post(`/api/public/profiles/${card.slug}/leads`, {
    data: { name: lead, phone: '052-555-1234', email: `lead-${language}@example.test`, message: 'hello', consent: true },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { cardId: card.id, slug: card.slug, lead };
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const { t } = LANGUAGES[language];

  // Two journeys, not one: each page is checked at two widths, and all of them in one ran past its time on a busy machine.
  test(`${language}: the owner's leads, a lead's follow-up, the follow-up mail and statistics pass axe at 360 and 1280 px`, async ({ page }) => {
    test.slow();
    const { cardId, lead } = await ownerWithLead(page, language);

    await page.goto('/leads');
    const rows = page.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name: lead }) });
    await expect(rows).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await rows.getByText(t['leads.followUpOf']).click();
    await expect(rows.getByRole('list', { name: t['leads.timeline'] })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    for (const path of [`/follow-up/${cardId}`, `/stats/${cardId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessibleAtBothWidths(page);
    }
  });

  test(`${language}: the owner's account, team, bell, QR and support chat pass axe at 360 and 1280 px`, async ({ page }) => {
    test.slow();
    await ownerWithLead(page, language);
    for (const path of ['/account', '/team']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessibleAtBothWidths(page);
    }

    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: new RegExp(`^${t['notifications.title']}`) });
    await bell.click();
    await expect(page.getByRole('heading', { name: t['notifications.title'], exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();

    const qr = page.getByRole('main').getByRole('button', { name: t['cards.qr'], exact: true }).first();
    await qr.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(qr).toBeFocused();

    await page.getByRole('button', { name: t['support.launcher'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: t['support.title'] })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });

  test(`${language}: a visitor's card, the details sent, sign-in, pricing, a blog post and a missing page pass axe at 360 and 1280 px`, async ({ browser, baseURL, page }) => {
    test.slow();
    const { slug } = await ownerWithLead(page, language);
    const visitor = await (await browser.newContext({ baseURL, viewport: LAPTOP })).newPage();
    await keepLanguage(visitor, language);

    await visitor.goto(`/p/${slug}`);
    await expectAccessibleAtBothWidths(visitor);
    const form = visitor.locator('form:has(input[name="name"])');
    await form.locator('input[name="name"]').fill(LANGUAGES[language].lead);
    await form.locator('input[name="phone"]').fill('052-555-1234');
    await form.getByLabel(LEAD_CONSENT_TEXT[language]).check();
    await form.locator('button[type="submit"]').click();
    await expect(visitor.locator('#lead-sent')).toBeVisible();
    await expectAccessibleAtBothWidths(visitor);

    await visitor.goto('/?section=pricing');
    await expectAccessibleAtBothWidths(visitor);
    await visitor.setViewportSize(LAPTOP);
    const signIn = visitor.getByRole('banner').getByRole('button', { name: t['nav.login'], exact: true });
    await signIn.click();
    await expect(visitor.getByRole('dialog')).toBeVisible();
    await expectAccessibleAtBothWidths(visitor);
    await visitor.setViewportSize(LAPTOP);
    await visitor.keyboard.press('Escape');
    await expect(visitor.getByRole('dialog')).toBeHidden();
    await expect(signIn).toBeFocused();

    const [post] = (await (await visitor.request.get('/api/blog-posts')).json()) as { id: number }[];
    await visitor.goto(`/blog/${post!.id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(visitor);

    await visitor.goto('/no-such-page-here');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(visitor);
    await visitor.context().close();
  });
}

test("the admin's list of users passes axe at 360 and 1280 px in Hebrew, Arabic and English", async ({ page }) => {
  test.slow();
  await signInPageAs(page, SEEDED_ADMIN);
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    await keepLanguage(page, language);
    await page.goto('/admin/users');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  }
});
