import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2026-03-01T08:00:00.000Z';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

// The SQLite schema's own migration, on a SQLite file (PostgreSQL's twin is checked equal by tests/postgres/schema.test.ts).
sqliteOnly('migration 0050: each blog post has its language', () => {
  it('calls a post written before it Hebrew when its title has Hebrew letters, else English', () => {
    const db = open(tempDbPath());
    opened.push(db);
    migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0050'));
    const post = db.prepare(`INSERT INTO blog_posts (title, body_markdown, author, created_at, updated_at) VALUES (?, 'x', 'צוות', '${NOW}', '${NOW}')`);
    for (const title of ['כרטיס ביקור דיגיטלי', 'Seven things a card needs', 'Kartis בכנס יזמים', 'NFC 101']) post.run(title);
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT title, language FROM blog_posts ORDER BY id').all()).toEqual([
      { title: 'כרטיס ביקור דיגיטלי', language: 'he' },
      { title: 'Seven things a card needs', language: 'en' },
      { title: 'Kartis בכנס יזמים', language: 'he' },
      { title: 'NFC 101', language: 'en' },
    ]);
  });
});
