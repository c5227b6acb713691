import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import type { Locale } from '../../shared/contract/auth';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import { createCard, DEMO, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { callApi } from './support/api';
import { problemsOnPhones, sidewaysOverflow } from './support/phone-screen';
import { appRoutePatterns } from '../../build/app-route-patterns.mjs';
import type { ProfileFormValues } from '../../shared/contract/profiles';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import { ar } from '../../shared/i18n/ar';
import { en } from '../../shared/i18n/en';
import { he } from '../../shared/i18n/he';
import { ru } from '../../shared/i18n/ru';
import { pageSettled } from './support/page-settled';
import { wordsBrokenIn } from './support/broken-words';

/** The phone widths every page must fit without scrolling sideways. */
const WIDTHS = [320, 360, 390, 414] as const;
/** Every language the app speaks: Russian's long words and Arabic's script each test the layout their own way. */
const LANGUAGES = CARD_LANGUAGES;

/** Every route of the app, read from the generated route tree, so a new route cannot be forgotten here. */
const ROUTES = appRoutePatterns(readFileSync(new URL('../../app/routeTree.gen.ts', import.meta.url), 'utf8'));

type Role = 'visitor' | 'owner' | 'admin';
interface Ids {
  cardId: number;
  blogId: number;
  productId: number;
}

const admin = (path: string) => ({ path, role: 'admin' as const });
const owner = (path: string) => ({ path, role: 'owner' as const });
const visitor = (path: string) => ({ path, role: 'visitor' as const });

/** The address each route is visited at, and as whom; a route missing here fails the suite. */
function visitFor(route: string, ids: Ids): { path: string; role: Role } | undefined {
  const table: Record<string, { path: string; role: Role }> = {
    '/': visitor('/'),
    '/$': visitor('/no-such-page/at-all'),
    '/accessibility': visitor('/accessibility'),
    '/at-routes-test': visitor('/at-routes-test'),
    '/communities': visitor('/communities'),
    '/contact': visitor('/contact'),
    '/embed': visitor('/embed'),
    '/examples': visitor('/examples'),
    '/help': visitor('/help'),
    '/inactive-card': visitor('/inactive-card'),
    '/confirm-registration': visitor('/confirm-registration?token=' + 'x'.repeat(43)),
    '/confirm-email': visitor('/confirm-email?token=' + 'x'.repeat(43)),
    '/reset-password': visitor('/reset-password?token=' + 'x'.repeat(43)),
    '/event': owner('/event'),
    '/join': visitor('/join?token=' + 'x'.repeat(43)),
    '/invoices': owner('/invoices'),
    '/not-found': visitor('/not-found'),
    '/payment-demo': owner('/payment-demo'),
    '/privacy': visitor('/privacy'),
    '/profile-{$id}': visitor(`/profile-${ids.cardId}`),
    '/refund': visitor('/refund'),
    '/subscription-required': owner('/subscription-required'),
    '/terms': visitor('/terms'),
    '/admin-dashboard': admin('/admin-dashboard'),
    '/blog-admin': admin('/blog-admin'),
    '/package-migration': admin('/package-migration'),
    '/account': owner('/account'),
    '/dashboard': owner('/dashboard'),
    '/leads': owner('/leads'),
    '/physical-cards': owner('/physical-cards'),
    '/team': owner('/team'),
    '/subscription': owner('/subscription'),
    '/wallet': owner('/wallet'),
    '/blog/$id': visitor(`/blog/${ids.blogId}`),
    '/p/$slug': visitor('/p/demo'),
    '/blog/': visitor('/blog'),
    '/checkout/': owner('/checkout'),
    '/admin/$section': admin('/admin/users'),
    '/admin/database-migrations': admin('/admin/database-migrations'),
    '/admin/package-migration': admin('/admin/package-migration'),
    '/admin/support': admin('/admin/support'),
    '/contact-leads/{-$profileId}': owner('/contact-leads'),
    '/editor/$id': owner(`/editor/${ids.cardId}`),
    '/stats/$profileId': owner(`/stats/${ids.cardId}`),
    '/follow-up/$id': owner(`/follow-up/${ids.cardId}`),
    '/background/$id': owner(`/background/${ids.cardId}`),
    '/checkout/$type/$id': owner(`/checkout/subscription/${ids.productId}?cycle=yearly`),
    '/admin/': admin('/admin'),
    '/editor/': owner('/editor'),
    '/stats/': owner('/stats'),
  };
  return table[route];
}

/** Further addresses of routes that take a parameter: every admin section, each way into the app by a handle. */
const EXTRA = [admin('/admin/packages'), admin('/admin/contact'), admin('/admin/errors'), admin('/admin/orders'), visitor('/@demo'), owner('/'), owner('/help')];

async function measureEveryWidth(page: Page, path: string, { headingsWhole = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    let { excess, culprits } = await page.evaluate(sidewaysOverflow);
    // A toast or a panel sliding in overflows while it moves: only what is still too wide once it has settled counts.
    if (excess > 0) {
      await page.waitForTimeout(600);
      ({ excess, culprits } = await page.evaluate(sidewaysOverflow));
    }
    if (excess > 0) problems.push(`${path} at ${width} px is ${excess} px too wide: ${culprits.join(', ')}`);
    if (headingsWhole) for (const word of await wordsBrokenIn(page.locator('h1'))) problems.push(`${path} at ${width} px breaks "${word}" in its heading`);
  }
  return problems;
}

async function idsFrom(page: Page): Promise<Ids> {
  const cards = await callApi<{ id: number; slug: string }[]>(page.request, 'GET', '/api/profiles');
  const posts = await callApi<{ id: number }[]>(page.request, 'GET', '/api/blog-posts');
  const products = await callApi<{ id: number; monthlyPrice: number }[]>(page.request, 'GET', '/api/products');
  const demoCard = cards.find((card) => card.slug === 'demo');
  const paidPlan = products.find((product) => product.monthlyPrice > 0);
  if (!demoCard || !posts[0] || !paidPlan) throw new Error('the seed has no demo card, blog post or paid plan');
  return { cardId: demoCard.id, blogId: posts[0].id, productId: paidPlan.id };
}

test('every route of the app has a phone-width visit in this suite', async ({ page }) => {
  await signInPageAs(page, DEMO);
  const ids = await idsFrom(page);
  expect(ROUTES.length).toBeGreaterThan(30);
  expect(ROUTES.filter((route) => !visitFor(route, ids))).toEqual([]);
});

/** Keeps `language` as the device's choice, for the app and for the server's drawn pages, as the app's list does. */
function chooseOnDevice(page: Page, language: Locale): Promise<void> {
  return page.evaluate(
    ([lang, cookie]) => {
      localStorage.setItem('language', lang);
      document.cookie = `${cookie}=${lang}; path=/`;
    },
    [language, LANGUAGE_COOKIE] as const,
  );
}

/**
 * Shows the open page in `language`: through the app's own language list where the page has one (no reload: four
 * languages for one page load), else by loading the page again with the choice kept on the device.
 */
async function showIn(page: Page, language: Locale): Promise<void> {
  const switched = await page.evaluate((lang) => {
    const list = document.querySelector<HTMLSelectElement>('.language-switch select');
    if (!list) return false;
    list.value = lang;
    list.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }, language);
  if (switched) {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  } else {
    await chooseOnDevice(page, language);
    await page.reload();
  }
  await pageSettled(page);
}

// Two languages a journey (each page loaded in the first, shown in the second): every page in all four at four widths
// ran past its limit on a busy machine.
const LANGUAGE_PAIRS = [LANGUAGES.slice(0, 2), LANGUAGES.slice(2)];

for (const role of ['visitor', 'owner', 'admin'] as const) {
  for (const languages of LANGUAGE_PAIRS) test(`${role} pages fit 320–414 px without sideways scrolling or a heading's word broken, in ${languages.join(' and ')}`, async ({ page }) => {
    test.slow();
    await signInPageAs(page, DEMO);
    const ids = await idsFrom(page);
    if (role === 'admin') await signInPageAs(page, SEEDED_ADMIN);
    if (role === 'visitor') await page.context().clearCookies();
    await page.addInitScript((signedIn) => {
      // The page itself, not its frames (the examples' sandboxed card previews may not read the device's storage).
      if (window === window.top && !signedIn) localStorage.removeItem('currentUser');
    }, role !== 'visitor');
    // Each page is loaded in the first language, and shown in the others without loading it again (showIn).
    await page.goto('/robots.txt');
    const visits = [...ROUTES.map((route) => visitFor(route, ids)), ...EXTRA].filter((visit) => visit?.role === role);
    const problems: string[] = [];
    for (const visit of visits) {
      await page.setViewportSize({ width: 390, height: 780 });
      await chooseOnDevice(page, languages[0]!);
      await page.goto(visit!.path);
      await pageSettled(page);
      for (const [index, language] of languages.entries()) {
        if (index > 0) {
          await page.setViewportSize({ width: 390, height: 780 });
          await showIn(page, language);
        }
        problems.push(...(await measureEveryWidth(page, `${visit!.path} (${language})`, { headingsWhole: true })));
      }
    }
    expect(problems).toEqual([]);
  });
}

/** A card as owners fill it in: full addresses in every link, long names that do not break on their own. */
const LONG_CONTENT: Partial<ProfileFormValues> = {
  // A Russian surname is one long word: a heading that names the card must break it rather than run off the screen.
  displayName: 'ד״ר אלכסנדרה Константинопольская',
  // With the owner's site, an address with no place to break.
  title: 'Senior-Architectural-Consultant · www.alexandrabendavidrosenblum.com',
  company: 'סטודיו לעיצוב פנים ואדריכלות נוף בע״מ',
  items: [
    { kind: 'website', label: 'www.dana-design-studio-for-interiors.co.il/portfolio', url: 'https://www.dana-design-studio-for-interiors.co.il/portfolio/2026/projects?ref=card' },
    { kind: 'social', brand: 'linkedin', label: '', url: 'https://www.linkedin.com/in/alexandra-ben-david-rosenblum-architecture-1234567890/' },
    { kind: 'social', brand: 'instagram', label: '', url: 'https://www.instagram.com/alexandra.ben.david.rosenblum.interiors/' },
    { kind: 'email', label: '', value: 'alexandra.ben-david-rosenblum@dana-design-studio-for-interiors.co.il' },
    { kind: 'button', label: 'לקביעת פגישת ייעוץ ראשונה ללא התחייבות', url: 'https://calendly.com/alexandra-ben-david-rosenblum/first-meeting-60-minutes' },
    // A button named by an address with no place to break in it.
    { kind: 'button', label: 'alexandra.rosenblum@designstudio.co.il', url: 'https://calendly.com/alexandra-ben-david-rosenblum' },
  ],
};

for (const language of LANGUAGES) {
  test(`an owner's editor, dashboard and card with long names and full addresses fit 320–414 px (${language})`, async ({ page }) => {
    const { username } = await signInAsNewOwner(page);
    // Names with no place to break: the dashboard greets the owner by name.
    await callApi(page.request, 'PATCH', '/api/account', { username: `${username}mmmmmmmmmmmmmmmmmmmm`.slice(0, 20), displayName: 'Wolfeschlegelsteinhausenbergerdorff' });
    const card = await createCard(page.request, LONG_CONTENT);
    // A second card, so that the leads page offers to choose between their long names.
    await createCard(page.request, { ...LONG_CONTENT, displayName: `${LONG_CONTENT.displayName} 2` });
    await keepLanguage(page, language);
    const problems: string[] = [];
    for (const path of [`/editor/${card.id}`, '/dashboard', `/p/${card.slug}`, '/physical-cards', '/leads']) {
      await page.setViewportSize({ width: 390, height: 780 });
      await page.goto(path);
      await pageSettled(page);
      problems.push(...(await measureEveryWidth(page, path)));
      if (path.startsWith('/editor/')) problems.push(...(await saveButtonUncovered(page)));
      if (path === '/dashboard') problems.push(...(await cardDialogsFit(page, language)));
    }
    expect(problems).toEqual([]);
  });
}

/** A phone's browser, whose beacons the product counts (headless agents are ignored as robots). */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

for (const language of LANGUAGES) {
  test(`the stats of a card with long names and full addresses fit 320–414 px, naming links without their addresses (${language})`, async ({ page, playwright, baseURL }) => {
    await signInAsNewOwner(page);
    const card = await createCard(page.request, { ...LONG_CONTENT, items: [{ kind: 'phone', label: '', value: '050-123-4567' }, ...LONG_CONTENT.items!] });
    // A visitor's phone taps every item and the call button, as the card page's beacons report them.
    const visitor = await playwright.request.newContext({ baseURL, userAgent: PHONE_AGENT });
    const events = [...card.items.map((item) => ({ kind: 'click', profileId: card.id, itemId: item.id })), { kind: 'click', profileId: card.id, action: 'call' }];
    expect((await visitor.post('/api/events', { data: JSON.stringify({ events }), headers: { 'Content-Type': 'text/plain' } })).status()).toBe(204);
    expect((await visitor.get(`/p/${card.slug}/vcard`)).ok()).toBe(true);
    await visitor.dispose();
    await keepLanguage(page, language);
    const problems: string[] = [];
    for (const path of ['/stats?days=7', `/stats/${card.id}?days=7`]) {
      await page.setViewportSize({ width: 390, height: 780 });
      await page.goto(path);
      await pageSettled(page);
      const items = page.locator('.stats-breakdown').nth(1).getByRole('table');
      await expect(items.getByRole('row')).toHaveCount(1 + card.items.length);
      await expect(items.getByText(/https?:|calendly\.com|linkedin\.com/)).toHaveCount(0);
      problems.push(...(await measureEveryWidth(page, path)), ...(await statsReadable(page, path)));
    }
    expect(problems).toEqual([]);
  });
}

/**
 * At every phone width each breakdown's column heads stand whole inside their own cells, the names keep a column wide
 * enough to read, the quick actions' names show whole, and no label of a figure breaks inside a word; the chart's legend
 * reads in the page's direction.
 */
async function statsReadable(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const legend = page.locator('.stats-chart-canvas .u-legend');
  await expect(legend).toBeVisible();
  const direction = await page.locator('html').getAttribute('dir');
  if ((await legend.evaluate((element) => getComputedStyle(element).direction)) !== direction) problems.push(`${path}: the chart's legend does not read ${direction}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    const tables = await page.locator('.stats-breakdown table').evaluateAll((elements) =>
      elements.map((table) => ({
        nameColumn: table.querySelector('thead th')!.getBoundingClientRect().width,
        heads: [...table.querySelectorAll('thead th')].map((head) => {
          const text = document.createRange();
          text.selectNodeContents(head);
          const [written, cell] = [text.getBoundingClientRect(), head.getBoundingClientRect()];
          return { name: head.textContent, spills: written.left < cell.left - 1 || written.right > cell.right + 1 };
        }),
      })),
    );
    for (const { nameColumn, heads } of tables) {
      if (nameColumn < 64) problems.push(`${path} at ${width} px: the names' column of "${heads[0]!.name}" is ${Math.round(nameColumn)} px wide`);
      for (const head of heads.filter((each) => each.spills)) problems.push(`${path} at ${width} px: the head "${head.name}" spills out of its column`);
    }
    // The quick actions are named in the interface's own words, which always fit: none may be cut short.
    const actionNames = await page.locator('.stats-breakdown').first().locator('tbody .stats-name').evaluateAll((names) =>
      names.map((name) => ({ text: name.textContent, cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1 })),
    );
    for (const name of actionNames.filter((each) => each.cut)) problems.push(`${path} at ${width} px: the quick action "${name.text}" is cut short`);
    const broken = await wordsBrokenIn(page.locator('.stats-breakdown thead th, .stats-card-figures dt'));
    for (const word of broken) problems.push(`${path} at ${width} px: "${word}" is broken across lines`);
  }
  return problems;
}

