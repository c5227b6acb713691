import { verify } from 'node:crypto';
import { isObject } from './http-json';
import type { KeyLookup, SigningKey } from './jwks';
import { OidcError } from './oidc-error';

/** The verified identity an ID token asserts. */
export interface IdTokenClaims {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** When the user last typed their credentials at the provider (epoch seconds), when the token says. */
  authTime: number | undefined;
}

/** What a valid ID token must match. */
export interface IdTokenExpectations {
  /** Accepted `iss` values (Google also issues the bare host form). */
  issuers: string[];
  clientId: string;
  nonce: string;
  /** Epoch seconds; defaults to now. */
  now?: number;
}

/** Tolerated clock difference with the provider, in seconds. */
export const CLOCK_SKEW_SECONDS = 120;

const ALGORITHMS: Record<string, { kty: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { kty: 'RSA' },
  ES256: { kty: 'EC', dsaEncoding: 'ieee-p1363' },
};

/** Verifies an ID token's RS256/ES256 signature against the provider's keys and its iss, aud, azp, exp, iat and nonce. */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations, keysFor: KeyLookup): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new OidcError('id token: not a compact JWS');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader, 'header');
  const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) throw new OidcError(`id token: unsupported alg ${String(header.alg)}`);
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const candidates = (await keysFor(kid)).filter((k) => k.kty === algorithm.kty && (k.alg === undefined || k.alg === header.alg));
  if (candidates.length === 0) throw new OidcError('id token: no provider key matches its kid and alg');
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (!candidates.some((candidate) => signatureValid(signed, signature, candidate, algorithm.dsaEncoding))) {
    throw new OidcError('id token: bad signature');
  }
  return checkClaims(decodeJson(encodedPayload, 'payload'), expected);
}

function signatureValid(data: Buffer, signature: Buffer, { key }: SigningKey, dsaEncoding: 'ieee-p1363' | undefined): boolean {
  try {
    return verify('sha256', data, dsaEncoding ? { key, dsaEncoding } : key, signature);
  } catch {
    return false;
  }
}

function decodeJson(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new OidcError(`id token: ${what} is not JSON`);
  }
  if (!isObject(value)) throw new OidcError(`id token: ${what} is not an object`);
  return value;
}

function checkClaims(claims: Record<string, unknown>, expected: IdTokenExpectations): IdTokenClaims {
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) throw new OidcError('id token: wrong issuer');
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(expected.clientId)) throw new OidcError('id token: not issued for this client');
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== expected.clientId) {
    throw new OidcError('id token: authorized party is another client');
  }
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < now) throw new OidcError('id token: expired');
  if (typeof claims.iat !== 'number' || claims.iat - CLOCK_SKEW_SECONDS > now) throw new OidcError('id token: issued in the future');
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) throw new OidcError('id token: nonce mismatch');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new OidcError('id token: no subject');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    authTime: typeof claims.auth_time === 'number' ? claims.auth_time : undefined,
  };
}
