import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededHomeProducts } from '../../api/bin/seeded-home-products';
import { APP_ROUTES_FILE, prerenderedFile, SERVER_RENDER_OUTLET, serverRenderedDocument, serverRenderedTemplate } from '../../shared/documents.mjs';
import { appDocument } from '../../shared/pages/app-document';
import { APP_SHELL_HTML, appShellDir } from '../fixtures/app-shell';
import { startTestServer, type TestServer } from '../helpers/server';
import { run, sql } from '../helpers/sql';

/**
 * A stand-in for the build's renderer: it draws the plans it is given as text, so a test reads which plans a page
 * shows, and marks what it draws, so a test tells it from what the build drew.
 */
const RENDERER = `
export async function renderPage(path, queries, language) {
  const plans = queries.find(([key]) => key[0] === '/api/home-products')?.[1] ?? [];
  return '<main class="redrawn" data-language="' + language + '">' + plans.map((plan) => '<h3>' + plan.name + ' ' + plan.monthlyPrice + '</h3>').join('') + '</main>';
}
`;

const KEY = '/api/home-products';
let server: TestServer;

/** A built app whose landing page was drawn, as the build draws it, with the plans a new installation has. */
async function builtApp(): Promise<string> {
  const appDir = appShellDir();
  const plans = JSON.parse(await seededHomeProducts()) as { name: string; monthlyPrice: number }[];
  const queries: [unknown[], unknown][] = [[[KEY], plans]];
  const template = appDocument(APP_SHELL_HTML, SERVER_RENDER_OUTLET, { scripts: [], styles: [] }, 'assets/start.js');
  const drawn = `<main>${plans.map((plan) => `<h3>${plan.name} ${plan.monthlyPrice}</h3>`).join('')}</main>`;
  writeFileSync(join(appDir, ...prerenderedFile('/').split('/')), serverRenderedDocument(template, drawn, queries));
  // The build draws the page in each language; Russian stands for the others here.
  mkdirSync(join(appDir, 'prerendered', 'ru'));
  const russian = appDocument(APP_SHELL_HTML, SERVER_RENDER_OUTLET, { scripts: [], styles: [] }, 'assets/start.js', { language: 'ru' });
  writeFileSync(join(appDir, ...prerenderedFile('/', 'ru').split('/')), serverRenderedDocument(russian, `<main lang-drawn="ru">${drawn}</main>`, queries));
  writeFileSync(join(appDir, ...serverRenderedTemplate('landing').split('/')), template);
  // The app's routes, for the server to tell an address that leads nowhere.
  writeFileSync(join(appDir, APP_ROUTES_FILE), JSON.stringify(['/login']));
  mkdirSync(join(appDir, '..', 'prerender'));
  writeFileSync(join(appDir, '..', 'prerender', 'render.js'), RENDERER);
  writeFileSync(join(appDir, '..', 'prerender', 'package.json'), JSON.stringify({ type: 'module' }));
  return appDir;
}

beforeAll(async () => {
  server = await startTestServer({}, { appDir: await builtApp() });
});
afterAll(() => server.close());

/** The landing page as a crawler or a visitor without JavaScript gets it, and the plans it carries for the app. */
async function landing(init: RequestInit = {}, address = '/') {
  const response = await fetch(`${server.url}${address}`, init);
  const html = await response.text();
  const data = /<script type="application\/json" id="server-queries">(.*?)<\/script>/.exec(html)?.[1];
  return { status: response.status, vary: response.headers.get('vary'), html, plans: data ? (JSON.parse(data) as [unknown[], { name: string }[]][])[0]![1] : undefined };
}

