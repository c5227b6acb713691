import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { pushMessageSchema, type PushMessage } from '../../shared/contract/push';
import { WEBHOOK_RECEIVER_CA_FILE } from './webhook-receiver';

/** A browser's side of a push subscription: its P-256 key pair and authentication secret. */
export interface Device {
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A new device's keys, as `PushSubscription.toJSON().keys` gives them (base64url). */
export function deviceKeys(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an `aes128gcm` push body (RFC 8188, with RFC 8291's keys) with the device's private key, as a browser does. */
export function decryptPush(body: Buffer, device: Device): PushMessage {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const devicePublic = device.ecdh.getPublicKey();
  const ikm = hkdf(Buffer.from(device.keys.auth, 'base64url'), secret, Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderKey]), 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return pushMessageSchema.parse(JSON.parse(padded.subarray(0, end).toString('utf8')));
}

/**
 * Checks a push's `Authorization: vapid t=…, k=…` as a push service does (RFC 8292): an ES256 JWT signed by the key `k`
 * (which must be the server's public key), for this push service's origin, not expired, with a subject. Its claims.
 */
export async function verifyVapid(headers: IncomingHttpHeaders, { audience, publicKey }: { audience: string; publicKey: string }): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
  if (!match) throw new Error(`not a VAPID Authorization header: ${String(headers.authorization)}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('signed with another key than the server publishes');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience });
  if (!payload.sub || !payload.exp) throw new Error('no subject or expiry');
  return payload;
}

/** One push the push service took. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  answered: number;
}

/**
 * A push service over HTTPS on 127.0.0.1 (the webhook receiver's certificate, trusted through WEBHOOK_CA_FILE): it takes
 * every POST to `/push/{device}` and answers the statuses queued with `answerNext` (then 201, as push services do).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const queuedAnswers: number[] = [];
  const server = createServer({ key: readFileSync(new URL('../fixtures/webhook-receiver/key.pem', import.meta.url)), cert: readFileSync(WEBHOOK_RECEIVER_CA_FILE) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = queuedAnswers.shift() ?? 201;
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), answered });
      res.writeHead(answered).end();
      for (const waiter of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The endpoint of a device of this push service. */
    endpoint: (device: string) => `${origin}/push/${device}`,
    answerNext(...statuses: number[]) {
      queuedAnswers.push(...statuses);
    },
    /** Resolves once `count` pushes in all have come. */
    until(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
