import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { Client } from 'pg';
import type { Profile, UploadResult } from '../../shared/contract/profiles';
import { png } from '../fixtures/images';
import { balancerUnavailable, startBalancer, type Balancer } from '../helpers/balancer.mjs';
import { freePort } from '../helpers/free-port.mjs';
import { confirmationToken } from '../helpers/mail';
import { sharedNodeEnv, startNode, startNodes, type AppNode } from '../helpers/nodes.mjs';
import { postgresUnavailable, startPostgresCluster } from '../helpers/postgres-cluster.mjs';
import { callApi, csrfHeaders } from '../e2e/support/api';

/**
 * Two nodes of the built server behind Debian's haproxy, which terminates HTTPS and alternates them request by request:
 * over one SQLite file both processes open (WAL, one shared data folder), and over PostgreSQL (a throwaway cluster, or
 * the server MULTI_NODE_DATABASE_URL names) with a data folder of each node's own, so that nothing but the database
 * is shared: sessions, limits, uploads and caches all go through it.
 */
const ENGINES = [
  { name: 'one SQLite file', postgres: false },
  { name: 'PostgreSQL, nothing else shared', postgres: true },
] as const;

let dataDirs: string[] = [];
let nodes: AppNode[] = [];
let balancer: Balancer | undefined;
let cluster: { url: string; stop(): Promise<void> } | undefined;

test.skip(Boolean(balancerUnavailable()), balancerUnavailable() ?? '');

/** A new database in the run's cluster (started on first use), or the one MULTI_NODE_DATABASE_URL names. */
async function postgresDatabase(): Promise<string> {
  if (process.env.MULTI_NODE_DATABASE_URL) return process.env.MULTI_NODE_DATABASE_URL;
  cluster ??= await startPostgresCluster();
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kartis_multi_node');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/kartis_multi_node';
  return url.toString();
}

async function startCluster(postgres: boolean): Promise<void> {
  const port = await freePort();
  const publicUrl = `https://127.0.0.1:${port}`;
  const env = { SIGNUPS_PER_HOUR: '1000' };
  if (postgres) {
    const databaseUrl = await postgresDatabase();
    dataDirs = [1, 2].map((n) => mkdtempSync(join(tmpdir(), `kartis-node${n}-`)));
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    for (const [i, dataDir] of dataDirs.entries()) nodes.push(await startNode({ name: `node${i + 1}`, env: sharedNodeEnv({ dataDir, databaseUrl, publicUrl, env }) }));
  } else {
    dataDirs = [mkdtempSync(join(tmpdir(), 'kartis-multi-node-'))];
    nodes = await startNodes(2, sharedNodeEnv({ dataDir: dataDirs[0]!, publicUrl, env }));
  }
  balancer = await startBalancer({ backends: nodes.map((node) => node.url), tls: true, port });
}

async function stopCluster(): Promise<void> {
  await balancer?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  [balancer, nodes, dataDirs] = [undefined, [], []];
}

test.afterAll(async () => {
  await cluster?.stop();
});

/** Which node answered each response of a page or request context, in order. */
function servedBy(responses: Pick<Response, 'headers'>[]): string[] {
  return responses.map((response) => response.headers()['x-served-by']).filter((name): name is string => Boolean(name));
}

/** The confirmation mail's token, from whichever node's data folder the mail landed in. */
async function confirmationTokenOnAnyNode(email: string): Promise<string> {
  for (const dir of dataDirs) {
    const token = await confirmationToken(dir, email).catch(() => undefined);
    if (token) return token;
  }
  throw new Error(`no confirmation mail to ${email}`);
}

async function registerThroughMail(page: Page, account: { username: string; email: string; password: string }): Promise<void> {
  const registered = await page.request.post('/api/auth/register', { data: account, headers: await csrfHeaders(page.request) });
  expect(registered.status(), await registered.text()).toBe(202);
  // The link of the confirmation mail, opened in the browser as the new owner does.
  await page.goto(`/confirm-registration?token=${await confirmationTokenOnAnyNode(account.email)}`);
  await expect(page).toHaveURL(/\/editor\?guided=1$/);
}

async function leaveLead(page: Page, slug: string, name: string, phone: string): Promise<void> {
  await page.goto(`/p/${slug}`);
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill(phone);
  await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
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

for (const engine of ENGINES) {
  test.describe(engine.name, () => {
    test.skip(engine.postgres && Boolean(postgresUnavailable()), postgresUnavailable() ?? '');
    test.beforeAll(() => startCluster(engine.postgres));
    test.afterAll(stopCluster);
    test('an owner registers, uploads a photo, edits a card, gets leads and reads stats while the balancer alternates two nodes, and loses nothing when one dies', ({ browser }) => journey(browser, engine.postgres));
  });
}

/**
 * The owner's live stream, held through the balancer on one node, hears of the owner's support messages sent through
 * either node: each node tells the others through PostgreSQL's NOTIFY.
 */
async function expectChatLiveAcrossNodes(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((opened) => {
        const heard: number[] = [];
        Object.assign(window, { heardSupportChanges: heard });
        const source = new EventSource('/api/live');
        source.addEventListener('support', (event) => heard.push((JSON.parse((event as MessageEvent<string>).data) as { userId: number }).userId));
        source.addEventListener('open', opened, { once: true });
      }),
  );
  // Each post names its node: round robin also counts the page's own requests (its prefetches, its reads after each
  // message), which can take every other turn and send every post to the same node.
  const headers = await csrfHeaders(page.request);
  const postedOn: string[] = [];
  for (const node of ['node1', 'node2']) {
    const response = await page.request.post('/api/messages', { data: { content: `שאלה לתמיכה דרך ${node}`, type: 'support' }, headers: { ...headers, 'X-Kartis-Node': node } });
    expect(response.status(), await response.text()).toBe(201);
    postedOn.push(...servedBy([response]));
  }
  expect(postedOn).toEqual(['node1', 'node2']);
  await expect.poll(() => page.evaluate(() => (window as unknown as { heardSupportChanges: number[] }).heardSupportChanges.length)).toBe(postedOn.length);
}

async function journey(browser: Browser, postgres: boolean): Promise<void> {
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

    // The photo is stored through one node and every node serves it (with PostgreSQL, from the database).
    const uploaded = await page.request.post('/api/uploads', {
      headers: await csrfHeaders(page.request),
      multipart: { purpose: 'avatar', file: { name: 'noa.png', mimeType: 'image/png', buffer: await png(600, 600, '#0f766e') } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const photo = ((await uploaded.json()) as UploadResult).url;
    const photoAnswers = await Promise.all(['node1', 'node2'].map((node) => visitorPage.request.get(photo, { headers: { 'X-Kartis-Node': node } })));
    expect(photoAnswers.map((answer) => `${answer.status()} ${answer.headers()['content-type']}`)).toEqual(['200 image/webp', '200 image/webp']);
    expect(servedBy(photoAnswers)).toEqual(['node1', 'node2']);

    const card = await callApi<Profile>(page.request, 'POST', '/api/profiles', { slug: `multi-${suffix}`, displayName: 'נועה כהן', avatar: photo });
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

    // On SQLite each process hears only its own changes: the chat reads again when its stream reconnects.
    if (postgres) await expectChatLiveAcrossNodes(page);

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
}