describe('the landing page', () => {
  it('carries its plans and prices in its HTML, with the data the app starts from, and its own head', async () => {
    const { status, html, plans } = await landing();
    expect(status).toBe(200);
    expect(html).toContain('<h3>בסיסי 0</h3>');
    expect(html).toContain('<h3>מקצועי 40</h3>');
    expect(html).not.toContain('redrawn');
    expect(plans?.map((plan) => plan.name)).toEqual(['בסיסי', 'מקצועי', 'צוות']);
    expect(html).toContain('<title>כרטיסי ביקור דיגיטליים לעסקים בישראל | כרטיס</title>');
  });

  it('is drawn in the language chosen on the device, or the one its address names, with its head in it', async () => {
    const russian = await landing({ headers: { cookie: 'kartis.lang=ru' } });
    expect(russian.vary).toMatch(/\bCookie\b/);
    expect(russian.html).toContain('<html lang="ru" dir="ltr">');
    expect(russian.html).toContain('<div id="root" data-prerendered="ru"><main lang-drawn="ru">');
    expect(russian.html).toContain('<title>Цифровые визитки для бизнеса в Израиле | Kartis</title>');
    expect(russian.html).toContain('<meta property="og:locale" content="ru_RU">');
    expect(russian.html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/\?lang=ru">/);
    expect(russian.html).toMatch(/<link rel="alternate" hreflang="ar" href="https?:\/\/[^/"]+\/\?lang=ar">/);
    expect(russian.html).toMatch(/<link rel="alternate" hreflang="x-default" href="https?:\/\/[^/"]+\/">/);
    expect((await landing({}, '/?lang=ru')).html).toContain('<main lang-drawn="ru">');
    // An address naming a language overrides the device's choice.
    const hebrew = await landing({ headers: { cookie: 'kartis.lang=ru' } }, '/?lang=he');
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.html).not.toContain('lang-drawn');
    // A cookie naming no language of the site is the default.
    expect((await landing({ headers: { cookie: 'kartis.lang=fr' } })).html).toContain('<html lang="he" dir="rtl">');
  });

  it('is the app\'s document in the language, with its head, for a query besides the language', async () => {
    const { html } = await landing({}, '/?lang=ar&section=pricing');
    expect(html).not.toContain('<h3>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>بطاقات عمل رقمية للأعمال في إسرائيل | Kartis</title>');
  });

  it('shows the plans of the moment once an admin has changed them, and the data to match', async () => {
    await run(server.query, sql`UPDATE products SET monthly_price = 4500, name = ${'מקצועי פלוס'} WHERE seed_key = 'pro'`);
    await new Promise((resolve) => setImmediate(resolve));
    const { html, plans } = await landing();
    expect(html).toContain('<main class="redrawn" data-language="he"><h3>בסיסי 0</h3><h3>מקצועי פלוס 45</h3>');
    expect(html).not.toContain('<h3>מקצועי 40</h3>');
    expect(plans?.map((plan) => plan.name)).toEqual(['בסיסי', 'מקצועי פלוס', 'צוות']);
    expect(html).toContain('<title>כרטיסי ביקור דיגיטליים לעסקים בישראל | כרטיס</title>');
    // Drawn again in the visitor's language too.
    const russian = await landing({ headers: { cookie: 'kartis.lang=ru' } });
    expect(russian.html).toContain('<html lang="ru" dir="ltr">');
    expect(russian.html).toContain('<div id="root" data-prerendered="ru"><main class="redrawn" data-language="ru"><h3>בסיסי 0</h3><h3>מקצועי פלוס 45</h3>');
    expect(russian.html).toContain('<title>Цифровые визитки для бизнеса в Израиле | Kartis</title>');
  });

  it('is the app\'s document for an address with a query, which can change what the page shows', async () => {
    const html = await (await fetch(`${server.url}/?section=pricing`)).text();
    expect(html).not.toContain('<h3>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });
});

describe('the other documents a visitor who chose a language gets', () => {
  it('the not-found page is in that language, still kept out of search results', async () => {
    const response = await fetch(`${server.url}/no-such-page`, { headers: { cookie: 'kartis.lang=ru' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = await response.text();
    expect(html).toContain('<html lang="ru" dir="ltr">');
    expect(html).toContain('<title>Страница не найдена | Kartis</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("another page of the app is the app's document in that language, so nothing turns around when the app starts", async () => {
    const html = await (await fetch(`${server.url}/login`, { headers: { cookie: 'kartis.lang=en' } })).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(await (await fetch(`${server.url}/login`)).text()).toContain('<html lang="he" dir="rtl">');
  });

  it('a blog post is set in that language, its own head in the post\'s', async () => {
    const [post] = (await (await fetch(`${server.url}/api/blog-posts`)).json()) as { id: number; title: string }[];
    const html = await (await fetch(`${server.url}/blog/${post!.id}`, { headers: { cookie: 'kartis.lang=en' } })).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<meta property="og:title" content="${post!.title}">`);
  });
});
