import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isCardLanguage, type CardLanguage } from '../../shared/contract/card-languages';

/** What a visitor's link proves: the address it was mailed to, the owner it is about, and the language to answer in. */
export interface VisitorClaim {
  ownerId: number;
  email: string;
  language: CardLanguage;
}

/** A link to the visitor's details (valid 90 days: a new one is a form away), or their one-click refusal (valid always). */
export type VisitorTokenPurpose = 'details' | 'refuse';

const DETAILS_VALID_MS = 90 * 24 * 60 * 60 * 1000;

/** An address as compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** How a refusal keeps an address: a SHA-256 of it, never the address itself. */
export const emailHash = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex');

/**
 * Signed links for visitors, under a key derived from the session secret: nothing is stored, and a link cannot be made
 * for another address or owner without the secret.
 */
export function visitorTokens(secret: string) {
  const key = createHmac('sha256', secret).update('kartis visitor links').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  /** A token this key signed for `purpose`, read: its claim and when it expires (0: never). */
  function genuine(purpose: VisitorTokenPurpose, token: unknown): { claim: VisitorClaim; expires: number } | undefined {
    if (typeof token !== 'string' || token.length > 1000) return undefined;
    const [payload = '', given = ''] = token.split('.');
    const expected = Buffer.from(signature(payload));
    if (Buffer.byteLength(given) !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) return undefined;
    try {
      const [kind, ownerId, email, language, expires] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
      if (kind !== purpose || typeof ownerId !== 'number' || typeof email !== 'string' || !isCardLanguage(language) || typeof expires !== 'number') return undefined;
      return { claim: { ownerId, email, language }, expires };
    } catch {
      return undefined;
    }
  }

  return {
    sign(purpose: VisitorTokenPurpose, claim: VisitorClaim, now = new Date()): string {
      const expires = purpose === 'details' ? now.getTime() + DETAILS_VALID_MS : 0;
      const payload = Buffer.from(JSON.stringify([purpose, claim.ownerId, normalEmail(claim.email), claim.language, expires])).toString('base64url');
      return `${payload}.${signature(payload)}`;
    },

    /** The claim of a genuine, unexpired token for this purpose; undefined for anything else. */
    verify(purpose: VisitorTokenPurpose, token: unknown, now = new Date()): VisitorClaim | undefined {
      const read = genuine(purpose, token);
      return read && (read.expires === 0 || read.expires >= now.getTime()) ? read.claim : undefined;
    },

    /**
     * The claim of a genuine token for this purpose whose time has passed: it still proves the address it was mailed
     * to, enough to mail that address a fresh one. Undefined for a valid token or anything else.
     */
    expired(purpose: VisitorTokenPurpose, token: unknown, now = new Date()): VisitorClaim | undefined {
      const read = genuine(purpose, token);
      return read && read.expires !== 0 && read.expires < now.getTime() ? read.claim : undefined;
    },
  };
}

export type VisitorTokens = ReturnType<typeof visitorTokens>;
