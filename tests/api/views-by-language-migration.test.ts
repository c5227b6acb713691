import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { dbBefore } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2026-11-28T08:00:00.000Z';

// The SQLite schema's own migration, on a SQLite file (PostgreSQL changes the same constraint in its migration of this name).
sqliteOnly('migration 0055: views by language', () => {
  it('keeps every event and breakdown count, the old events in no language, and lets the breakdown count languages', () => {
    const db = dbBefore('0055');
    const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
    const cardId = db
      .prepare(`INSERT INTO profiles (user_id, slug, display_name, created_at, updated_at) VALUES (?, 'card', 'כרטיס', '${NOW}', '${NOW}')`)
      .run(userId).lastInsertRowid;
    db.prepare(`INSERT INTO profile_events (profile_id, kind, source, device, visitor, day, created_at) VALUES (?, 'view', 'qr', 'mobile', 'a', '2026-11-27', 0)`).run(cardId);
    const count = db.prepare(`INSERT INTO profile_daily_breakdown (profile_id, day, dimension, key, count) VALUES (?, '2026-11-27', ?, ?, ?)`);
    count.run(cardId, 'source', 'qr', 3);
    count.run(cardId, 'action', 'call', 1);

    migrate(db, loadMigrations(MIGRATIONS_DIR));

    expect(db.prepare('SELECT kind, source, language FROM profile_events').all()).toEqual([{ kind: 'view', source: 'qr', language: null }]);
    count.run(cardId, 'language', 'en', 2);
    expect(db.prepare('SELECT dimension, key, count FROM profile_daily_breakdown ORDER BY dimension, key').all()).toEqual([
      { dimension: 'action', key: 'call', count: 1 },
      { dimension: 'language', key: 'en', count: 2 },
      { dimension: 'source', key: 'qr', count: 3 },
    ]);
    expect(() => count.run(cardId, 'colour', 'red', 1)).toThrow(/CHECK/);
    expect(() => db.prepare(`UPDATE profile_events SET language = 'fr'`).run()).toThrow(/CHECK/);
  });
});
