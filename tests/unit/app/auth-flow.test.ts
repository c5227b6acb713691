import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/contract/auth';
import { createApiClient } from '../../../app/lib/api';
import { AuthFlowError, SESSION_SETTLE_MS, runAuthFlow, type AuthFlowDeps } from '../../../app/features/auth/auth-flow';
import { forgetSession } from '../../../app/features/auth/logout-flow';
import { STORAGE_KEYS, createMemoryStorage, readStoredUser, type KeyValueStorage } from '../../../app/lib/storage';
import { answerJson, startFakeApi, type FakeAnswer, type FakeApi } from '../../helpers/fake-api';

const user = { id: 3, username: 'dana', displayName: 'דנה', email: 'dana@example.com', userRole: 'user', unreadSupportMessages: 0 };

let api: FakeApi;
/** The requests the flow sent, as `METHOD /path`, in order. */
const steps = () => api.seen.map((request) => `${request.method} ${request.url}`);

beforeAll(async () => {
  api = await startFakeApi();
});

afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  const answers: Record<string, FakeAnswer> = {
    'POST /api/auth/logout': (res) => answerJson(res, 200, { message: 'bye' }),
    'GET /api/csrf-token': (res) => answerJson(res, 200, { csrfToken: 'fresh' }),
    'POST /api/auth/login': (res) => answerJson(res, 200, { user, token: 'tok-9', message: 'התחברת בהצלחה' }),
    'POST /api/auth/register': (res) => answerJson(res, 202, { pending: true, message: 'שלחנו מייל' }),
    'POST /api/auth/confirm-registration': (res) => answerJson(res, 201, { user, message: 'נרשמת בהצלחה' }),
    'GET /api/auth/current-user': (res) => answerJson(res, 200, { user }),
  };
  for (const [key, answer] of Object.entries(answers)) api.answers.set(key, answer);
});

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const events = new EventTarget();
  const seenEvents: string[] = [];
  for (const name of ['auth-state-changed', 'auth-modal-sync', 'user-status-changed']) {
    events.addEventListener(name, (event) => seenEvents.push(`${name}:${(event as CustomEvent<{ action: string }>).detail.action}`));
  }
  const sleeps: number[] = [];
  const warnings: string[] = [];
  const order: string[] = [];
  const deps: AuthFlowDeps = {
    api: createApiClient({ baseUrl: api.origin, storage }),
    storage,
    events,
    text: { noCsrf: 'לא הצלחנו לקבל טוקן אבטחה מהשרת', invalidUser: 'לא התקבלו נתוני משתמש תקינים', serverError: (status) => `שגיאת שרת: ${status}` },
    sleep: async (ms) => {
      sleeps.push(ms);
      order.push(`sleep ${ms} after ${steps().length} calls`);
    },
    onConnecting: () => order.push(`connecting after ${steps().length} calls`),
    warn: (message) => warnings.push(message),
  };
  return { deps, storage, seenEvents, sleeps, warnings, order };
}

