import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a mailed link: 32 random bytes, URL-safe. Only its digest is stored. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 (hex) under which a link's token is stored and looked up. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
