import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { fetchJsonObject, isObject } from './http-json';

/** A provider's signing key as published in its JWKS. */
export interface SigningKey {
  kid: string | undefined;
  kty: string;
  alg: string | undefined;
  key: KeyObject;
}

/** Finds the public key for a JWS header; may refetch the key set (keys rotate). */
export type KeyLookup = (kid: string | undefined) => Promise<SigningKey[]>;

const CACHE_MS = 60 * 60 * 1000;
/** A token naming an unknown kid may trigger a refetch, but not more often than this. */
const REFETCH_MIN_MS = 60 * 1000;
const cache = new Map<string, { keys: SigningKey[]; fetchedAt: number }>();

/** Candidate keys for `kid` from the JWKS at `jwksUri`, cached; an unknown kid refetches the set once a minute at most. */
export function jwksKeyLookup(jwksUri: string): KeyLookup {
  return async (kid) => {
    const now = Date.now();
    let entry = cache.get(jwksUri);
    const stale = !entry || now - entry.fetchedAt > CACHE_MS;
    const unknownKid = entry !== undefined && !entry.keys.some((k) => kid === undefined || k.kid === kid);
    if (stale || (unknownKid && now - entry!.fetchedAt > REFETCH_MIN_MS)) {
      entry = { keys: parseKeySet(await fetchJsonObject(jwksUri, 'jwks')), fetchedAt: now };
      cache.set(jwksUri, entry);
    }
    return entry!.keys.filter((k) => kid === undefined || k.kid === kid);
  };
}

/** Usable signature keys of a JWKS document; keys that fail to import or are meant for encryption are skipped. */
export function parseKeySet(document: Record<string, unknown>): SigningKey[] {
  const keys = Array.isArray(document.keys) ? document.keys : [];
  return keys.flatMap((jwk: unknown): SigningKey[] => {
    if (!isObject(jwk) || typeof jwk.kty !== 'string' || (jwk.use !== undefined && jwk.use !== 'sig')) return [];
    try {
      return [
        {
          kid: typeof jwk.kid === 'string' ? jwk.kid : undefined,
          kty: jwk.kty,
          alg: typeof jwk.alg === 'string' ? jwk.alg : undefined,
          key: createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
        },
      ];
    } catch {
      return [];
    }
  });
}
