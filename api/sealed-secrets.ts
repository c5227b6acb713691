import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How a sealed secret starts: the format's version and the key's id come next. */
export const SEALED = 'sealed:v1:';

/** A secret sealed under another key than this server's: the server must not start with it. */
export class ForeignDataKeyError extends Error {
  override name = 'ForeignDataKeyError';
}

/**
 * Secrets the server must read again (webhook signing secrets, authenticator apps' keys) as the database keeps them:
 * sealed with AES-256-GCM under the data key, which is never in the database, so a copy of the database alone (a
 * stolen backup, a leaked dump) gives none of them away. A stored secret is `sealed:v1:{key id}:{iv}:{ciphertext}:{tag}`
 * (base64url); one stored before sealing existed is plain and read as it is until it is sealed.
 */
export function secretSealer(key: Buffer) {
  /** Names the key without revealing it, so that a secret sealed under another key is told apart from a damaged one. */
  const keyId = createHash('sha256').update('kartis data key id\n').update(key).digest('base64url').slice(0, 12);
  return {
    keyId,
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${keyId}:${iv.toString('base64url')}:${sealed.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
    },
    open(stored: string): string {
      if (!stored.startsWith(SEALED)) return stored;
      const [id, iv, sealed, tag] = stored.slice(SEALED.length).split(':') as [string, string, string, string];
      if (id !== keyId) throw new ForeignDataKeyError('a secret was sealed under another data key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretSealer = ReturnType<typeof secretSealer>;
