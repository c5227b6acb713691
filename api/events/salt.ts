import { randomBytes } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';
import { addDays } from './day';

/** The salt of a day's visitor hashes (see visitorSalts). */
export type SaltOfDay = (day: string) => Promise<string>;

/**
 * The salts of visitor hashes, one a day, created on first use and kept in the database so a restart counts the
 * same visitor once, and every node sharing the database hashes alike: the first to store a day's salt wins, the
 * others read it. Salts older than yesterday are deleted, so old hashes can never be linked to a person.
 * Today's is kept in memory: every visit asks for it.
 */
export function visitorSalts(query: QueryBuilder): SaltOfDay {
  async function saltOf(day: string): Promise<string> {
    const kept = await query.selectFrom('visitor_salts').select('salt').where('day', '=', day).executeTakeFirst();
    if (kept) return kept.salt;
    await query
      .insertInto('visitor_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    await query.deleteFrom('visitor_salts').where('day', '<', addDays(day, -1)).execute();
    const stored = await query.selectFrom('visitor_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return stored.salt;
  }
  let current: { day: string; salt: Promise<string> } | undefined;
  return (day) => {
    if (current?.day !== day) {
      const salt = saltOf(day);
      current = { day, salt };
      // A failed read is not kept: the next visit asks again.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return current.salt;
  };
}
