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

// The SQLite schema's own migration, on a SQLite file.
sqliteOnly('migration 0041: leads without a consent', () => {
  it("forgets the language and time stored for a lead no consent was shown to, and keeps every other lead's consent", () => {
    const db = open(tempDbPath());
    opened.push(db);
    migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0041'));
    const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
    const cardId = db.prepare(`INSERT INTO profiles (user_id, slug, display_name, language, created_at, updated_at) VALUES (?, 'noa', 'Noa', 'en', '${NOW}', '${NOW}')`).run(userId).lastInsertRowid;
    const lead = db.prepare(
      `INSERT INTO leads (user_id, profile_id, card_name, name, source, consent_text, consent_language, consented_at, idempotency_key, event, company, created_at, updated_at)
       VALUES (?, ?, 'Noa', ?, ?, ?, 'en', '${NOW}', ?, 'Expo', 'Acme', '${NOW}', '${NOW}')`,
    );
    lead.run(userId, cardId, 'Dan', 'card', 'I agree', 'key-1');
    lead.run(userId, cardId, 'Anna', 'scan', '', 'key-2');

    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT name, source, consent_text, consent_language, consented_at, event, company FROM leads ORDER BY id').all()).toEqual([
      { name: 'Dan', source: 'card', consent_text: 'I agree', consent_language: 'en', consented_at: NOW, event: 'Expo', company: 'Acme' },
      { name: 'Anna', source: 'scan', consent_text: '', consent_language: null, consented_at: null, event: 'Expo', company: 'Acme' },
    ]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
