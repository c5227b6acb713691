import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { AuthResponse } from '../../../shared/contract/auth';
import type { Profile, ProfileFormValues } from '../../../shared/contract/profiles';
import { confirmationToken } from '../../helpers/mail';
import { callApi, csrfHeaders } from './api';
import { DATA_DIR_VARIABLE } from './global-setup';

/** An owner account made for one test (on its 14-day trial, so statistics and leads are open): no other test reads or changes it. */
export interface OwnerAccount {
  username: string;
  email: string;
  password: string;
}

const OWNER_PASSWORD = 'e2e-owner-pass-1';

/** The shared demo account the server seeds: read-only, with a card, leads and statistics. */
export const DEMO = { email: 'demo@kartis.app', password: 'demo1234' } as const;

/** The admin account the global setup's server seeds (ADMIN_PASSWORD in support/production-server.ts). */
export const SEEDED_ADMIN = { email: 'admin@kartis.app', password: 'e2e-admin-password' } as const;
let madeInThisWorker = 0;

/** Lower-case letters and digits no other call produces, in any worker: the time, the worker's process id and a counter. */
function uniqueSuffix(): string {
  madeInThisWorker += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${madeInThisWorker.toString(36)}`;
}

/** A card address no other test uses, starting with `prefix` (at most 12 characters) so failures read well. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${uniqueSuffix()}`;
}

async function register(request: APIRequestContext, dataDir = e2eDataDir()): Promise<{ account: OwnerAccount; origin: string; answer: AuthResponse }> {
  const suffix = uniqueSuffix();
  const account = { username: `o${suffix}`, email: `owner-${suffix}@example.test`, password: OWNER_PASSWORD };
  return { account, ...(await registerAccount(request, account, dataDir)) };
}

/** Registers `account` through the API and opens the link of its confirmation mail; the request context is then signed in as it. */
export async function registerAccount(request: APIRequestContext, account: OwnerAccount, dataDir = e2eDataDir()): Promise<{ origin: string; answer: AuthResponse }> {
  const registered = await request.post('/api/auth/register', { data: account, headers: await csrfHeaders(request) });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = await confirmationToken(dataDir, account.email);
  const response = await request.post('/api/auth/confirm-registration', { data: { token }, headers: await csrfHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return { origin: new URL(response.url()).origin, answer: (await response.json()) as AuthResponse };
}

/** The data folder of the server the tests run against (its mail lands there). */
export function e2eDataDir(): string {
  const dir = process.env[DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${DATA_DIR_VARIABLE} is not set: the tests read the server's mail from its data folder`);
  return dir;
}

/** Ends an account's free trial yesterday, in the server's own database: with no plan bought, its plan has lapsed. */
export function endTrial(account: Pick<OwnerAccount, 'email'>): void {
  const db = new Database(join(e2eDataDir(), 'kartis.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const changed = db.prepare('UPDATE users SET trial_ends_at = ? WHERE email = ?').run(yesterday, account.email.toLowerCase()).changes;
    if (changed !== 1) throw new Error(`no account ${account.email}`);
  } finally {
    db.close();
  }
}

/** Registers a fresh owner through the API; the request context is signed in as it afterwards. */
export async function registerOwner(request: APIRequestContext): Promise<OwnerAccount> {
  return (await register(request)).account;
}

/**
 * Registers a fresh owner and signs the page's browser in as it the way the app's own login leaves it: the session
 * cookie (registered through `page.request`, which shares the browser's cookies) and the user and token in
 * localStorage (app/lib/storage.ts), so the first page load already runs as a returning owner's. `dataDir` is where the
 * server saves its mail (another server than the run's has its own).
 */
export async function signInAsNewOwner(page: Page, dataDir = e2eDataDir()): Promise<OwnerAccount> {
  const { account, origin, answer } = await register(page.request, dataDir);
  await keepSignedInUser(page, origin, answer);
  return account;
}

/**
 * Leaves the user and token of an auth answer in the browser's localStorage, as the app's own login does, with Hebrew
 * chosen on the device: a device with no choice shows the account's language, and a shared account's (the seeded
 * admin's) is whichever language another test last switched it to. `keepLanguage` still picks another.
 */
async function keepSignedInUser(page: Page, origin: string, answer: AuthResponse): Promise<void> {
  const stored = [
    { name: 'currentUser', value: JSON.stringify(answer.user) },
    { name: 'language', value: 'he' },
  ];
  if (answer.token) stored.push({ name: 'token', value: answer.token });
  const { cookies } = await page.context().storageState();
  await page.context().setStorageState({ cookies, origins: [{ origin, localStorage: stored }] });
}

/** Signs the page's browser in as an existing account (say the seeded admin), as signInAsNewOwner does for a new one. */
export async function signInPageAs(page: Page, account: Pick<OwnerAccount, 'email' | 'password'>): Promise<AuthResponse> {
  const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password }, headers: await csrfHeaders(page.request) });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as AuthResponse;
  await keepSignedInUser(page, new URL(response.url()).origin, answer);
  return answer;
}

/** Signs a request context in as the account: another device of the same owner. */
export async function signIn(request: APIRequestContext, account: OwnerAccount): Promise<void> {
  await callApi(request, 'POST', '/api/auth/login', { email: account.email, password: account.password, rememberMe: false });
}

/** Creates a published card for the signed-in owner: a unique address and a Hebrew name unless `values` say otherwise. */
export function createCard(request: APIRequestContext, values: Partial<ProfileFormValues> = {}): Promise<Profile> {
  return callApi<Profile>(request, 'POST', '/api/profiles', { slug: uniqueSlug('card'), displayName: 'נועה כהן', ...values });
}

/** A fresh owner who has written `content` to support from a browser of their own: a conversation in support's inbox. */
export async function ownerWhoWroteToSupport(browser: Browser, content: string): Promise<OwnerAccount> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const owner = await signInAsNewOwner(page);
    await callApi(page.request, 'POST', '/api/messages', { content, type: 'support' });
    return owner;
  } finally {
    await context.close();
  }
}

/** Gives the account an active team plan for five seats, in the server's own database (payment processing is not active). */
export function payForTeamPlan(owner: OwnerAccount): void {
  const db = new Database(join(e2eDataDir(), 'kartis.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO subscriptions (user_id, product_id, billing_cycle, status, current_period_end, seats, created_at, updated_at)
       SELECT u.id, p.id, 'monthly', 'active', ?, 5, ?, ? FROM users u, products p WHERE u.email = ? AND p.seed_key = 'team'`,
    ).run(new Date(Date.now() + 30 * 86_400_000).toISOString(), now, now, owner.email.toLowerCase());
  } finally {
    db.close();
  }
}
