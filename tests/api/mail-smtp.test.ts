import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/contract/auth';
import { TestClient } from '../helpers/client';
import { linkIn, mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kartis <hello@kartis.test>' });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail through an SMTP server', () => {
  it('delivers the sign-up link to the SMTP server from MAIL_FROM, and saves no .eml file', async () => {
    const client = new TestClient(server.url);
    const response = await client.send('POST', '/api/auth/register', { username: 'smtp.owner', email: 'smtp.owner@example.test', password: 'tzimmes-17' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ pending: true, message: AUTH_MESSAGES.registrationPending });

    const mail = received.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === 'smtp.owner@example.test');
    expect(mail?.from?.value[0]).toEqual({ address: 'hello@kartis.test', name: 'Kartis' });
    expect(mail?.subject).toBe('אישור ההרשמה לכרטיס');
    const token = new URL(linkIn(mail!)).searchParams.get('token')!;
    expect(await mailsTo(server.config.dataDir, 'smtp.owner@example.test')).toEqual([]);
    // The secret link never reaches the log when a real mail server carries it.
    expect(server.logs.join('\n')).not.toContain(token);

    const confirmed = await client.send('POST', '/api/auth/confirm-registration', { token });
    expect(confirmed.status).toBe(201);
  });
});
