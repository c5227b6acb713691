import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededHomeProducts } from '../../api/bin/seeded-home-products';
import { prerenderedFile, SERVER_RENDER_OUTLET, serverRenderedDocument, serverRenderedTemplate } from '../../shared/documents.mjs';
import { appDocument } from '../../shared/pages/app-document';
import { APP_SHELL_HTML, appShellDir } from '../fixtures/app-shell';
import { startTestServer, type TestServer } from '../helpers/server';
import { run, sql } from '../helpers/sql';

/**
 * A stand-in for the build's renderer: it draws the plans it is given as text, so a test reads which plans a page
 * shows, and marks what it draws, so a test tells it from what the build drew.
 */
const RENDERER = `
export async function renderPage(path, queries) {
  const plans = queries.find(([key]) => key[0] === '/api/home-products')?.[1] ?? [];
  return '<main class="redrawn">' + plans.map((plan) => '<h3>' + plan.name + ' ' + plan.monthlyPrice + '</h3>').join('') + '</main>';
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
  writeFileSync(join(appDir, ...serverRenderedTemplate('landing').split('/')), template);
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
async function landing() {
  const response = await fetch(`${server.url}/`);
  const html = await response.text();
  const data = /<script type="application\/json" id="server-queries">(.*?)<\/script>/.exec(html)?.[1];
  return { status: response.status, html, plans: data ? (JSON.parse(data) as [unknown[], { name: string }[]][])[0]![1] : undefined };
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

  it('shows the plans of the moment once an admin has changed them, and the data to match', async () => {
    await run(server.query, sql`UPDATE products SET monthly_price = 4500, name = ${'מקצועי פלוס'} WHERE seed_key = 'pro'`);
    await new Promise((resolve) => setImmediate(resolve));
    const { html, plans } = await landing();
    expect(html).toContain('<main class="redrawn"><h3>בסיסי 0</h3><h3>מקצועי פלוס 45</h3>');
    expect(html).not.toContain('<h3>מקצועי 40</h3>');
    expect(plans?.map((plan) => plan.name)).toEqual(['בסיסי', 'מקצועי פלוס', 'צוות']);
    expect(html).toContain('<title>כרטיסי ביקור דיגיטליים לעסקים בישראל | כרטיס</title>');
  });

  it('is the app\'s document for an address with a query, which can change what the page shows', async () => {
    const html = await (await fetch(`${server.url}/?section=pricing`)).text();
    expect(html).not.toContain('<h3>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });
});