/** The dialogs a card's buttons open on the dashboard, whose titles name the card, stay on the screen at every width. */
async function cardDialogsFit(page: Page, language: Locale): Promise<string[]> {
  const problems: string[] = [];
  const texts = FEATURE_TEXTS[language];
  const card = page.locator('.my-card').first();
  for (const button of [texts['sendCard.open'], texts['cards.qr'], texts['signature.open']]) {
    await card.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    problems.push(...(await measureEveryWidth(page, `/dashboard, dialog "${button}"`)));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      if (sideways > 0) problems.push(`/dashboard, dialog "${button}" at ${width} px scrolls ${sideways} px sideways`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return problems;
}

/** The support chat's floating button never sits over the editor's sticky save button, at any phone width. */
async function saveButtonUncovered(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const save = await page.locator('.editor-form-end button[type="submit"]').boundingBox();
    const launcher = await page.locator('.support-launcher').boundingBox();
    if (!save || !launcher) {
      problems.push(`at ${width} px the save button or the chat button is missing`);
      continue;
    }
    const overlaps = save.x < launcher.x + launcher.width && launcher.x < save.x + save.width && save.y < launcher.y + launcher.height && launcher.y < save.y + save.height;
    if (overlaps) problems.push(`at ${width} px the chat button covers the save button`);
  }
  return problems;
}

/** The panels the header opens (notifications; support's inbox for admins) stay on the screen at every phone width. */
for (const language of LANGUAGES) {
  test(`the header's panels open inside the screen, 320–414 px (${language})`, async ({ page }) => {
    await keepLanguage(page, language);
    const problems: string[] = [];
    for (const account of [DEMO, SEEDED_ADMIN]) {
      await signInPageAs(page, account);
      await page.goto('/dashboard');
      await pageSettled(page);
      const buttons = page.locator('.site-header .header-popover-button');
      await expect(buttons.first()).toBeVisible();
      for (let index = 0; index < (await buttons.count()); index += 1) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          await buttons.nth(index).click();
          const panel = page.locator('.header-popover-panel');
          await expect(panel).toBeVisible();
          const box = (await panel.boundingBox())!;
          if (box.x < 0 || box.x + box.width > width) problems.push(`${account.email}: panel ${index} runs from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} at ${width} px`);
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

const FEATURE_TEXTS = { he, ar, ru, en } as const;

/** The dashboard's event mode form, named in `language`. */
function startEventTexts(language: keyof typeof FEATURE_TEXTS) {
  const t = FEATURE_TEXTS[language];
  return { region: t['eventMode.title'], name: t['eventMode.eventName'], pin: t['eventMode.pin'], again: t['eventMode.pinAgain'], start: t['eventMode.start'] };
}

/** The screens a route's first view does not show: a lead's follow-up panel opened, event mode's kiosk and its PIN dialog. */
for (const language of LANGUAGES) {
  test(`a lead's follow-up panel, the event kiosk and its PIN dialog fit 320–414 px, with controls a finger's size and nothing under the chat button (${language})`, async ({ page, playwright, baseURL }) => {
    test.slow();
    await keepLanguage(page, language);
    await signInAsNewOwner(page);
    const card = await createCard(page.request, { company: 'סטודיו גל' });
    const visitor = await playwright.request.newContext({ baseURL });
    const lead = { name: 'נועה כהן', phone: '052-555-1234', email: 'noa.cohen@example-company.co.il', consent: true };
    expect((await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: lead })).ok()).toBe(true);
    await visitor.dispose();
    const { items } = await callApi<{ items: { id: number }[] }>(page.request, 'GET', '/api/leads');
    await callApi(page.request, 'PUT', `/api/leads/${items[0]!.id}`, { tags: ['VIP', 'תערוכה 2026'], remindAt: '2031-01-15' });
    const problems: string[] = [];

    await page.goto('/leads');
    await pageSettled(page);
    await page.locator('.lead-pipeline summary').first().click();
    await expect(page.locator('.lead-timeline li').first()).toBeVisible();
    problems.push(...(await problemsOnPhones(page)).map((problem) => `follow-up panel: ${problem}`));

    const texts = startEventTexts(language);
    await page.goto('/dashboard');
    const start = page.getByRole('region', { name: texts.region });
    await start.getByLabel(texts.name).fill('Expo 2026');
    await start.getByLabel(texts.pin).fill('2468');
    await start.getByLabel(texts.again).fill('2468');
    await start.getByRole('button', { name: texts.start }).click();
    // The kiosk speaks the card's language (Hebrew here), whatever the app's.
    await expect(page.getByRole('heading', { level: 1, name: 'השאירו פרטים' })).toBeVisible();
    problems.push(...(await problemsOnPhones(page)).map((problem) => `kiosk: ${problem}`));
    await page.getByRole('button', { name: 'יציאה ממצב אירוע' }).click();
    const leave = page.getByRole('dialog', { name: 'יציאה ממצב אירוע' });
    await expect(leave).toBeVisible();
    problems.push(...(await problemsOnPhones(page)).map((problem) => `leaving the kiosk: ${problem}`));
    // "Leave" and "Cancel" side by side are far enough apart that a finger meant for one does not press the other.
    const [leaveBox, cancelBox] = await Promise.all([leave.getByRole('button', { name: 'יציאה', exact: true }).boundingBox(), leave.getByRole('button', { name: 'ביטול' }).last().boundingBox()]);
    const apart = Math.max(leaveBox!.x - (cancelBox!.x + cancelBox!.width), cancelBox!.x - (leaveBox!.x + leaveBox!.width), leaveBox!.y - (cancelBox!.y + cancelBox!.height), cancelBox!.y - (leaveBox!.y + leaveBox!.height));
    if (apart < 8) problems.push(`leaving the kiosk: its buttons are ${Math.round(apart)} px apart`);
    expect(problems).toEqual([]);
  });
}
