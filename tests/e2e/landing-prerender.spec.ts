import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_STARTED_EVENT } from '../../app/drawn-page';
import { arCore } from '../../shared/i18n/ar-core';
import { enCore } from '../../shared/i18n/en-core';
import { ruCore } from '../../shared/i18n/ru-core';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** Each marketing page the build pre-renders, with text its HTML must carry before any script runs. */
const PRERENDERED = [
  { path: '/', text: 'כרטיס הביקור הדיגיטלי של העסק שלך' },
  { path: '/help', text: 'עזרה ותמיכה' },
  { path: '/examples', text: 'דוגמאות לכרטיסים' },
  { path: '/privacy', text: 'מדיניות פרטיות' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, text } of PRERENDERED) {
    test(`${path} arrives as real Hebrew HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      expect(response?.headers().etag).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    });
  }

  test('/ shows the plans and their prices, as crawlers and link previews read them', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { level: 2, name: 'מחירים' })).toBeVisible();
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['בסיסי', 'מקצועי', 'צוות']);
    await expect(pricing.getByText('חינם', { exact: true })).toBeVisible();
    await expect(pricing.locator('.package-price strong').nth(1)).toContainText('₪');
  });

  test('/ tells what a business gets, the card in its customers’ language among it, with a way to the examples', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'פרופיל ציבורי מהיר', 'לידים ישירות אליכם', 'סטטיסטיקות', 'שמירה לאנשי קשר', 'בשפה של הלקוחות שלכם', 'מענה מהיר לכל ליד', 'בארנק של הטלפון', 'בכנסים ובאירועים',
    ]);
    await expect(features.getByRole('link', { name: 'לכרטיסים לדוגמה בכל שפה' })).toHaveAttribute('href', '/examples');
  });

  test('/help keeps its own title and description in the pre-rendered document', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle('עזרה ותמיכה | כרטיס');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /NFC/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'צור קשר' })).toBeVisible();
  });

  for (const { path, title } of [
    { path: '/', title: 'כרטיסי ביקור דיגיטליים לעסקים בישראל' },
    { path: '/examples', title: 'דוגמאות לכרטיסים' },
    { path: '/embed', title: 'הטמעת כרטיס באתר' },
  ]) {
    test(`${path} tells link previews its own title, address and picture before any script runs`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | כרטיס`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'he_IL');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const picture = await page.request.get(new URL(new URL(image!).pathname, baseURL).href);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
    });
  }
});

/** Console errors other than the anonymous visitor's expected 401 from the current-user check. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text());
  });
  return errors;
}

for (const path of ['/', '/help', '/blog', '/contact', '/accessibility']) {
  test(`${path} hydrates the pre-rendered HTML without errors and then works as the app`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

/** The elements inside #root, one line each: what hydration must keep as it found it. */
function rootElements(): string {
  return [...document.querySelectorAll('#root *')].map((element) => `${element.tagName}.${element.className}`).join('\n');
}

// Pages whose content needs no data the browser fetches later (the landing page's plans come with it): hydrating them
// must adopt the served elements, not add or replace any (a mismatch shows as doubled or missing elements, not as an
// error).
for (const path of ['/', '/help', '/contact', '/accessibility', '/privacy']) {
  test(`${path} keeps exactly the served elements when it hydrates`, async ({ browser, page }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const served = await withoutScripts.newPage();
    await served.goto(path);
    const servedElements = await served.evaluate(rootElements);
    await withoutScripts.close();
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await page.evaluate(rootElements)).toBe(servedElements);
  });
}

test('after hydration the landing page navigates inside the app and opens the dialog', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'הרשמה – 14 ימי ניסיון חינם' }).click();
  await expect(page.getByRole('dialog', { name: 'הרשמה' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'עזרה' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'עזרה ותמיכה' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'בלוג' }).click();
  await expect(page.locator('.post-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

/** The app's script files the page has asked for so far (the page's own start script aside). */
function appScriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !pathname.startsWith('/assets/start-app-')) scripts.push(pathname);
  });
  return scripts;
}

