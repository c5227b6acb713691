import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOAST_DURATION_MS } from '../../app/lib/toast';
import { expect, test } from './fixtures';
import { waitForWorker } from './offline-support';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** Appended to the served worker: a changed file is a new version, and this one can say so when asked. */
const NEXT_VERSION = `
self.addEventListener('message', (event) => { if (event.data === 'version?') event.source.postMessage('next'); });
`;

/**
 * A pass-through proxy in front of the built product that can start serving a changed /sw.js, as a deploy
 * would. (The browser fetches the worker script itself, out of reach of Playwright's request routing.)
 */
async function startDeployProxy(upstream: string): Promise<{ url: string; deploy(): void; close(): Promise<void> }> {
  let deployed = false;
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const changedWorker = deployed && incoming.url === '/sw.js';
    const { 'if-none-match': _tag, 'if-modified-since': _since, ...asked } = incoming.headers;
    // The changed worker is made from the full current one: never let the server answer 304 for it.
    const headers = changedWorker ? { ...asked, host: target.host, 'accept-encoding': 'identity' } : { ...incoming.headers, host: target.host };
    const forward = httpRequest({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!changedWorker) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        outgoing.writeHead(200, rest);
        outgoing.end(Buffer.concat(chunks).toString('utf8') + NEXT_VERSION);
      });
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => void (deployed = true),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test('a new service worker version shows the update toast, and its reload switches to the new worker', async ({ page, baseURL }) => {
  const proxy = await startDeployProxy(baseURL!);
  try {
    await page.goto(proxy.url + '/');
    await waitForWorker(page);

    proxy.deploy();
    await page.reload();
    const toast = page.locator('.toast-viewport li').filter({ hasText: 'גרסה חדשה זמינה' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // An owner who looks away for a moment still finds the offer: it waits for their tap, past a toast's few seconds.
    await page.waitForTimeout(TOAST_DURATION_MS + 1000);
    await expect(toast).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'רענון' }).click();
    await reloaded;

    await waitForWorker(page);
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
          navigator.serviceWorker.controller?.postMessage('version?');
          setTimeout(() => resolve('previous'), 3000);
        }),
    );
    expect(version).toBe('next');
  } finally {
    await page.close();
    await proxy.close();
  }
});
