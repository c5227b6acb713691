import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { Profile } from '../../shared/contract/profiles';
import { balancerUnavailable, startBalancer, type Balancer } from '../helpers/balancer.mjs';
import { freePort } from '../helpers/free-port.mjs';
import { confirmationToken } from '../helpers/mail';
import { sharedNodeEnv, startNodes, type AppNode } from '../helpers/nodes.mjs';
import { callApi, csrfHeaders } from '../e2e/support/api';

/**
 * Two nodes of the built server over one database behind Debian's haproxy, which terminates HTTPS and alternates
 * them request by request. The database is one SQLite file both processes open (WAL), or the PostgreSQL server that
 * MULTI_NODE_DATABASE_URL names.
 */
const databaseUrl = process.env.MULTI_NODE_DATABASE_URL;

let dataDir: string;
let nodes: AppNode[] = [];
let balancer: Balancer | undefined;

test.skip(Boolean(balancerUnavailable()), balancerUnavailable() ?? '');

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kartis-multi-node-'));
  const port = await freePort();
  nodes = await startNodes(2, sharedNodeEnv({ dataDir, databaseUrl, publicUrl: `https://127.0.0.1:${port}`, env: { SIGNUPS_PER_HOUR: '1000' } }));
  balancer = await startBalancer({ backends: nodes.map((node) => node.url), tls: true, port });
});

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Which node answered each response of a page or request context, in order. */
function servedBy(responses: Response[]): string[] {
  return responses.map((response) => response.headers()['x-served-by']).filter((name): name is string => Boolean(name));
}

async function registerThroughMail(page: Page, account: { username: string; email: string; password: string }): Promise<void> {
  const registered = await page.request.post('/api/auth/register', { data: account, headers: await csrfHeaders(page.request) });
  expect(registered.status(), await registered.text()).toBe(202);
  // The link of the confirmation mail, opened in the browser as the new owner does.
  await page.goto(`/confirm-registration?token=${await confirmationToken(dataDir, account.email)}`);
  await expect(page).toHaveURL(/\/editor\?guided=1$/);
}

async function leaveLead(page: Page, slug: string, name: string, phone: string): Promise<void> {
  await page.goto(`/p/${slug}`);
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill(phone);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'תודה! הפרטים נשלחו' })).toBeVisible();
}

async function saveCardInEditor(page: Page, id: number, values: { displayName: string; title: string }): Promise<void> {
  await page.goto(`/editor/${id}`);
  await page.getByLabel('שם לתצוגה').fill(values.displayName);
  await page.getByLabel('תפקיד').fill(values.title);
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();
}

test(`an owner registers, edits a card, gets leads and reads stats while the balancer alternates two nodes, and loses nothing when one dies (${databaseUrl ? 'PostgreSQL' : 'one SQLite file'})`, async ({ browser }) => {
  const baseURL = balancer!.url;
  const owner = await browser.newContext({ baseURL });
  const visitor = await browser.newContext({ baseURL });
  const ownerResponses: Response[] = [];
  const visitorResponses: Response[] = [];
  owner.on('response', (response) => ownerResponses.push(response));
  visitor.on('response', (response) => visitorResponses.push(response));
  const page = await owner.newPage();
  const visitorPage = await visitor.newPage();

  try {
    const suffix = Date.now().toString(36);
    await registerThroughMail(page, { username: `multi${suffix}`, email: `multi-${suffix}@example.test`, password: 'multi-node-pass-1' });
    // Behind the balancer's HTTPS the session cookie is Secure and the card's links are HTTPS ones.
    const cookies = await owner.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);

    const card = await callApi<Profile>(page.request, 'POST', '/api/profiles', { slug: `multi-${suffix}`, displayName: 'נועה כהן' });
    await saveCardInEditor(page, card.id, { displayName: 'נועה כהן-לוי', title: 'מעצבת פנים' });

    // Every node serves the edit at once, whichever cached the card before it.
    for (let i = 0; i < 4; i++) {
      const answer = await visitorPage.request.get(`/p/${card.slug}`);
      expect(await answer.text()).toContain('נועה כהן-לוי');
    }
    const cardPage = await visitorPage.request.get(`/p/${card.slug}`);
    expect(await cardPage.text()).toContain(`https://127.0.0.1:${balancer!.port}/p/${card.slug}`);

    await leaveLead(visitorPage, card.slug, 'רון לפני', '052-555-1001');
    expect(new Set([...servedBy(ownerResponses), ...servedBy(visitorResponses)])).toEqual(new Set(['node1', 'node2']));

    // node1 dies mid-journey, as a machine does: no shutdown, nothing flushed.
    await nodes[0]!.kill();
    const afterKill = [ownerResponses.length, visitorResponses.length] as const;

    await saveCardInEditor(page, card.id, { displayName: 'נועה כהן-לוי', title: 'מעצבת פנים ואדריכלית' });
    await leaveLead(visitorPage, card.slug, 'דנה אחרי', '052-555-1002');

    // The owner is still signed in (the session is in the database), and finds both leads and the last edit.
    await page.goto('/leads');
    await expect(page.getByText('רון לפני').first()).toBeVisible();
    await expect(page.getByText('דנה אחרי').first()).toBeVisible();
    const stored = await callApi<Profile>(page.request, 'GET', `/api/profiles/${card.id}`);
    expect(stored).toMatchObject({ displayName: 'נועה כהן-לוי', title: 'מעצבת פנים ואדריכלית' });
    await expect.poll(async () => (await (await visitorPage.request.get(`/p/${card.slug}`)).text()).includes('מעצבת פנים ואדריכלית')).toBe(true);

    // The statistics count the visits the surviving node recorded, and both leads.
    await expect
      .poll(async () => {
        const report = (await (await page.request.get(`/api/profiles/${card.id}/stats?days=7`)).json()) as { totals?: Record<string, number> };
        return report.totals;
      })
      .toMatchObject({ leads: 2 });
    await page.goto(`/stats/${card.id}?days=7`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // API answers only: the app's files and pages come from the browser's caches and the service worker, with the
    // headers of the node that first sent them.
    const servedAfterKill = servedBy([...ownerResponses.slice(afterKill[0]), ...visitorResponses.slice(afterKill[1])].filter((response) => new URL(response.url()).pathname.startsWith('/api/')));
    expect(servedAfterKill.length).toBeGreaterThan(5);
    expect(new Set(servedAfterKill)).toEqual(new Set(['node2']));
  } finally {
    await owner.close();
    await visitor.close();
  }
});