test.describe('the landing page waits for the visitor before the app starts', () => {
  test('a page drawn while its content loads (the blog) starts the app at once', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('.post-card').first()).toBeVisible();
  });

  test('it loads none of the app until used, and the first tap on a button does what the button says', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = appScriptsRequested(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'כרטיס הביקור הדיגיטלי של העסק שלך' })).toBeVisible();
    expect(scripts).toEqual([]);
    // The press arrives before the app: it is held, and pressed again on the same button once the app has hydrated.
    await page.getByRole('button', { name: 'הרשמה – 14 ימי ניסיון חינם' }).click();
    await expect(page.getByRole('dialog', { name: 'הרשמה' })).toBeVisible();
    expect(scripts.some((path) => path.startsWith('/assets/framework-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a language picked from the drawn header before the app starts is the one the app starts in', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = appScriptsRequested(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: ruCore['landing.heroTitle'] })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: ruCore['lang.label'] })).toHaveValue('ru');
    expect(errors).toEqual([]);
  });

  test('the plans arrive with the page, and the app that a scroll starts keeps them without asking again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/home-products') || request.url().includes('/api/products')) asked.push(request.url());
    });
    const scripts = appScriptsRequested(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 2, name: 'מחירים' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/framework-'))).toBe(true);
    await page.locator('#pricing').getByRole('button', { name: 'חודשי', exact: true }).click();
    await expect(page.locator('#pricing').getByRole('button', { name: 'חודשי', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual([]);
  });

  test("the visitor's first scroll, which starts the app, is kept: the page does not jump back to the top", async ({ page }) => {
    const scripts = appScriptsRequested(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/framework-'))).toBe(true);
    // Once the app has drawn the page, the reader is still where they scrolled to.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(450);
    // A later page starts at its top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'תנאי שימוש' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('its links lead to the other pages before the app has started', async ({ page }) => {
    const scripts = appScriptsRequested(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'תנאי שימוש' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('it installs the service worker without the app, and a visitor signed in on this device gets the app at once', async ({ page, shell }) => {
    const scripts = appScriptsRequested(page);
    await page.goto('/');
    await shell.waitForServiceWorkerControl();
    expect(scripts).toEqual([]);
    await page.evaluate(() => localStorage.setItem('currentUser', JSON.stringify({ id: 1, username: 'someone', email: 'someone@example.com', userRole: 'user' })));
    await page.goto('/');
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/framework-'))).toBe(true);
  });
});

/** True once the app's modules were asked for (the start script's own small ones, for the service worker, aside). */
const appStartedLoading = (scripts: string[]) => scripts.some((path) => path.startsWith('/assets/framework-'));

/** Marks the document once the app has taken over the drawn page. */
function appStarted(page: Page) {
  return page.addInitScript((startedEvent) => {
    addEventListener(startedEvent, () => (document.documentElement.dataset.appStarted = 'yes'), { once: true });
  }, APP_STARTED_EVENT);
}

test.describe('a visitor in another language', () => {
  // The pages as the server sends them: an installed app's worker answers them with the app's own document.
  test.use({ serviceWorkers: 'block' });

  test('who chose English gets the page drawn in English, which waits for them and which the app then keeps as served', async ({ page, shell }) => {
    const errors = collectErrors(page);
    await shell.open('/');
    await shell.switchLanguage('en');
    await shell.expectDocumentLanguage('en');
    await appStarted(page);
    const scripts = appScriptsRequested(page);
    const served = await (await page.reload({ waitUntil: 'networkidle' }))!.text();
    expect(served).toContain('<html lang="en" dir="ltr">');
    expect(served).toContain(`<title>${enCore['app.tagline']} | Kartis</title>`);
    expect(served).toContain(`<h1 id="hero-title">${enCore['landing.heroTitle']}</h1>`);
    expect(served).toContain('<meta property="og:image:alt" content="Kartis – Digital business cards for Israeli businesses">');
    expect(served).toContain('<noscript>To use Kartis, turn on JavaScript in your browser.</noscript>');
    expect(appStartedLoading(scripts)).toBe(false);
    const servedElements = await page.evaluate(rootElements);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'yes');
    await page.waitForLoadState('networkidle');
    expect(appStartedLoading(scripts)).toBe(true);
    expect(await page.evaluate(rootElements)).toBe(servedElements);
    await shell.expectDocumentLanguage('en');
    expect(errors).toEqual([]);
  });

  test("a card's link in Arabic (?lang=ar) arrives drawn in Arabic, right to left, and the app keeps it", async ({ page, shell }) => {
    const errors = collectErrors(page);
    await appStarted(page);
    const scripts = appScriptsRequested(page);
    const served = await (await page.goto('/privacy?lang=ar', { waitUntil: 'networkidle' }))!.text();
    expect(served).toContain('<html lang="ar" dir="rtl">');
    expect(served).toContain(`<title>${arCore['page.privacy']} | Kartis</title>`);
    expect(served).toContain(`<link rel="canonical" href="${new URL('/privacy?lang=ar', page.url()).href}">`);
    await expect(page.getByRole('heading', { level: 1, name: arCore['page.privacy'] })).toBeVisible();
    expect(appStartedLoading(scripts)).toBe(false);
    const servedElements = await page.evaluate(rootElements);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'yes');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(rootElements)).toBe(servedElements);
    await shell.expectDocumentLanguage('ar');
    await expect(page.getByRole('heading', { level: 1, name: arCore['page.privacy'] })).toBeVisible();
    expect(errors).toEqual([]);
    // With no language chosen on the device yet, the visitor reads on in the link's: the next page is drawn in Arabic.
    expect(await (await page.goto('/'))!.text()).toContain('<html lang="ar" dir="rtl">');
  });

  test("a card's link in another language opens in it, and leaves the language chosen on the device as it was", async ({ page, shell }) => {
    await appStarted(page);
    await shell.open('/');
    await shell.switchLanguage('en');
    await shell.expectDocumentLanguage('en');
    expect(await (await page.goto('/privacy?lang=ru', { waitUntil: 'networkidle' }))!.text()).toContain('<html lang="ru" dir="ltr">');
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'yes');
    await shell.expectDocumentLanguage('ru');
    expect(await (await page.goto('/'))!.text()).toContain('<html lang="en" dir="ltr">');
  });

  test('a link in the drawn page, followed before the app starts, keeps the language the visitor came in', async ({ page }) => {
    const scripts = appScriptsRequested(page);
    await page.goto('/?lang=ar', { waitUntil: 'networkidle' });
    expect(appStartedLoading(scripts)).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: arCore['nav.help'] }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: arCore['page.help'] })).toBeVisible();
  });
});

