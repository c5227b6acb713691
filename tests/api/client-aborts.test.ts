import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A visitor whose phone loses the connection halfway through a post: headers and part of the body, then gone. */
async function sendHalf(path: string, contentType: string, body: string): Promise<void> {
  const { hostname, port } = new URL(server.url);
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${contentType}\r\n` +
          `Sec-Fetch-Site: same-origin\r\nContent-Length: ${Buffer.byteLength(body) + 500}\r\n\r\n${body.slice(0, 10)}`,
        () => setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50),
      );
    });
    socket.on('error', reject);
  });
}

describe('a visitor who goes away mid-request', () => {
  it('is not an error of the server: nothing is logged as one, and the server keeps answering', async () => {
    const lead = JSON.stringify({ name: 'מבקר', phone: '050-1234567', consent: true });
    const beacon = JSON.stringify({ events: [{ kind: 'view', profileId: 1, source: 'qr' }] });
    for (let i = 0; i < 3; i += 1) {
      await sendHalf('/api/public/profiles/demo/leads', 'application/json', lead);
      await sendHalf('/api/events', 'text/plain;charset=UTF-8', beacon);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.logs.filter((line) => JSON.parse(line).level === 'error')).toEqual([]);
    expect(server.logs.some((line) => JSON.parse(line).msg === 'client went away')).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
