import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OidcError } from '../../api/auth/google/oidc-error';
import { newPendingSignIn, verifiedIdentity, type GoogleClient } from '../../api/auth/google/provider';

// The ID-token checks the sign-in relies on, as the library is set up for it: a stand-in provider answers discovery,
// its key set, and a token endpoint that returns whatever ID token the test signed.

const CLIENT_ID = 'kartis-client';

function keyPair(type: 'rsa' | 'ec') {
  return type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
}
const rsa = keyPair('rsa');
const ec = keyPair('ec');
const stranger = keyPair('rsa');

function publicJwk(key: KeyObject, kid: string) {
  return { ...key.export({ format: 'jwk' }), kid, use: 'sig' };
}
const keySet = { keys: [publicJwk(rsa.publicKey, 'rsa-1'), publicJwk(ec.publicKey, 'ec-1')] };

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** A compact JWS signed with `key`; `alg` decides the algorithm and the signature encoding. */
function jws(claims: object, { key = rsa.privateKey, alg = 'RS256', kid = 'rsa-1' }: { key?: KeyObject; alg?: string; kid?: string } = {}) {
  const signingInput = `${encode({ alg, kid, typ: 'JWT' })}.${encode(claims)}`;
  const signature = alg === 'ES256' ? sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' }) : sign('sha256', Buffer.from(signingInput), key);
  return `${signingInput}.${signature.toString('base64url')}`;
}

let server: Server;
let issuer: string;
let published: object = keySet;
let jwksRequests = 0;
/** The ID token the token endpoint answers with next. */
let idToken = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256', 'ES256'],
      }));
    } else if (req.url === '/jwks') {
      jwksRequests += 1;
      res.end(JSON.stringify(published));
    } else {
      req.resume().on('end', () => res.end(JSON.stringify({ access_token: 'access', token_type: 'Bearer', id_token: idToken })));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.useRealTimers());

const google = (): GoogleClient => ({ issuer, clientId: CLIENT_ID, clientSecret: 'secret' });

/** Completes a sign-in whose token endpoint answers with the token `claims` (given this attempt's nonce) makes. */
async function signInWith(token: (nonce: string) => string) {
  const pending = await newPendingSignIn('/dashboard');
  idToken = token(pending.nonce);
  const callback = new URL(`http://app.example/api/auth/google/callback?code=the-code&state=${pending.state}`);
  return verifiedIdentity(google(), callback, pending);
}

const now = () => Math.floor(Date.now() / 1000);
const claims = (nonce: string) => ({ iss: issuer, aud: CLIENT_ID, sub: '1234567890', email: 'Dana@Example.com', email_verified: true, name: 'דנה לוי', nonce, iat: now() - 10, exp: now() + 3600 });

describe('the ID token of a sign-in', () => {
  it('is accepted when signed with RS256, and gives the identity with a lower-cased e-mail', async () => {
    await expect(signInWith((nonce) => jws(claims(nonce)))).resolves.toEqual({
      sub: '1234567890',
      email: 'dana@example.com',
      emailVerified: true,
      name: 'דנה לוי',
    });
  });

  it('is accepted when signed with ES256', async () => {
    await expect(signInWith((nonce) => jws(claims(nonce), { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' }))).resolves.toMatchObject({ sub: '1234567890' });
  });

  it('reports an address whose verification is not exactly true as unverified', async () => {
    const identity = await signInWith((nonce) => jws({ ...claims(nonce), email_verified: 'true' }));
    expect(identity.emailVerified).toBe(false);
  });

  it('is accepted with several audiences when the authorized party is this client', async () => {
    await expect(signInWith((nonce) => jws({ ...claims(nonce), aud: [CLIENT_ID, 'other'], azp: CLIENT_ID }))).resolves.toMatchObject({ sub: '1234567890' });
  });

  it('tolerates a small clock difference with the provider', async () => {
    await expect(signInWith((nonce) => jws({ ...claims(nonce), exp: now() - 60, iat: now() - 3660 }))).resolves.toBeDefined();
    await expect(signInWith((nonce) => jws({ ...claims(nonce), iat: now() + 60 }))).resolves.toBeDefined();
  });

  const rejected: [string, (nonce: string) => string][] = [
    ['a signature by another key under a known kid', (nonce) => jws(claims(nonce), { key: stranger.privateKey })],
    ['a tampered payload', (nonce) => {
      const [header, , signature] = jws(claims(nonce)).split('.');
      return `${header}.${encode({ ...claims(nonce), sub: 'attacker' })}.${signature}`;
    }],
    ['an unknown kid', (nonce) => jws(claims(nonce), { kid: 'rotated-away' })],
    ['alg none', (nonce) => `${encode({ alg: 'none' })}.${encode(claims(nonce))}.`],
    ['HS256 (a key confusion attempt)', (nonce) => jws(claims(nonce), { alg: 'HS256' })],
    ['an RSA key used for ES256', (nonce) => jws(claims(nonce), { key: ec.privateKey, alg: 'ES256', kid: 'rsa-1' })],
    ['another issuer', (nonce) => jws({ ...claims(nonce), iss: 'https://evil.example' })],
    ['another audience', (nonce) => jws({ ...claims(nonce), aud: 'someone-else' })],
    ['several audiences without azp', (nonce) => jws({ ...claims(nonce), aud: [CLIENT_ID, 'other'] })],
    ['azp naming another client', (nonce) => jws({ ...claims(nonce), azp: 'other' })],
    ['an expired token', (nonce) => jws({ ...claims(nonce), iat: now() - 7200, exp: now() - 600 })],
    ['a token without exp', (nonce) => jws({ ...claims(nonce), exp: undefined })],
    ['a token issued in the future', (nonce) => jws({ ...claims(nonce), iat: now() + 600 })],
    ['another nonce', (nonce) => jws({ ...claims(nonce), nonce: `${nonce}-replayed` })],
    ['no nonce', (nonce) => jws({ ...claims(nonce), nonce: undefined })],
    ['no subject', (nonce) => jws({ ...claims(nonce), sub: '' })],
    ['a malformed token', () => 'not.a-jwt'],
  ];
  it.each(rejected)('is rejected for %s', async (_case, token) => {
    await expect(signInWith(token)).rejects.toThrow(OidcError);
  });

  it('may be signed by a rotated key: the key set is fetched again, at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await expect(signInWith((nonce) => jws(claims(nonce)))).resolves.toBeDefined();
    const requests = jwksRequests;
    await expect(signInWith((nonce) => jws(claims(nonce)))).resolves.toBeDefined();
    expect(jwksRequests).toBe(requests);

    const rotated = keyPair('rsa');
    published = { keys: [publicJwk(rotated.publicKey, 'rsa-2')] };
    const signedByRotated = (nonce: string) => jws(claims(nonce), { key: rotated.privateKey, kid: 'rsa-2' });
    await expect(signInWith(signedByRotated)).rejects.toThrow(/no applicable keys/);
    expect(jwksRequests).toBe(requests);

    vi.setSystemTime(Date.now() + 61_000);
    await expect(signInWith(signedByRotated)).resolves.toMatchObject({ sub: '1234567890' });
    expect(jwksRequests).toBe(requests + 1);
  });
});
