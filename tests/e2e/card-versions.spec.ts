import type { LeadList } from '../../shared/contract/leads';
import type { StatsReport } from '../../shared/contract/stats';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { keepLanguage } from './support/language';
import { FINGER, sidewaysOverflow } from './support/phone-screen';
import { PHONE_AGENT } from './support/visitor';

test('a visitor whose phone reads English gets the English version of a Hebrew card, switches to Hebrew and back, and leaves details in English', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: 'דנה לוי',
    title: 'מעצבת פנים',
    company: 'דנה עיצובים',
    items: [
      { kind: 'phone', label: '', value: '050-123-4567' },
      { kind: 'button', label: 'לקביעת פגישה', url: 'https://calendly.example.test/dana', labels: { en: 'Book a meeting' } },
    ],
    translations: [{ language: 'en', displayName: 'Dana Levi', title: 'Interior designer', company: 'Dana Design' }],
  });

  // The owner's list of cards says the card is written in both.
  await page.goto('/dashboard');
  await expect(page.locator('.my-card').filter({ hasText: 'דנה לוי' }).locator('.badge').filter({ hasText: 'עברית · English' })).toBeVisible();

  // A phone's user agent, so the statistics count the visitor (a headless browser's is a robot's).
  const context = await browser.newContext({ baseURL, locale: 'en-US', userAgent: PHONE_AGENT, viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });
  const visitor = await context.newPage();
  await visitor.goto(`/p/${card.slug}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Dana Levi');
  await expect(visitor.getByText('Interior designer · Dana Design')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Book a meeting' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Save contact' })).toBeVisible();

  // Each version is offered by its own name, a finger's size, at the top of the card.
  const versions = visitor.getByRole('navigation', { name: 'This card in other languages' });
  await expect(versions.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  for (const link of await versions.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(FINGER);
  expect(await visitor.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
  await expectNoAccessibilityViolations(visitor);

  await versions.getByRole('link', { name: 'עברית' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${card.slug}\\?lang=he$`));
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('דנה לוי');
  await expect(visitor.getByRole('link', { name: 'לקביעת פגישה' })).toBeVisible();
  await visitor.getByRole('navigation', { name: 'הכרטיס בשפות נוספות' }).getByRole('link', { name: 'English' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Dana Levi');

  const form = visitor.getByRole('region', { name: 'Leave your details' });
  await form.getByLabel('Name', { exact: true }).fill('Sam Cohen');
  await form.getByLabel('Phone').fill('052-555-1234');
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Send my details' }).click();
  await expect(visitor.getByText('Thank you! Your details were sent and the card owner will get back to you soon.', { exact: true })).toBeVisible();
  await context.close();

  // The owner sees the consent as the visitor read it, in English, and the leads page says to answer in English, in Hebrew words.
  const { items } = await callApi<LeadList>(page.request, 'GET', '/api/leads');
  expect(items[0]).toMatchObject({ name: 'Sam Cohen', consentLanguage: 'en' });
  await page.goto('/leads');
  await expect(page.locator('.lead-row').filter({ hasText: 'Sam Cohen' }).locator('.lead-badge').filter({ hasText: 'שפה: אנגלית' })).toBeVisible();

  // The owner's statistics count the views by the version read, each language by its own name, on a 320 px phone.
  const englishViews = async () => (await callApi<StatsReport>(page.request, 'GET', `/api/profiles/${card.id}/stats?days=7`)).languages.find((l) => l.language === 'en')?.views ?? 0;
  await expect.poll(englishViews).toBeGreaterThan(0);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/stats/${card.id}?days=7`);
  const languages = page.getByRole('table', { name: 'שפות' });
  await expect(languages.getByRole('rowheader', { name: 'English' }).locator('[lang="en"]')).toBeVisible();
  await expect(languages.getByRole('rowheader', { name: 'עברית' }).locator('[lang="he"]')).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
  await keepLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Languages' }).getByRole('rowheader', { name: 'עברית' })).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
});
