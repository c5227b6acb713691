import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { startLocalProvider, type LocalProvider } from '../helpers/oidc-provider';
import { startTestServer, type TestServer } from '../helpers/server';
import { row, sql } from '../helpers/sql';

const CLIENT = { clientId: 'kartis-test-client', clientSecret: 'kartis-test-client-secret' };

let server: TestServer;
let provider: LocalProvider;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  provider = await startLocalProvider({ ...CLIENT, redirectUris: [`${server.url}/api/auth/google/callback`], accounts: {} });
  server.config.publicUrl = server.url;
  server.config.google = { ...CLIENT, issuer: provider.issuer };
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
});

const sessionRows = async () => Number((await row<{ n: number }>(server.query, sql`SELECT count(*) AS n FROM sessions`))!.n);

/** Starts a sign-in at Google as a browser without cookies would, from `address`. */
const start = (address: string) => fetch(`${server.url}/api/auth/google`, { redirect: 'manual', headers: { 'X-Forwarded-For': address } });

describe('starting a sign-in with Google', () => {
  it('is limited to 60 in 15 minutes from one address, since each keeps a session: beyond, 429 and nothing is stored', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 60; i++) expect((await start('198.51.100.7')).status).toBe(302);
    expect(await sessionRows()).toBe(before + 60);

    const refused = await start('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await sessionRows()).toBe(before + 60);
    // Another address still starts one.
    expect((await start('198.51.100.8')).status).toBe(302);
  });
});
