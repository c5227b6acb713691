import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { rootCertificates } from 'node:tls';
import type { AppleWalletConfig } from '../config';

/** Apple asks for a new provider token between 20 and 60 minutes old; one is kept for 50. */
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;
/** A push not answered in this time counts as failed (and is tried again at the next change). */
const PUSH_TIMEOUT_MS = 10_000;

/** What APNs said of one device: woken, gone for good (410: forget it), or another failure. */
export type PushOutcome = { pushToken: string; status: number; reason?: string };

/** Wakes devices through APNs; `close` ends its connection. */
export interface ApnsClient {
  push(pushTokens: readonly string[]): Promise<PushOutcome[]>;
  close(): void;
}

/**
 * An APNs client for pass updates: HTTP/2 to `apns.url`, `POST /3/device/{pushToken}` with `apns-topic` the pass type
 * id and an empty JSON payload (the device then asks the web service what changed). It authenticates with the pass
 * type certificate as the TLS client certificate, or, given an APNs key, with an ES256 provider token.
 */
export function apnsClient({ passTypeId, teamId, signerCert, signerKey, signerKeyPassphrase, apns }: AppleWalletConfig): ApnsClient {
  let session: ClientHttp2Session | undefined;
  let token: { value: string; madeAt: number } | undefined;

  function open(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const ca = apns.extraCa ? [...rootCertificates, apns.extraCa] : undefined;
    const tls = apns.tokenKey ? {} : { cert: signerCert, key: signerKey, ...(signerKeyPassphrase ? { passphrase: signerKeyPassphrase } : {}) };
    const opened = connect(apns.url, { ...tls, ...(ca ? { ca } : {}) });
    // A connection error fails the pushes under way (each answers its own failure); the next push connects anew.
    opened.on('error', () => opened.destroy());
    opened.on('goaway', () => opened.close());
    // Idle between card changes, the connection must not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  async function providerToken(): Promise<string | undefined> {
    if (!apns.tokenKey) return undefined;
    if (token && Date.now() - token.madeAt < TOKEN_LIFETIME_MS) return token.value;
    const { SignJWT, importPKCS8 } = await import('jose');
    const key = await importPKCS8(apns.tokenKey.key, 'ES256');
    const value = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: apns.tokenKey.keyId }).setIssuer(teamId).setIssuedAt().sign(key);
    token = { value, madeAt: Date.now() };
    return value;
  }

  function pushOne(connection: ClientHttp2Session, pushToken: string, bearer: string | undefined): Promise<PushOutcome> {
    return new Promise((resolve) => {
      const request = connection.request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${pushToken}`,
        'apns-topic': passTypeId,
        'content-type': 'application/json',
        ...(bearer ? { authorization: `bearer ${bearer}` } : {}),
      });
      let status = 0;
      let body = '';
      request.setTimeout(PUSH_TIMEOUT_MS, () => request.close(constants.NGHTTP2_CANCEL));
      request.on('response', (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS]);
      });
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      const done = (reason?: string) => resolve({ pushToken, status, ...(reason ? { reason } : {}) });
      request.on('end', () => done(reasonOf(body)));
      request.on('error', (error) => done(error.message));
      request.on('close', () => done(status === 0 ? 'no answer' : reasonOf(body)));
      request.end('{}');
    });
  }

  return {
    async push(pushTokens) {
      if (pushTokens.length === 0) return [];
      const bearer = await providerToken();
      const connection = open();
      return Promise.all(pushTokens.map((pushToken) => pushOne(connection, pushToken, bearer)));
    },
    close() {
      session?.close();
      session = undefined;
    },
  };
}

/** APNs answers a refusal as `{"reason": "..."}`. */
function reasonOf(body: string): string | undefined {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}