test("with the service worker installed, the app's own document it answers with is in the language chosen on the device", async ({ page, shell }) => {
  await page.goto('/');
  await shell.waitForServiceWorkerControl();
  await shell.switchLanguage('ru');
  await shell.expectDocumentLanguage('ru');
  // The worker is told the language by a message: the next navigations wait for it to have kept it.
  await expect
    .poll(async () => {
      const response = await page.goto('/contact');
      return response?.fromServiceWorker() ? await response.text() : 'not from the worker';
    })
    .toContain('<html lang="ru" dir="ltr">');
  const answered = await (await page.goto('/help'))!.text();
  expect(answered).toContain('<span class="brand">Kartis</span>');
  expect(answered).toContain('<noscript>Чтобы пользоваться Kartis, включите JavaScript в браузере.</noscript>');
  await expect(page.getByRole('heading', { level: 1, name: ruCore['page.help'] })).toBeVisible();
});

/** A seeded post whose body has sub-headings. */
async function seededPost(request: APIRequestContext) {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { id: number; title: string; slug: string | null }[];
  return posts.find((p) => p.slug === 'how-nfc-business-cards-work')!;
}

test.describe('a blog post rendered by the server', () => {
  test('arrives as real HTML with its title, body and Open Graph tags, compressed', async ({ browser, baseURL, request }) => {
    const post = await seededPost(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'אייפון' })).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await context.close();
  });

  test('hydrates from the data sent with it, without asking for the post again, and then works as the app', async ({ page, request }) => {
    const post = await seededPost(request);
    const errors = collectErrors(page);
    const postRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/blog-posts')) postRequests.push(r.url());
    });
    await page.goto(`/blog/${post.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(postRequests).toEqual([]);
    await page.getByRole('link', { name: 'חזרה לבלוג' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
