import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2025-03-01T08:00:00.000Z';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

/** A database as it stood before card languages: a Hebrew and an English card, an item and a lead of the first. */
function databaseBeforeCardLanguages(): { db: Database; hebrew: number | bigint; english: number | bigint } {
  const db = open(tempDbPath());
  opened.push(db);
  migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0016'));
  const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
  const card = db.prepare(`INSERT INTO profiles (user_id, slug, display_name, language, is_primary, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '${NOW}', '${NOW}')`);
  const hebrew = card.run(userId, 'noa', 'נועה לוי', 'he', 1).lastInsertRowid;
  const english = card.run(userId, 'noa-en', 'Noa Levi', 'en', 0).lastInsertRowid;
  db.prepare(`INSERT INTO profile_items (profile_id, kind, data, sort_order) VALUES (?, 'email', json_object('label', '', 'value', 'noa@example.test'), 0)`).run(hebrew);
  db.prepare(`INSERT INTO leads (user_id, profile_id, card_name, name, phone, consent_text, consented_at, idempotency_key, created_at, updated_at) VALUES (?, ?, 'נועה לוי', 'דן', '050-1234567', 'אני מסכים/ה', '${NOW}', 'key-1', '${NOW}', '${NOW}')`).run(userId, hebrew);
  return { db, hebrew, english };
}

// The SQLite schema's own migration, on a SQLite file.
sqliteOnly('migration 0016: cards in four languages', () => {
  it('keeps every card, its language, its items and its leads', () => {
    const { db, hebrew } = databaseBeforeCardLanguages();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT slug, language, is_primary FROM profiles ORDER BY id').all()).toEqual([
      { slug: 'noa', language: 'he', is_primary: 1 },
      { slug: 'noa-en', language: 'en', is_primary: 0 },
    ]);
    expect(db.prepare('SELECT profile_id FROM profile_items').all()).toEqual([{ profile_id: hebrew }]);
    expect(db.prepare('SELECT profile_id, name FROM leads').all()).toEqual([{ profile_id: hebrew, name: 'דן' }]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('takes Arabic and Russian cards, refuses other languages and still cascades a deleted card', () => {
    const { db, hebrew, english } = databaseBeforeCardLanguages();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    db.prepare(`UPDATE profiles SET language = 'ar' WHERE id = ?`).run(hebrew);
    db.prepare(`UPDATE profiles SET language = 'ru' WHERE id = ?`).run(english);
    expect(() => db.prepare(`UPDATE profiles SET language = 'fr' WHERE id = ?`).run(english)).toThrow(/CHECK/);
    expect(() => db.prepare(`UPDATE profiles SET is_primary = 1 WHERE id = ?`).run(english)).toThrow(/UNIQUE/);
    db.prepare('DELETE FROM profiles WHERE id = ?').run(hebrew);
    expect(db.prepare('SELECT count(*) AS n FROM profile_items').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT profile_id FROM leads').all()).toEqual([{ profile_id: null }]);
  });
});
