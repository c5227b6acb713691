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

/** A database as it stood before 0014, with a person's card and a business's card and their phones. */
function databaseBeforeContactNames(): Database {
  const db = open(tempDbPath());
  opened.push(db);
  migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0014'));
  const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
  const card = db.prepare(`INSERT INTO profiles (user_id, slug, display_name, company, created_at, updated_at) VALUES (?, ?, ?, ?, '${NOW}', '${NOW}')`);
  const person = card.run(userId, 'noa', 'עו״ד נועה לוי', 'לוי ושות׳').lastInsertRowid;
  const business = card.run(userId, 'cafe', 'קפה שדרות', ' קפה שדרות ').lastInsertRowid;
  const phone = db.prepare(`INSERT INTO profile_items (profile_id, kind, data, sort_order) VALUES (?, 'phone', json_object('label', ?, 'value', ?, 'call', 1), ?)`);
  phone.run(person, 'נייד', '050-123-4567', 0);
  phone.run(person, 'משרד', '03-555-1234', 1);
  phone.run(person, 'פקס', '03-555-9999', 2);
  phone.run(person, 'בית', '+972 2-600-1111', 3);
  phone.run(business, 'הזמנות', '04-850-1234', 0);
  phone.run(business, '', '+972 52-765-4321', 1);
  return db;
}

// The SQLite schema's own migration, on a SQLite file.
sqliteOnly('migration 0014: how cards are saved to contacts', () => {
  it('makes a card named after its company a business, and leaves people’s names for their owners to fill', () => {
    const db = databaseBeforeContactNames();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT slug, contact_kind, given_name, family_name FROM profiles ORDER BY id').all()).toEqual([
      { slug: 'noa', contact_kind: 'person', given_name: '', family_name: '' },
      { slug: 'cafe', contact_kind: 'business', given_name: '', family_name: '' },
    ]);
  });

  it('gives each existing phone a type: fax and home by their labels, mobile for 05 numbers, work for other lines', () => {
    const db = databaseBeforeContactNames();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    const phones = db.prepare(`SELECT json_extract(data, '$.label') AS label, json_extract(data, '$.type') AS type FROM profile_items ORDER BY id`).all();
    expect(phones).toEqual([
      { label: 'נייד', type: 'mobile' },
      { label: 'משרד', type: 'work' },
      { label: 'פקס', type: 'fax' },
      { label: 'בית', type: 'home' },
      { label: 'הזמנות', type: 'work' },
      { label: '', type: 'mobile' },
    ]);
  });
});
