import type { Page } from '@playwright/test';
import type { Profile } from '../../shared/contract/profiles';
import type { StatsReport } from '../../shared/contract/stats';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, endTrial, signInAsNewOwner } from './support/accounts';
import { visitorBrowser } from './support/visitor';
import { wordsBrokenIn } from './support/broken-words';

/** Words of the stats' headings and labels that a line break cuts in two (each word should sit on one line). */
const wordsBrokenAcrossLines = (page: Page) => wordsBrokenIn(page.locator('.stats-page th, .stats-page dt, .stats-page h2'));

/** Signs the page in as a fresh owner (the 14-day trial includes statistics) with one card. */
async function ownerWithCard(page: Page): Promise<Profile> {
  await signInAsNewOwner(page);
  return createCard(page.request, {
    displayName: 'רונית מזרחי',
    title: 'מעצבת פנים',
    items: [
      { kind: 'phone', label: 'נייד', value: '050-123-4567' },
      { kind: 'button', label: 'תיק עבודות', url: 'https://portfolio.example.test/' },
    ],
  });
}

test('a visitor’s view and click show on the owner’s stats pages, which pass axe', async ({ page, playwright, baseURL }) => {
  // A second browser for the visitor and two axe runs: on a busy two-core runner this takes most of the default 30 s.
  test.slow();
  const card = await ownerWithCard(page);

  // The visitor: another browser (no session) that scanned the QR code and follows the portfolio button. Its user
  // agent is set for the whole browser, as a context's override does not reach beacons sent while leaving a page.
  const visitor = await visitorBrowser(playwright, baseURL);
  const visitorPage = visitor.page;
  await visitorPage.route('https://portfolio.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>portfolio</title>' }));
  await visitorPage.goto(`/p/${card.slug}?src=qr`);
  await visitorPage.getByRole('link', { name: 'תיק עבודות' }).click();
  await visitorPage.waitForURL('https://portfolio.example.test/');

  // The beacons leave in the background (the click's as the visitor leaves), so the figures arrive shortly.
  await expect
    .poll(async () => {
      const report = (await (await page.request.get(`/api/profiles/${card.id}/stats?days=7`)).json()) as { totals: { views: number; clicks: number } };
      return report.totals;
    })
    .toMatchObject({ views: 1, clicks: 1 });
  await visitor.browser.close();

  await page.goto('/stats?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'סטטיסטיקות' })).toBeVisible();
  const views = page.locator('[data-total="views"]');
  await expect(views.locator('.stats-total-value')).toHaveText('1');
  await expect(page.locator('[data-total="clicks"] .stats-total-value')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'לפי כרטיס' }).getByRole('link', { name: 'רונית מזרחי' })).toBeVisible();

  await page.getByRole('region', { name: 'לפי כרטיס' }).getByRole('link', { name: 'רונית מזרחי' }).click();
  await expect(page).toHaveURL(new RegExp(`/stats/${card.id}\\?days=7$`));
  await expect(page.getByRole('heading', { level: 1, name: 'סטטיסטיקות: רונית מזרחי' })).toBeVisible();
  const items = page.getByRole('table', { name: 'לחיצות לפי פריט' });
  await expect(items.getByRole('row', { name: /תיק עבודות/ })).toContainText('1');
  await expect(page.getByRole('table', { name: 'מקורות' }).getByRole('row', { name: /QR/ })).toContainText('1');
  await expect(page.getByRole('table', { name: 'מכשירים' }).getByRole('row', { name: /נייד/ })).toContainText('1');
  await expect(page.locator('.stats-chart-canvas canvas')).toBeVisible();
  // The chart's legend names its day in the page's language, not the chart library's default "Time".
  await expect(page.locator('.stats-chart-canvas .u-legend')).toContainText('תאריך');
  await expect(page.locator('.stats-chart-canvas .u-legend')).not.toContainText('Time');
  // With no day pointed at, the legend tells the latest day (today's one view), not the chart library's "--".
  const legendRow = (label: string) => page.locator('.stats-chart-canvas .u-legend .u-series').filter({ has: page.locator('.u-label', { hasText: label }) });
  await expect(legendRow('צפיות').locator('.u-value')).toHaveText('1');
  await expect(legendRow('מבקרים ייחודיים').locator('.u-value')).toHaveText('1');
  await expect(legendRow('תאריך').locator('.u-value')).not.toHaveText(/^(--)?$/);
  await expect(page.locator('.stats-chart-canvas .u-legend')).not.toContainText('--');
  // Pointing at the first day (no views) tells that day; leaving the chart tells the latest day again.
  await page.locator('.stats-chart-canvas .u-over').hover({ position: { x: 1, y: 10 } });
  await expect(legendRow('צפיות').locator('.u-value')).toHaveText('0');
  await page.mouse.move(0, 0);
  await expect(legendRow('צפיות').locator('.u-value')).toHaveText('1');
  await expect(page.locator('.stats-chart-summary')).toContainText('צפייה אחת ומבקר ייחודי אחד.');

  await page.getByRole('link', { name: '30 ימים' }).click();
  await expect(page).toHaveURL(new RegExp(`/stats/${card.id}\\?days=30$`));
  await expect(page.getByRole('link', { name: '30 ימים' })).toHaveAttribute('aria-current', 'page');

  // The click-through rate: the visits with a tap out of all visits (never over 100 %), said in words behind its button.
  await page.setViewportSize({ width: 390, height: 844 });
  const rate = page.locator('[data-total="clickThroughRate"]');
  await expect(rate.locator('.stats-total-value')).toHaveText(/^100\s?%$/);
  await rate.getByRole('button', { name: 'מה זה שיעור הקלקה?' }).click();
  await expect(rate.getByText(/ביקורים עם לחיצה בתקופה הזו: 1 מתוך 1\./)).toBeVisible();
  expect(await wordsBrokenAcrossLines(page)).toEqual([]);

  await expectNoAccessibilityViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ייצוא ל\u2011CSV' }).click();
  const csv = await (await download).path();
  expect(csv).toBeTruthy();

  // The same in English on a 360 px phone.
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await rate.getByRole('button', { name: 'What is the click rate?' }).click();
  await expect(rate.getByText(/Visits with a tap in this period: 1 of 1\./)).toBeVisible();
  expect(await wordsBrokenAcrossLines(page)).toEqual([]);
});

