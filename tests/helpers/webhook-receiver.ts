import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_REPLAY_WINDOW_SECONDS, webhookPayloadSchema, type WebhookPayload } from '../../shared/contract/webhooks';

const FIXTURES = new URL('../fixtures/webhook-receiver/', import.meta.url);

/** The receiver's self-signed certificate: the server trusts it through WEBHOOK_CA_FILE. */
export const WEBHOOK_RECEIVER_CA_FILE = fileURLToPath(new URL('cert.pem', FIXTURES));

/** The server's settings that let webhooks reach a receiver on this machine over HTTPS with its own certificate. */
export const LOCAL_RECEIVER_ENV = {
  WEBHOOK_PRIVATE_TARGETS: 'allow',
  WEBHOOK_CA_FILE: WEBHOOK_RECEIVER_CA_FILE,
  WEBHOOK_FIRST_RETRY_SECONDS: '1',
} as const;

/** One request the receiver took, checked as a receiver following the README would check it. */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  payload: WebhookPayload;
  /** The signature matches the body and timestamp under the secret the receiver was given. */
  signed: boolean;
  /** The timestamp is within the replay window of the receiver's clock. */
  fresh: boolean;
  /** The status the receiver answered. */
  answered: number;
}

/** Verifies `X-Kartis-Signature` as the README tells a receiver to: HMAC-SHA256 of `{timestamp}.{body}`, compared in constant time. */
export function verifySignature(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['x-kartis-timestamp'] ?? '');
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(String(headers['x-kartis-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver over HTTPS on 127.0.0.1 that verifies each delivery's signature and timestamp and answers 401 to
 * one that fails; otherwise it answers the statuses queued with `answerNext` (then 200).
 */
export async function startWebhookReceiver({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedDelivery[] = [];
  const waiting: { match: (d: ReceivedDelivery) => boolean; resolve: (d: ReceivedDelivery) => void }[] = [];
  const queuedAnswers: number[] = [];
  let secret = '';

  const server = createServer({ key: readFileSync(new URL('key.pem', FIXTURES)), cert: readFileSync(WEBHOOK_RECEIVER_CA_FILE) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifySignature(secret, req.headers, body);
      const age = Math.abs(Date.now() / 1000 - Number(req.headers['x-kartis-timestamp']));
      const fresh = age <= WEBHOOK_REPLAY_WINDOW_SECONDS;
      const answered = signed && fresh ? (queuedAnswers.shift() ?? 200) : 401;
      const delivery = { headers: req.headers, body, payload: webhookPayloadSchema.parse(JSON.parse(body)), signed, fresh, answered };
      received.push(delivery);
      res.writeHead(answered, { 'Content-Type': 'text/plain' }).end(answered < 300 ? 'ok' : 'no');
      for (const waiter of waiting.filter((w) => w.match(delivery))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(delivery);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    /** The secret deliveries must be signed with (the one the server showed when the webhook was added). */
    useSecret(value: string) {
      secret = value;
    },
    /** Answers the next deliveries with these statuses, in order. */
    answerNext(...statuses: number[]) {
      queuedAnswers.push(...statuses);
    },
    /** The first delivery (already received or still to come) that matches. */
    delivery(match: (d: ReceivedDelivery) => boolean = () => true): Promise<ReceivedDelivery> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
