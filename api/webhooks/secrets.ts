import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';

/** How a sealed secret starts: the format's version and the key's id come next. */
const SEALED = 'sealed:v1:';

/** A secret sealed under another key than this server's: the server must not start with it. */
export class ForeignDataKeyError extends Error {
  override name = 'ForeignDataKeyError';
}

/**
 * Webhook signing secrets as the database keeps them: sealed with AES-256-GCM under the data key, which is never in
 * the database, so a copy of the database alone (a stolen backup, a leaked dump) cannot sign deliveries. A stored
 * secret is `sealed:v1:{key id}:{iv}:{ciphertext}:{tag}` (base64url); one from before secrets were sealed is plain
 * and read as it is until sealStoredSecrets() seals it.
 */
export function webhookSecrets(key: Buffer) {
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
      if (id !== keyId) throw new ForeignDataKeyError('a webhook secret was sealed under another data key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type WebhookSecrets = ReturnType<typeof webhookSecrets>;

/**
 * Run when the server starts: refuses (throws) when the database holds secrets sealed under another data key (another
 * node's, or a restored backup's without its key), then seals the secrets stored plain before sealing existed.
 * Returns how many it sealed. Safe when several nodes start together: a secret is sealed only if still plain.
 */
export async function sealStoredSecrets(query: QueryBuilder, secrets: WebhookSecrets): Promise<number> {
  const ours = `${SEALED}${secrets.keyId}:`;
  const foreign = await query
    .selectFrom('webhooks')
    .select('id')
    .where('secret', 'like', `${SEALED}%`)
    // Compared as text, not as a pattern: a key id may hold `_`, which LIKE reads as any character.
    .where((eb) => eb(eb.fn<string>('substr', ['secret', eb.lit(1), eb.lit(ours.length)]), '<>', ours))
    .executeTakeFirst();
  if (foreign) {
    throw new ForeignDataKeyError(
      'The webhooks’ signing secrets were sealed under another data key: start with the DATA_KEY (or the data-key file) they were sealed with (see docs/operations.md).',
    );
  }
  const plain = await query.selectFrom('webhooks').select(['id', 'secret']).where('secret', 'not like', `${SEALED}%`).execute();
  for (const { id, secret } of plain) {
    await query.updateTable('webhooks').set({ secret: secrets.seal(secret) }).where('id', '=', id).where('secret', '=', secret).execute();
  }
  return plain.length;
}
