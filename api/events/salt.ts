import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { addDays } from './day';

const current = new WeakMap<Database, { day: string; salt: string }>();

/**
 * The salt of a day's visitor hashes, created on first use and kept in the database so a restart counts the
 * same visitor once. Salts older than yesterday are deleted, so old hashes can never be linked to a person.
 */
export function dailySalt(db: Database, day: string): string {
  const cached = current.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = db.transaction(() => {
    const stored = db.prepare<[string], { salt: string }>('SELECT salt FROM visitor_salts WHERE day = ?').get(day);
    if (stored) return stored.salt;
    const fresh = randomBytes(32).toString('base64url');
    db.prepare('INSERT INTO visitor_salts (day, salt) VALUES (?, ?)').run(day, fresh);
    db.prepare('DELETE FROM visitor_salts WHERE day < ?').run(addDays(day, -1));
    return fresh;
  }).immediate();
  current.set(db, { day, salt });
  return salt;
}
