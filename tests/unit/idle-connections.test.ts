import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitIdleConnections } from '../../api/http/idle-connections';

const IDLE_MS = 300;
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listening() {
  server = createServer((_req, res) => res.end('ok'));
  limitIdleConnections(server, IDLE_MS);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  const closedAt = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  socket.on('error', () => undefined);
  return { socket, closedAt };
}

/** Sends a keep-alive GET and resolves once its whole answer has arrived. */
function ask(socket: Socket) {
  return new Promise<string>((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.endsWith('ok')) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

describe('limitIdleConnections', () => {
  it('keeps a connection open between requests, and closes it once it has been idle that long', async () => {
    const { socket, closedAt } = await listening();
    expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
    const answeredAt = performance.now();
    const closed = await closedAt;
    expect(closed - answeredAt).toBeGreaterThanOrEqual(IDLE_MS - 20);
    expect(closed - answeredAt).toBeLessThan(IDLE_MS + 1500);
  });

  it('never closes a connection whose requests keep coming, however long it lasts', async () => {
    const { socket, closedAt } = await listening();
    let closed = false;
    void closedAt.then(() => (closed = true));
    const until = performance.now() + 3 * IDLE_MS;
    while (performance.now() < until) {
      await ask(socket);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 3));
    }
    expect(closed).toBe(false);
    expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });
});
