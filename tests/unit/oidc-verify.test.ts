import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyIdToken, type IdTokenExpectations } from '../../api/auth/google/id-token';
import { jwksKeyLookup, parseKeySet, type KeyLookup } from '../../api/auth/google/jwks';

const ISSUER = 'https://issuer.example';
const CLIENT_ID = 'kartis-client';
const NONCE = 'nonce-of-this-attempt';
const NOW = 1_800_000_000;

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
const keys: KeyLookup = async (kid) => parseKeySet(keySet).filter((k) => kid === undefined || k.kid === kid);

const validClaims = { iss: ISSUER, aud: CLIENT_ID, sub: '1234567890', email: 'Dana@Example.com', email_verified: true, name: 'דנה לוי', nonce: NONCE, iat: NOW - 10, exp: NOW + 3600 };

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** A compact JWS signed with `key`; `alg` decides the algorithm and the signature encoding. */
function jws(claims: object, { key = rsa.privateKey, alg = 'RS256', kid = 'rsa-1' }: { key?: KeyObject; alg?: string; kid?: string } = {}) {
  const signingInput = `${encode({ alg, kid, typ: 'JWT' })}.${encode(claims)}`;
  const signature = alg === 'ES256' ? sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' }) : sign('sha256', Buffer.from(signingInput), key);
  return `${signingInput}.${signature.toString('base64url')}`;
}

const expected: IdTokenExpectations = { issuers: [ISSUER], clientId: CLIENT_ID, nonce: NONCE, now: NOW };

describe('verifyIdToken', () => {
  it('accepts a valid RS256 token and returns the identity with a lower-cased e-mail', async () => {
    await expect(verifyIdToken(jws(validClaims), expected, keys)).resolves.toEqual({
      sub: '1234567890',
      email: 'dana@example.com',
      emailVerified: true,
      name: 'דנה לוי',
    });
  });

  it('accepts a valid ES256 token', async () => {
    const token = jws(validClaims, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' });
    await expect(verifyIdToken(token, expected, keys)).resolves.toMatchObject({ sub: '1234567890' });
  });

  it('reports an address whose verification is not exactly true as unverified', async () => {
    const identity = await verifyIdToken(jws({ ...validClaims, email_verified: 'true' }), expected, keys);
    expect(identity.emailVerified).toBe(false);
  });

  it('accepts several audiences when the authorized party is this client', async () => {
    const token = jws({ ...validClaims, aud: [CLIENT_ID, 'other'], azp: CLIENT_ID });
    await expect(verifyIdToken(token, expected, keys)).resolves.toMatchObject({ sub: '1234567890' });
  });

  it('tolerates a small clock difference with the provider', async () => {
    await expect(verifyIdToken(jws({ ...validClaims, exp: NOW - 60, iat: NOW - 3660 }), expected, keys)).resolves.toBeDefined();
    await expect(verifyIdToken(jws({ ...validClaims, iat: NOW + 60 }), expected, keys)).resolves.toBeDefined();
  });

  const rejected: [string, () => string, RegExp][] = [
    ['a signature by another key under a known kid', () => jws(validClaims, { key: stranger.privateKey }), /bad signature/],
    ['a tampered payload', () => {
      const [header, , signature] = jws(validClaims).split('.');
      return `${header}.${encode({ ...validClaims, sub: 'attacker' })}.${signature}`;
    }, /bad signature/],
    ['an unknown kid', () => jws(validClaims, { kid: 'rotated-away' }), /no provider key/],
    ['alg none', () => `${encode({ alg: 'none' })}.${encode(validClaims)}.`, /unsupported alg/],
    ['HS256 (a key confusion attempt)', () => jws(validClaims, { alg: 'HS256' }), /unsupported alg/],
    ['an RSA key used for ES256', () => jws(validClaims, { key: ec.privateKey, alg: 'ES256', kid: 'rsa-1' }), /no provider key/],
    ['another issuer', () => jws({ ...validClaims, iss: 'https://evil.example' }), /wrong issuer/],
    ['another audience', () => jws({ ...validClaims, aud: 'someone-else' }), /not issued for this client/],
    ['several audiences without azp', () => jws({ ...validClaims, aud: [CLIENT_ID, 'other'] }), /authorized party/],
    ['azp naming another client', () => jws({ ...validClaims, azp: 'other' }), /authorized party/],
    ['an expired token', () => jws({ ...validClaims, iat: NOW - 7200, exp: NOW - 600 }), /expired/],
    ['a token without exp', () => jws({ ...validClaims, exp: undefined }), /expired/],
    ['a token issued in the future', () => jws({ ...validClaims, iat: NOW + 600 }), /future/],
    ['another nonce', () => jws({ ...validClaims, nonce: 'replayed' }), /nonce mismatch/],
    ['no nonce', () => jws({ ...validClaims, nonce: undefined }), /nonce mismatch/],
    ['no subject', () => jws({ ...validClaims, sub: '' }), /no subject/],
    ['a malformed token', () => 'not.a-jwt', /compact JWS/],
  ];
  it.each(rejected)('rejects %s', async (_case, token, reason) => {
    await expect(verifyIdToken(token(), expected, keys)).rejects.toThrow(reason);
  });
});

describe('jwksKeyLookup', () => {
  let server: Server;
  let published: object = keySet;
  let requests = 0;
  let jwksUri: string;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(published));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => vi.useRealTimers());

  it('caches the key set and refetches it for a rotated key, at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW * 1000);
    const lookup = jwksKeyLookup(jwksUri);
    const now = NOW;
    await expect(verifyIdToken(jws(validClaims), { ...expected, now }, lookup)).resolves.toBeDefined();
    await expect(verifyIdToken(jws(validClaims), { ...expected, now }, lookup)).resolves.toBeDefined();
    expect(requests).toBe(1);

    const rotated = keyPair('rsa');
    published = { keys: [publicJwk(rotated.publicKey, 'rsa-2')] };
    const rotatedToken = jws(validClaims, { key: rotated.privateKey, kid: 'rsa-2' });
    await expect(verifyIdToken(rotatedToken, { ...expected, now }, lookup)).rejects.toThrow(/no provider key/);
    expect(requests).toBe(1);

    vi.setSystemTime((NOW + 61) * 1000);
    await expect(verifyIdToken(rotatedToken, { ...expected, now }, lookup)).resolves.toMatchObject({ sub: '1234567890' });
    expect(requests).toBe(2);
  });
});
