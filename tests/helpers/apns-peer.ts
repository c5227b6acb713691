import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { TestChain } from './wallet-chain';

/** One push as APNs received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The subject of the TLS client certificate, when the pusher showed one. */
  clientSubject: string | undefined;
}

/**
 * An HTTP/2 TLS peer in APNs' place: it asks for a client certificate of the test chain (optional, as token-based
 * pushes show none), records every push, and answers 410 for the push tokens it is told are gone.
 */
export async function startApnsPeer(chain: TestChain) {
  const received: ReceivedPush[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const gone = new Set<string>();
  const server = createSecureServer({
    cert: readFileSync(chain.peerCert),
    key: readFileSync(chain.peerKey),
    ca: readFileSync(chain.ca),
    requestCert: true,
    rejectUnauthorized: false,
  });
  server.on('request', (req: Http2ServerRequest, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const socket = req.socket as unknown as TLSSocket;
      const certificate = socket.authorized ? socket.getPeerCertificate() : undefined;
      received.push({ path: req.url, headers: { ...req.headers }, body, clientSubject: certificate?.subject ? JSON.stringify(certificate.subject) : undefined });
      const token = req.url.split('/').at(-1) ?? '';
      if (gone.has(token)) {
        res.writeHead(410, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ reason: 'Unregistered', timestamp: Date.now() }));
      } else {
        res.writeHead(200, { 'apns-id': crypto.randomUUID() });
        res.end();
      }
      for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Answers 410 (Unregistered) to pushes for this token from now on. */
    forget: (pushToken: string) => gone.add(pushToken),
    /** Resolves once the peer has received `count` pushes in all. */
    receivedCount: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