test('taps on the card’s quick actions show on the owner’s stats by kind, and its links by their names', async ({ page, playwright, baseURL }) => {
  test.slow();
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: 'נועה ישראלי',
    items: [
      { kind: 'phone', label: 'נייד', value: '050-123-4567', call: true, whatsapp: true, sms: false },
      { kind: 'email', label: '', value: 'noa@example.test' },
      { kind: 'address', label: '', value: 'רחוב הרצל 1, תל אביב' },
      { kind: 'website', label: '', url: 'https://www.noa-design.example.test/portfolio/2026/projects?ref=card' },
      { kind: 'social', brand: 'instagram', label: '', url: '@noa.design' },
    ],
  });

  const visitor = await visitorBrowser(playwright, baseURL);
  const card$ = visitor.page;
  // The phone's share sheet, which headless Chromium lacks: it is left at once, as when the visitor picks an app.
  await card$.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => Promise.resolve() }));
  // A phone opens its dialler or mail app and the page stays. Headless Chromium hands tel: and mailto: to the system
  // instead, after which the page may hear no further tap (2 runs in 15 lost the mail's tap after the call's). The card
  // hears each tap first (its listener captures); this one, on the window, only keeps the link from going to the system.
  await card$.addInitScript(() =>
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  for (const site of ['https://wa.me/**', 'https://waze.com/**', 'https://www.noa-design.example.test/**', 'https://www.instagram.com/**']) {
    await card$.route(site, (route) => route.fulfill({ contentType: 'text/html', body: '<title>away</title>' }));
  }
  const actions = card$.getByRole('navigation', { name: 'פעולות מהירות' });
  const leaveBy = async (name: string | RegExp, within = actions) => {
    await card$.goto(`/p/${card.slug}`);
    await within.getByRole('link', { name }).click();
    await card$.waitForURL((url) => !url.pathname.startsWith('/p/'));
  };
  await leaveBy('וואטסאפ');
  await leaveBy('ניווט');
  await leaveBy('noa-design.example.test', card$.locator('.kc'));
  await leaveBy('Instagram', card$.locator('.kc'));
  await card$.goto(`/p/${card.slug}`);
  const download = card$.waitForEvent('download');
  await actions.getByRole('link', { name: 'שמירת איש קשר' }).click();
  await download;
  await actions.getByRole('button', { name: 'שיתוף' }).click();
  await actions.getByRole('link', { name: 'חיוג' }).click();
  await actions.getByRole('link', { name: 'מייל' }).click();

  // Every tap counted once: the shared link and the saved contact as well, none twice.
  const expected = { saveContact: 1, call: 1, whatsapp: 1, email: 1, navigate: 1, share: 1 };
  await expect
    .poll(async () => {
      const report = (await (await page.request.get(`/api/profiles/${card.id}/stats?days=7`)).json()) as StatsReport;
      return { ...Object.fromEntries(report.actions.map((a) => [a.action, a.clicks])), items: report.items.length, clicks: report.totals.clicks };
    })
    .toEqual({ ...expected, items: 2, clicks: 8 });
  await visitor.browser.close();

  await page.goto(`/stats/${card.id}?days=7`);
  const quick = page.getByRole('table', { name: 'פעולות מהירות' });
  for (const name of ['שמירת איש קשר', 'חיוג', 'וואטסאפ', 'מייל', 'ניווט', 'שיתוף']) {
    await expect(quick.getByRole('row', { name: new RegExp(name) }).getByRole('cell').first()).toHaveText('1');
  }
  await expect(page.locator('[data-total="clicks"] .stats-total-value')).toHaveText('8');
  const items = page.getByRole('table', { name: 'לחיצות לפי פריט' });
  await expect(items.getByRole('rowheader')).toHaveText(['noa-design.example.test', 'Instagram @noa.design']);
  await expect(items.getByText(/https?:|www\./)).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  const quickEn = page.getByRole('table', { name: 'Quick actions' });
  for (const name of ['Save contact', 'Call', 'WhatsApp', 'Email', 'Navigate', 'Share']) {
    await expect(quickEn.getByRole('row', { name: new RegExp(name) }).getByRole('cell').first()).toHaveText('1');
  }
});

