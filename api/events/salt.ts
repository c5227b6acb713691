import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { addDays } from './day';

/** The salt of a day's visitor hashes (see visitorSalts). */
export type SaltOfDay = (day: string) => string;

/**
 * The salts of visitor hashes, one a day, created on first use and kept in the database so a restart counts the
 * same visitor once. Salts older than yesterday are deleted, so old hashes can never be linked to a person.
 * Today's is kept in memory: every visit asks for it.
 */
export function visitorSalts(db: Database): SaltOfDay {
  const stored = db.prepare<[string], string>('SELECT salt FROM visitor_salts WHERE day = ?').pluck();
  const insert = db.prepare('INSERT INTO visitor_salts (day, salt) VALUES (?, ?)');
  const purge = db.prepare('DELETE FROM visitor_salts WHERE day < ?');
  const saltOf = db.transaction((day: string) => {
    const kept = stored.get(day);
    if (kept) return kept;
    const fresh = randomBytes(32).toString('base64url');
    insert.run(day, fresh);
    purge.run(addDays(day, -1));
    return fresh;
  });
  let current: { day: string; salt: string } | undefined;
  return (day) => {
    if (current?.day !== day) current = { day, salt: saltOf.immediate(day) };
    return current.salt;
  };
}