describe('login and registration steps', () => {
  it('logs out, settles, shows "connecting", fetches a token, submits, settles, verifies, stores and announces', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'old', [STORAGE_KEYS.currentUser]: JSON.stringify({ ...user, id: 99 }) });
    const { deps, seenEvents, sleeps, order } = setup(storage);
    const result = await runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1', rememberMe: true } });
    expect(steps()).toEqual(['GET /api/csrf-token', 'POST /api/auth/logout', 'GET /api/csrf-token', 'POST /api/auth/login', 'GET /api/auth/current-user']);
    expect(order).toEqual(['sleep 300 after 2 calls', 'connecting after 2 calls', 'sleep 300 after 4 calls']);
    expect(sleeps).toEqual([SESSION_SETTLE_MS, SESSION_SETTLE_MS]);
    expect(result).toMatchObject({ user });
    expect(readStoredUser(storage)).toEqual(user);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-9');
    expect(seenEvents).toEqual(['auth-state-changed:login', 'auth-modal-sync:login']);
  });

  it('registers through the same steps, and ends waiting for the mail with nobody signed in', async () => {
    const { deps, storage, seenEvents } = setup();
    const result = await runAuthFlow(deps, { kind: 'register', input: { username: 'dana', email: user.email, password: 'secret1' } });
    expect(steps()).toContain('POST /api/auth/register');
    expect(result).toEqual({ pending: 'שלחנו מייל' });
    expect(readStoredUser(storage)).toBeNull();
    expect(seenEvents).toEqual([]);
  });

  it("confirms a registration through the same steps, signing the new account in without storing a token the server did not send", async () => {
    const { deps, storage } = setup();
    const result = await runAuthFlow(deps, { kind: 'confirm', input: { token: 'a'.repeat(43) } });
    expect(steps()).toContain('POST /api/auth/confirm-registration');
    expect(result).toMatchObject({ user });
    expect(readStoredUser(storage)).toEqual(user);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('fails with the security-token message when no token comes back, before submitting', async () => {
    api.answers.set('GET /api/csrf-token', (res) => answerJson(res, 500, {}));
    const { deps } = setup();
    await expect(runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } })).rejects.toThrow('לא הצלחנו לקבל טוקן אבטחה מהשרת');
    expect(steps()).not.toContain('POST /api/auth/login');
  });

  it("shows the server's message and field errors on a refused login, and 'שגיאת שרת: {status}' without one", async () => {
    api.answers.set('POST /api/auth/login', (res) =>
      answerJson(res, 401, { message: 'כתובת המייל או הסיסמה שגויים', code: 'unauthorized', details: [{ path: 'password', message: 'שגויה' }] }));
    const { deps, storage } = setup();
    const refused = await runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AuthFlowError);
    expect((refused as AuthFlowError).message).toBe('כתובת המייל או הסיסמה שגויים');
    expect((refused as AuthFlowError).fieldErrors).toEqual({ password: 'שגויה' });
    expect(readStoredUser(storage)).toBeNull();

    api.answers.set('POST /api/auth/login', (res) => answerJson(res, 502, {}));
    await expect(runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } })).rejects.toThrow('שגיאת שרת: 502');
  });

  it('requires a user in the answer: the server message, else the fixed fallbacks', async () => {
    api.answers.set('POST /api/auth/login', (res) => answerJson(res, 200, {}));
    api.answers.set('POST /api/auth/register', (res) => answerJson(res, 200, { message: 'אין משתמש' }));
    const { deps } = setup();
    await expect(runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } })).rejects.toThrow(AUTH_MESSAGES.loginMissingData);
    await expect(runAuthFlow(deps, { kind: 'register', input: { username: 'dana', email: user.email, password: 'secret1' } })).rejects.toThrow('אין משתמש');
    api.answers.set('POST /api/auth/register', (res) => answerJson(res, 200, {}));
    await expect(runAuthFlow(deps, { kind: 'register', input: { username: 'dana', email: user.email, password: 'secret1' } })).rejects.toThrow(AUTH_MESSAGES.registerFailed);
    api.answers.set('POST /api/auth/login', (res) => answerJson(res, 200, { user: { id: 'x' } }));
    await expect(runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } })).rejects.toThrow('לא התקבלו נתוני משתמש תקינים');
  });

  it('only warns when the session check fails, and still logs in', async () => {
    api.answers.set('GET /api/auth/current-user', (res) => answerJson(res, 401, { message: 'x', code: 'unauthorized' }));
    const { deps, storage, warnings } = setup();
    await runAuthFlow(deps, { kind: 'login', input: { email: user.email, password: 'secret1' } });
    expect(warnings).toHaveLength(1);
    expect(readStoredUser(storage)).toEqual(user);
  });
});

describe('forgetting a session', () => {
  it('clears the stored user and token and broadcasts the logout', () => {
    const { deps, storage, seenEvents } = setup(createMemoryStorage({ [STORAGE_KEYS.token]: 't', [STORAGE_KEYS.currentUser]: JSON.stringify(user) }));
    forgetSession(deps);
    expect(storage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(seenEvents).toEqual(['user-status-changed:logout', 'auth-state-changed:logout']);
  });
});