test('on a 320 px phone each figure of the totals stays on one line, the Russian «33,3 %» too', async ({ page, playwright, baseURL }) => {
  const card = await ownerWithCard(page);
  // Three phones see the card and one of them taps its phone number: one visit in three is engaged.
  for (const model of ['Pixel 8', 'Pixel 7', 'SM-S911B']) {
    const phone = await playwright.request.newContext({ baseURL, userAgent: `Mozilla/5.0 (Linux; Android 14; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36` });
    const events = [{ kind: 'view', profileId: card.id }, ...(model === 'Pixel 8' ? [{ kind: 'click', profileId: card.id, action: 'call' }] : [])];
    expect((await phone.post('/api/events', { data: JSON.stringify({ events }), headers: { 'Content-Type': 'text/plain' } })).status()).toBe(204);
    await phone.dispose();
  }
  await keepLanguage(page, 'ru');
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/stats');
  const rate = page.locator('[data-total="clickThroughRate"] .stats-total-value');
  await expect(rate).toHaveText(/^33,3\s%$/);
  const lines = await page.locator('.stats-total-value').evaluateAll((figures) =>
    figures.map((figure) => ({ text: figure.textContent, lines: Math.round(figure.getBoundingClientRect().height / parseFloat(getComputedStyle(figure).lineHeight)) })),
  );
  expect(lines.filter((figure) => figure.lines > 1)).toEqual([]);
});

test('without an active plan, /stats leads to /subscription-required with the card name', async ({ page }) => {
  const owner = await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'רונית מזרחי' });
  endTrial(owner);
  // The notice forgets the stored card as soon as it shows it, so what the stats page stored is noted on the way.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'expired_profile_data') window.name = value;
      setItem.call(this, key, value);
    };
  });
  await page.goto(`/stats/${card.id}`);
  await expect(page).toHaveURL(/\/subscription-required\?name=/);
  expect(new URL(page.url()).searchParams.get('name')).toBe('רונית מזרחי');
  await expect(page.getByText('הכרטיס "רונית מזרחי" ממתין לכם')).toBeVisible();
  const stored = await page.evaluate(() => window.name);
  expect(JSON.parse(stored || '{}')).toMatchObject({ profileName: 'רונית מזרחי', profileData: { id: card.id, slug: card.slug } });
});
