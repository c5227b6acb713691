import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, EMAIL_CHANGE_MESSAGES } from '../../shared/contract/account';
import { linkIn, mailsTo } from '../helpers/mail';
import { startLocalProvider, type LocalProvider } from '../helpers/oidc-provider';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser } from '../helpers/users';
import { row, run, sql } from '../helpers/sql';

const CLIENT = { clientId: 'kartis-test-client', clientSecret: 'kartis-test-client-secret' };
const DAY_MS = 86_400_000;

let server: TestServer;
let provider: LocalProvider;

beforeAll(async () => {
  server = await startTestServer();
  provider = await startLocalProvider({
    ...CLIENT,
    redirectUris: [`${server.url}/api/auth/google/callback`],
    accounts: {
      'sub-new': { email: 'Noa.Cohen@Example.test', email_verified: true, name: 'נועה כהן' },
      'sub-existing': { email: 'DANA@example.test', email_verified: true, name: 'Dana from Google' },
      'sub-unverified': { email: 'victim@example.test', email_verified: false, name: 'Mallory' },
      'sub-unverified-new': { email: 'unclaimed@example.test', email_verified: false, name: 'Unclaimed' },
      'sub-linker': { email: 'someone.else@gmail.example', email_verified: true, name: 'Linker' },
      'sub-confirmer': { email: 'confirmer@example.test', email_verified: true, name: 'Confirmer' },
      'sub-confirmer-2': { email: 'confirmer2@example.test', email_verified: true, name: 'Confirmer Two' },
      'sub-changer': { email: 'changer@example.test', email_verified: true, name: 'Changer' },
      'sub-wanted': { email: 'wanted@example.test', email_verified: true, name: 'The real owner' },
      'sub-devices': { email: 'devices@example.test', email_verified: true, name: 'Two Browsers' },
      'sub-thief': { email: 'thief@gmail.example', email_verified: true, name: 'Thief' },
      'sub-linker-late': { email: 'late.linker@gmail.example', email_verified: true, name: 'Late Linker' },
    },
  });
  // The server's port is only known once it listens, after its configuration was read: point it at itself and the provider.
  server.config.publicUrl = server.url;
  server.config.google = { ...CLIENT, issuer: provider.issuer };
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
});

/** Cookies per origin and manual redirects: enough of a browser to walk the sign-in across two sites. */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const jar = this.jar(url);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page answers or `stopAt` matches the next URL; returns where it stopped. */
  async navigate(url: string, init: RequestInit = {}, stopAt: (next: URL) => boolean = isAppPage): Promise<{ url: URL; response: Response | undefined }> {
    let current = new URL(url);
    let response = await this.fetch(current.href, init);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('Location')!, current);
      if (stopAt(next)) return { url: next, response: undefined };
      current = next;
      response = await this.fetch(current.href);
    }
    return { url: current, response };
  }

  /** A cookie this browser keeps for the server. */
  cookie(name: string): string | undefined {
    return this.jar(server.url).get(name);
  }

  private jar(url: string) {
    const origin = new URL(url).origin;
    if (!this.jars.has(origin)) this.jars.set(origin, new Map());
    return this.jars.get(origin)!;
  }
}

/** The SPA's pages are not served by the API test server: a redirect to one is where the journey ends. */
const isAppPage = (url: URL) => url.origin === server.url && !url.pathname.startsWith('/api/');
const isCallback = (url: URL) => url.origin === server.url && url.pathname === '/api/auth/google/callback';
const landedOn = (url: URL) => url.pathname + url.search;

/** Starts the sign-in in the app, then types `login` into the provider's login form. */
async function signInWithGoogle(browser: Browser, login: string, { returnTo, stopAt, intent }: { returnTo?: string; stopAt?: (next: URL) => boolean; intent?: 'confirm' } = {}) {
  const params = new URLSearchParams({ ...(returnTo === undefined ? {} : { returnTo }), ...(intent ? { intent } : {}) }).toString();
  const query = params ? `?${params}` : '';
  const loginPage = await browser.navigate(`${server.url}/api/auth/google${query}`);
  expect(loginPage.url.origin).toBe(provider.issuer);
  const html = await loginPage.response!.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  expect(action, 'the provider shows its login form').toBeDefined();
  return browser.navigate(
    new URL(action!, loginPage.url).href,
    { method: 'POST', body: new URLSearchParams({ prompt: 'login', login, password: 'any-password' }) },
    stopAt,
  );
}

