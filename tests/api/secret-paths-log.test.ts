import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '../../shared/contract/organisations';
import { json, TestClient } from '../helpers/client';
import { linkIn, mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();

describe('the request log', () => {
  it('keeps an invitation’s token out of the line of the page that opens it, which names the route instead', async () => {
    const { client: owner } = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: 'סטודיו יומן' }), 201);
    const email = 'log.invitee@example.test';
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email, role: 'admin' }), 201);
    const token = new URL(linkIn((await mailsTo(server.config.dataDir, email)).at(-1)!)).searchParams.get('token')!;

    const preview = await new TestClient(server.url).fetch(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    const requestId = preview.headers.get('X-Request-Id');
    const line = server.logs.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.msg === 'request' && entry.requestId === requestId);
    expect(line).toMatchObject({ method: 'GET', status: 200, path: '/api/invitations/[redacted]' });
    // Whoever reads the log cannot take the invited admin's place in the team: no line holds the token, not even the
    // one of the mail saved for a server without SMTP_URL.
    expect(server.logs.join('\n')).not.toContain(token);
  });
});
