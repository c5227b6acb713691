import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2026-11-28T08:00:00.000Z';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

// The SQLite schema's own migration, on a SQLite file (PostgreSQL runs the same statements in its migration of this name).
sqliteOnly('migration 0031: visits with an action', () => {
  it("counts, from the raw events, each day's visits that had a tap, once per visitor, and marks today's visitors who tapped", () => {
    const db = open(tempDbPath());
    opened.push(db);
    migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0031'));
    const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
    const cardId = db
      .prepare(`INSERT INTO profiles (user_id, slug, display_name, created_at, updated_at) VALUES (?, 'card', 'כרטיס', '${NOW}', '${NOW}')`)
      .run(userId).lastInsertRowid;
    const event = db.prepare(`INSERT INTO profile_events (profile_id, kind, source, device, visitor, day, created_at) VALUES (?, ?, 'direct', 'mobile', ?, ?, 0)`);
    // 27th: a visitor who viewed and tapped four times, one who only viewed, and a tap with no view that day.
    for (const [kind, visitor] of [['view', 'a'], ['click', 'a'], ['click', 'a'], ['vcard', 'a'], ['share', 'a'], ['view', 'b'], ['click', 'c'], ['lead', null]] as const) {
      event.run(cardId, kind, visitor, '2026-11-27');
    }
    // 28th: one visitor, viewing and saving the contact.
    event.run(cardId, 'view', 'a', '2026-11-28');
    event.run(cardId, 'vcard', 'a', '2026-11-28');
    const daily = db.prepare(`INSERT INTO profile_daily (profile_id, day, views, uniques, clicks, vcards, shares, leads) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    daily.run(cardId, '2026-11-27', 2, 2, 3, 1, 1, 1);
    daily.run(cardId, '2026-11-28', 1, 1, 0, 1, 0, 0);
    db.prepare(`INSERT INTO profile_daily_visitors (profile_id, day, visitor) VALUES (?, '2026-11-28', 'a'), (?, '2026-11-28', 'b')`).run(cardId, cardId);

    migrate(db, loadMigrations(MIGRATIONS_DIR));

    expect(db.prepare('SELECT day, uniques, engaged FROM profile_daily ORDER BY day').all()).toEqual([
      { day: '2026-11-27', uniques: 2, engaged: 1 },
      { day: '2026-11-28', uniques: 1, engaged: 1 },
    ]);
    expect(db.prepare('SELECT visitor, acted FROM profile_daily_visitors ORDER BY visitor').all()).toEqual([
      { visitor: 'a', acted: 1 },
      { visitor: 'b', acted: 0 },
    ]);
  });
});