/** Logs the browser in with email and password, as the login form does. */
async function passwordSignIn(browser: Browser, email: string, password: string) {
  const { csrfToken } = (await (await browser.fetch(`${server.url}/api/csrf-token`)).json()) as { csrfToken: string };
  const response = await browser.fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'csrf-token': csrfToken },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
}

/** A JSON request carrying the session's anti-forgery token, as the account screen sends. */
async function changeInit(browser: Browser, body: unknown, method = 'POST'): Promise<RequestInit> {
  const { csrfToken } = (await (await browser.fetch(`${server.url}/api/csrf-token`)).json()) as { csrfToken: string };
  return { method, headers: { 'Content-Type': 'application/json', 'csrf-token': csrfToken }, body: JSON.stringify(body) };
}

/** Sends an account change with the session's anti-forgery token, as the account screen does. */
async function sendChange(browser: Browser, method: string, path: string, body: unknown) {
  const response = await browser.fetch(`${server.url}${path}`, await changeInit(browser, body, method));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function currentUser(browser: Browser) {
  const response = await browser.fetch(`${server.url}/api/auth/current-user`);
  return { status: response.status, user: response.ok ? ((await response.json()) as { user: { id: number; email: string; displayName: string; username: string } }).user : undefined };
}

function userRow(email: string) {
  return row<{ id: number; username: string; google_sub: string | null; password_hash: string | null; trial_ends_at: string | null }>(
    server.query,
    sql`SELECT id, username, google_sub, password_hash, trial_ends_at FROM users WHERE email = ${email}`,
  );
}

describe('GET /api/auth/providers', () => {
  it('says whether Google sign-in is configured, so the dialog offers it only then', async () => {
    expect(await (await fetch(`${server.url}/api/auth/providers`)).json()).toEqual({ google: true });
    const google = server.config.google;
    delete server.config.google;
    try {
      expect(await (await fetch(`${server.url}/api/auth/providers`)).json()).toEqual({ google: false });
    } finally {
      server.config.google = google;
    }
  });
});

describe('sign-in with Google against a local OpenID provider', () => {
  it('creates an account for a new verified identity and lands on the dashboard signed in', async () => {
    const browser = new Browser();
    const landed = await signInWithGoogle(browser, 'sub-new');
    expect(landedOn(landed.url)).toBe('/dashboard');

    const { status, user } = await currentUser(browser);
    expect(status).toBe(200);
    expect(user).toMatchObject({ email: 'noa.cohen@example.test', displayName: 'נועה כהן', username: 'noa.cohen' });
    const row = (await userRow('noa.cohen@example.test'))!;
    expect(row).toMatchObject({ google_sub: 'sub-new', password_hash: null });
    const trialDays = (Date.parse(row.trial_ends_at!) - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it('signs the same identity in to the same account the next time', async () => {
    const first = new Browser();
    await signInWithGoogle(first, 'sub-new');
    const firstUser = (await currentUser(first)).user!;
    const accounts = await row(server.query, sql`SELECT count(*) AS n FROM users`);

    const second = new Browser();
    expect(landedOn((await signInWithGoogle(second, 'sub-new')).url)).toBe('/dashboard');
    expect((await currentUser(second)).user!.id).toBe(firstUser.id);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM users`)).toEqual(accounts);
  });

  it('mails the owner when Google signs the account in on a new browser, never for the browser that signed up', async () => {
    const notices = async () => {
      await server.services.signInDevices.settled();
      return (await mailsTo(server.config.dataDir, 'devices@example.test')).filter((mail) => mail.subject === 'התחברות חדשה לחשבון שלך בכרטיס');
    };
    const first = new Browser();
    await signInWithGoogle(first, 'sub-devices');
    expect((await currentUser(first)).status).toBe(200);
    // Again on the same browser (the provider remembers it: no login form this time).
    const again = await first.navigate(`${server.url}/api/auth/google`);
    expect(landedOn(again.url)).toBe('/dashboard');
    expect(await notices()).toEqual([]);

    await signInWithGoogle(new Browser(), 'sub-devices');
    expect(await notices()).toHaveLength(1);
  });

  it('never links an existing account by its address alone: its owner is told to log in with the password first', async () => {
    // Whoever registers an address first must not end up sharing the account of the address's real owner.
    const squatter = await buildUser(server.query, { email: 'dana@example.test', displayName: 'דנה' });
    const browser = new Browser();
    expect(landedOn((await signInWithGoogle(browser, 'sub-existing')).url)).toBe('/?auth=link-required');
    expect((await currentUser(browser)).status).toBe(401);
    expect(await userRow('dana@example.test')).toMatchObject({ id: squatter.id, google_sub: null });
    expect(server.logs.join('\n')).toContain('an account with this e-mail exists');
  });

  it('links Google to the account signed in with its password, and ends the account’s other sessions', async () => {
    const owner = await buildUser(server.query, { email: 'linker@example.test', password: 'linker-pass-1' });
    const otherDevice = new Browser();
    await passwordSignIn(otherDevice, 'linker@example.test', 'linker-pass-1');
    expect((await currentUser(otherDevice)).status).toBe(200);

    const browser = new Browser();
    await passwordSignIn(browser, 'linker@example.test', 'linker-pass-1');
    // The account screen asks for the password first, then sends the browser to Google.
    expect(await sendChange(browser, 'POST', '/api/account/google-link', { password: 'wrong-pass-1' })).toMatchObject({ status: 400, body: { code: 'wrong_password' } });
    expect((await browser.fetch(`${server.url}/api/account/google-link`, await changeInit(browser, { password: 'linker-pass-1' }))).status).toBe(204);
    expect(landedOn((await signInWithGoogle(browser, 'sub-linker', { returnTo: '/account' })).url)).toBe('/account');
    expect((await currentUser(browser)).user).toMatchObject({ id: owner.id });
    expect((await userRow('linker@example.test'))!.google_sub).toBe('sub-linker');
    expect((await currentUser(otherDevice)).status).toBe(401);

    const later = new Browser();
    expect(landedOn((await signInWithGoogle(later, 'sub-linker')).url)).toBe('/dashboard');
    expect((await currentUser(later)).user).toMatchObject({ id: owner.id });
  });

  it('links Google to a signed-in account only right after its password was given in this session: a stolen session cannot add a way in', async () => {
    await buildUser(server.query, { email: 'stolen@example.test', password: 'stolen-pass-1' });
    const owner = new Browser();
    await passwordSignIn(owner, 'stolen@example.test', 'stolen-pass-1');
    const thief = new Browser();
    await passwordSignIn(thief, 'stolen@example.test', 'stolen-pass-1');

    expect(landedOn((await signInWithGoogle(thief, 'sub-thief', { returnTo: '/account' })).url)).toBe('/?auth=error');
    expect((await userRow('stolen@example.test'))!.google_sub).toBeNull();
    // Nobody was signed out, and the Google identity opens no account.
    expect((await currentUser(owner)).status).toBe(200);
    expect(landedOn((await signInWithGoogle(new Browser(), 'sub-thief')).url)).toBe('/dashboard');
    expect((await currentUser(owner)).user).toMatchObject({ email: 'stolen@example.test' });
    expect(server.logs.join('\n')).toContain('linking Google takes the password first');

    // A confirmation serves one sign-in at Google, and lapses.
    expect((await owner.fetch(`${server.url}/api/account/google-link`, await changeInit(owner, { password: 'stolen-pass-1' }))).status).toBe(204);
    const sessionId = decodeURIComponent(owner.cookie('kartis.sid')!);
    const { data } = (await row<{ data: string }>(server.query, sql`SELECT data FROM sessions WHERE id = ${sessionId}`))!;
    const lapsed = JSON.stringify({ ...JSON.parse(data), googleLinkConfirmedAt: Date.now() - 11 * 60_000 });
    await run(server.query, sql`UPDATE sessions SET data = ${lapsed} WHERE id = ${sessionId}`);
    expect(landedOn((await signInWithGoogle(owner, 'sub-linker-late', { returnTo: '/account' })).url)).toBe('/?auth=error');
    expect((await userRow('stolen@example.test'))!.google_sub).toBeNull();
  });

  it("while a change of address waits for its link, Google knows the account by its old address, and the new address's owner signs up with it", async () => {
    const changer = await buildUser(server.query, { email: 'changer@example.test', password: 'changer-pass-1' });
    const browser = new Browser();
    await passwordSignIn(browser, 'changer@example.test', 'changer-pass-1');
    expect((await sendChange(browser, 'PUT', '/api/account/email', { email: 'wanted@example.test', currentPassword: 'changer-pass-1' })).status).toBe(202);

    expect(landedOn((await signInWithGoogle(new Browser(), 'sub-changer')).url)).toBe('/?auth=link-required');
    const realOwner = new Browser();
    expect(landedOn((await signInWithGoogle(realOwner, 'sub-wanted')).url)).toBe('/dashboard');
    expect((await currentUser(realOwner)).user).toMatchObject({ email: 'wanted@example.test' });

    const link = (await mailsTo(server.config.dataDir, 'wanted@example.test')).find((mail) => linkIn(mail).includes('/confirm-email?'))!;
    const opened = await sendChange(new Browser(), 'POST', '/api/account/email/confirm', { token: new URL(linkIn(link)).searchParams.get('token') });
    expect(opened).toEqual({ status: 409, body: { code: 'email_taken', message: EMAIL_CHANGE_MESSAGES.takenMeanwhile } });
    expect((await userRow('changer@example.test'))!.id).toBe(changer.id);
  });

  it('never links an account by an unverified e-mail, nor creates one with it', async () => {
    await buildUser(server.query, { email: 'victim@example.test' });
    for (const login of ['sub-unverified', 'sub-unverified-new']) {
      const browser = new Browser();
      expect(landedOn((await signInWithGoogle(browser, login)).url)).toBe('/?auth=error');
      expect((await currentUser(browser)).status).toBe(401);
    }
    expect((await userRow('victim@example.test'))!.google_sub).toBeNull();
    expect(await userRow('unclaimed@example.test')).toBeUndefined();
    expect(server.logs.join('\n')).toContain('the e-mail address is not verified');
  });

  it('lets an account without a password change its email or password only right after signing in at Google again', async () => {
    const browser = new Browser();
    await signInWithGoogle(browser, 'sub-confirmer');
    const user = (await currentUser(browser)).user!;
    // Its username is public (it is the card's address): it confirms nothing.
    for (const confirmation of ['', user.username]) {
      const refused = await sendChange(browser, 'PUT', '/api/account/email', { email: 'moved@example.test', currentPassword: confirmation });
      expect(refused).toEqual({ status: 403, body: { message: ACCOUNT_MESSAGES.googleConfirmationRequired, code: 'google_confirmation_required' } });
    }
    expect((await sendChange(browser, 'DELETE', '/api/account', { password: user.username })).status).toBe(403);
    const before = await browser.fetch(`${server.url}/api/account`);
    expect(((await before.json()) as { googleConfirmedUntil: string | null }).googleConfirmedUntil).toBeNull();

    // The confirmation asks the provider for its login form again and for the time of that login.
    const loginPage = await browser.navigate(`${server.url}/api/auth/google?intent=confirm&returnTo=%2Faccount`, {}, (next) => next.origin === provider.issuer);
    expect(loginPage.url.searchParams.get('prompt')).toBe('login');
    expect(loginPage.url.searchParams.get('max_age')).toBe('0');
    expect(landedOn((await signInWithGoogle(browser, 'sub-confirmer', { returnTo: '/account', intent: 'confirm' })).url)).toBe('/account');

    const account = (await (await browser.fetch(`${server.url}/api/account`)).json()) as { googleConfirmedUntil: string };
    expect(Date.parse(account.googleConfirmedUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    const moved = await sendChange(browser, 'PUT', '/api/account/email', { email: 'moved@example.test' });
    expect(moved).toMatchObject({ status: 202, body: { pendingEmail: { email: 'moved@example.test' } } });
  });

  it('confirms nothing for a browser that is not signed in', async () => {
    const browser = new Browser();
    expect(landedOn((await signInWithGoogle(browser, 'sub-confirmer-2', { returnTo: '/account', intent: 'confirm' })).url)).toBe('/?auth=error');
    expect((await currentUser(browser)).status).toBe(401);
    expect(await userRow('confirmer2@example.test')).toBeUndefined();
    expect(server.logs.join('\n')).toContain('confirm: nobody is signed in');
  });

  it('returns to the page the sign-in started from, but only within the app', async () => {
    const cases: [string, string][] = [
      ['/editor?tab=links', '/editor?tab=links'],
      ['//evil.example/steal', '/dashboard'],
      ['https://evil.example/steal', '/dashboard'],
      ['/\\evil.example', '/dashboard'],
      ['/.//evil.example/', '/dashboard'],
      ['/%2e//evil.example', '/dashboard'],
    ];
    for (const [returnTo, expected] of cases) {
      expect(landedOn((await signInWithGoogle(new Browser(), 'sub-new', { returnTo })).url), returnTo).toBe(expected);
    }
  });

  it('refuses a callback carrying another browser’s state (login CSRF)', async () => {
    const attacker = new Browser();
    const attackersCallback = await signInWithGoogle(attacker, 'sub-new', { stopAt: isCallback });
    expect(attackersCallback.url.searchParams.get('code')).toBeTruthy();

    const victim = new Browser();
    await victim.navigate(`${server.url}/api/auth/google`, {}, (next) => next.origin === provider.issuer);
    expect(landedOn((await victim.navigate(attackersCallback.url.href)).url)).toBe('/?auth=error');
    expect((await currentUser(victim)).status).toBe(401);
    const code = attackersCallback.url.searchParams.get('code')!;
    expect(server.logs.join('\n')).toContain('state does not match this session');
    expect(server.logs.join('\n')).not.toContain(code);
  });

  it('refuses a callback without state, and the same callback used twice', async () => {
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, 'sub-new', { stopAt: isCallback });
    const withoutState = new URL(callback.url);
    withoutState.searchParams.delete('state');
    expect(landedOn((await browser.navigate(withoutState.href)).url)).toBe('/?auth=error');

    const replayer = new Browser();
    const used = await signInWithGoogle(replayer, 'sub-new', { stopAt: isCallback });
    expect(landedOn((await replayer.navigate(used.url.href)).url)).toBe('/dashboard');
    expect(landedOn((await replayer.navigate(used.url.href)).url)).toBe('/?auth=error');
  });

  it('goes back to the app with the error when the user cancels at the provider', async () => {
    const browser = new Browser();
    const loginPage = await browser.navigate(`${server.url}/api/auth/google`);
    const abort = /href="([^"]*\/abort)"/.exec(await loginPage.response!.text())?.[1];
    expect(abort).toBeDefined();
    expect(landedOn((await browser.navigate(new URL(abort!, loginPage.url).href)).url)).toBe('/?auth=error');
    expect(server.logs.join('\n')).toContain('the provider answered access_denied');
  });

  it('goes back to the app with the error when the provider refuses the code', async () => {
    const configured = server.config.google!;
    server.config.google = { ...configured, clientSecret: 'not-the-secret' };
    try {
      const browser = new Browser();
      expect(landedOn((await signInWithGoogle(browser, 'sub-new')).url)).toBe('/?auth=error');
      expect((await currentUser(browser)).status).toBe(401);
      expect(server.logs.join('\n')).toContain('token: HTTP 401 invalid_client');
    } finally {
      server.config.google = configured;
    }
  });
});

describe('sign-in with Google when it is not configured', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(() => bare?.close());

  it('sends the browser back to the app with the error and logs why', async () => {
    const response = await fetch(`${bare.url}/api/auth/google`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/?auth=error');
    expect(bare.logs.join('\n')).toContain('not configured');
  });
});
