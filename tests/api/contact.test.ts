import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactReceiptSchema } from '../../shared/contract/contact';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { CONTACT_RATE_LIMIT } from '../../api/contact/routes';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { row, sql } from '../helpers/sql';

let server: TestServer;
let lastAddress = 0;

beforeAll(async () => {
  // Behind a trusted proxy each test can speak from its own address, as separate visitors would.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** A visitor from a fresh address: a client whose requests carry its own X-Forwarded-For. */
function visitor(): { client: TestClient; post: (body: unknown) => Promise<Response> } {
  const address = `203.0.113.${++lastAddress}`;
  const client = new TestClient(server.url);
  return {
    client,
    post: async (body) =>
      client.fetch('/api/contact', {
        method: 'POST',
        json: body,
        headers: { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': address },
      }),
  };
}

const valid = { name: 'רונית כהן', email: 'Ronit@Example.co.il', subject: 'שאלה על כרטיס NFC', message: 'האם הכרטיס עובד גם עם אייפון 8?' };

async function detailsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; details: { path: string; message: string }[] };
  expect(body.code).toBe('validation_failed');
  return Object.fromEntries(body.details.map((d) => [d.path, d.message]));
}

describe('POST /api/contact', () => {
  it('stores a valid request and thanks the sender', async () => {
    const response = await visitor().post(valid);
    expect(response.status).toBe(201);
    const receipt = contactReceiptSchema.parse(await response.json());
    expect(receipt.message).toBe(CONTACT_MESSAGES.received);
    const stored = await row(server.query, sql`SELECT name, email, subject, message, user_id FROM contact_requests WHERE id = ${receipt.id}`);
    expect(stored).toEqual({ name: valid.name, email: 'ronit@example.co.il', subject: valid.subject, message: valid.message, user_id: null });
  });

  it('names every missing field in Hebrew', async () => {
    expect(await detailsOf(await visitor().post({}))).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('treats blank fields as missing and explains a bad address, a short message and long texts', async () => {
    expect(await detailsOf(await visitor().post({ name: '   ', email: 'ronit@', subject: ' ', message: 'קצר' }))).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageMin,
    });
    expect(await detailsOf(await visitor().post({ ...valid, name: 'א'.repeat(101), subject: 'ב'.repeat(151), message: 'ג'.repeat(5001) }))).toEqual({
      name: CONTACT_MESSAGES.nameMax,
      subject: CONTACT_MESSAGES.subjectMax,
      message: CONTACT_MESSAGES.messageMax,
    });
  });

  it('requires the CSRF token like every other form', async () => {
    const response = await new TestClient(server.url).fetch('/api/contact', { method: 'POST', json: valid });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'csrf_invalid' });
  });

  it(`accepts ${CONTACT_RATE_LIMIT.max} requests per address, then answers 429 while other addresses still get through`, async () => {
    const busy = visitor();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await busy.post(valid)).status).toBe(201);
    const refused = await busy.post(valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect((await visitor().post(valid)).status).toBe(201);
  });
});
