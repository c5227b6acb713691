import type { QueryBuilder } from '../../db/query-builder';
import { ForeignDataKeyError, SEALED, type SecretSealer } from '../sealed-secrets';

/**
 * Run when the server starts: refuses (throws) when the database holds secrets sealed under another data key (another
 * node's, or a restored backup's without its key), then seals the secrets stored plain before sealing existed.
 * Returns how many it sealed. Safe when several nodes start together: a secret is sealed only if still plain.
 */
export async function sealStoredSecrets(query: QueryBuilder, secrets: SecretSealer): Promise<number> {
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
