import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_EXPORTS_PER_HOUR } from '../../api/http/middleware/file-export-limit';
import type { Organisation } from '../../shared/contract/organisations';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { buildCard } from '../fixtures/cards';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { inTwoWeeks } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('spreadsheet and contact downloads', () => {
  it('are 60 an hour per account, every kind together, then 429 for that account only', async () => {
    const { client, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
    const card = await buildCard(server.query, user.id);
    const team = await json<Organisation>(await client.send('POST', '/api/organisations', { name: 'סטודיו כחול' }), 201);
    const downloads = [
      '/api/leads/export.csv',
      '/api/leads/export.vcf',
      '/api/leads/export-google.csv',
      '/api/stats/export.csv',
      `/api/profiles/${card.id}/stats/export.csv`,
      `/api/organisations/${team.id}/leads/export.csv`,
    ];
    for (let asked = 0; asked < FILE_EXPORTS_PER_HOUR; asked += 1) {
      const path = downloads[asked % downloads.length]!;
      expect((await client.fetch(path)).status, path).toBe(200);
    }
    for (const path of downloads) {
      const refused = await client.fetch(path);
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    }
    const other = await signedInClient(server, { trialEndsAt: inTwoWeeks() });
    expect((await other.client.fetch('/api/leads/export.csv')).status).toBe(200);
  });
});
