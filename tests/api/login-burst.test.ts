import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../api/auth/password';
import { LOGIN_LIMITS } from '../../api/auth/login-throttle';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { TestClient } from '../helpers/client';
import { startSecondNode, startTestServer, testEngine, type TestServer } from '../helpers/server';
import { tryLogin } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';

// Every password check of the server, still performed for real, is recorded: the checks a burst got are counted.
vi.mock('../../api/auth/password', async (importOriginal) => {
  const real = await importOriginal<{ verifyPassword: typeof verifyPassword }>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).toReversed()) await close();
});

/** Sends `count` wrong passwords for `email` at once from one browser (one address), spread over `urls`; each answer's status and Retry-After. */
async function burst(urls: string[], email: string, count: number): Promise<{ status: number; retryAfter: number; body: unknown }[]> {
  const browser = new TestClient(urls[0]!);
  const csrf = await browser.csrfToken();
  const cookie = ['kartis.csrf', 'kartis.csrf.sig'].map((name) => `${name}=${browser.cookie(name)}`).join('; ');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${urls[i % urls.length]}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'csrf-token': csrf, Cookie: cookie },
        body: JSON.stringify({ email, password: `wrong-password-${i}` }),
      });
      return { status: response.status, retryAfter: Number(response.headers.get('Retry-After') ?? 0), body: await response.json() };
    }),
  );
}

/** Fires the burst and checks what a guesser got: the limit's checks, every other attempt refused; then the owner is locked out too. */
async function expectBurstHeld(server: TestServer, urls: string[], count: number, label: string) {
  const user = await buildUser(server.query);
  const checks = vi.mocked(verifyPassword);
  checks.mockClear();
  const answers = await burst(urls, user.email, count);
  const checked = checks.mock.calls.length;
  const refused = answers.filter((answer) => answer.status === 429);
  process.stdout.write(`login burst (${label}, ${testEngine()}): ${count} parallel wrong passwords, ${checked} checked, ${refused.length} refused\n`);
  expect(checked).toBe(LOGIN_LIMITS.perAccountAndAddress);
  expect(answers.filter((answer) => answer.status === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
  expect(refused).toHaveLength(count - LOGIN_LIMITS.perAccountAndAddress);
  for (const answer of refused) {
    expect(answer.body).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(answer.retryAfter).toBeGreaterThan(14 * 60);
    expect(answer.retryAfter).toBeLessThanOrEqual(15 * 60);
  }
  // The lock holds on every node, for the right password as well, and checks nothing more.
  for (const url of urls) expect((await tryLogin(new TestClient(url), user.email, user.password)).status).toBe(429);
  expect(checks.mock.calls.length).toBe(checked);
}

describe.each([40, 200])('a burst of %i parallel wrong passwords for one account from one address', (count) => {
  it('gets only the limit checked on one node counting in memory; the rest answer 429 with Retry-After', async () => {
    const server = await startTestServer({ SHARED_LIMITS: '0' });
    closers.push(() => server.close());
    await expectBurstHeld(server, [server.url], count, 'memory');
  });

  it('gets only the limit checked across two nodes sharing their counts in the database (SHARED_LIMITS=1)', async () => {
    const server = await startTestServer({ SHARED_LIMITS: '1' });
    closers.push(() => server.close());
    const second = await startSecondNode(server);
    closers.push(() => second.close());
    await expectBurstHeld(server, [server.url, second.url], count, 'shared');
  });
});

describe('a reserved attempt', () => {
  it('lets the right password through after four wrong ones, and successes never use up the address’s attempts', async () => {
    const server = await startTestServer({ SHARED_LIMITS: '0' });
    closers.push(() => server.close());
    const user = await buildUser(server.query);
    for (let i = 0; i < 4; i++) expect((await tryLogin(new TestClient(server.url), user.email, 'wrong-password-x')).status).toBe(401);
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(200);
    // An office behind one address signs in more often than the address may fail.
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAddress; i++) statuses.push((await tryLogin(new TestClient(server.url), user.email, user.password)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
