import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../../api/log';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { loadMigrations, migrate } from '../../db/migrate';
import { seed } from '../../api/seed/seed';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2025-03-01T08:00:00.000Z';
const BEFORE_CATALOGUE = (name: string) => name < '0010';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

/** A database as it stood before 0010: the packages seeded then, a "monthly" and an "annual" one among them. */
function databaseBeforeTheCatalogue(): Database {
  const db = open(tempDbPath());
  opened.push(db);
  migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => BEFORE_CATALOGUE(m.name)));
  const insert = db.prepare(`INSERT INTO products (seed_key, name, description, monthly_price, yearly_price, features, benefit1, is_popular,
      show_at_home, sort_order, package_type, created_at, updated_at) VALUES (?, ?, '', ?, ?, '["x"]', ?, ?, ?, ?, ?, '${NOW}', '${NOW}')`);
  insert.run('basic', 'בסיסי', 0, 0, 'חינם לתמיד', 0, 1, 1, 'basic');
  insert.run('monthly', 'חודשי', 4000, 48000, 'ללא התחייבות', 0, 1, 2, 'monthly');
  insert.run('annual', 'שנתי', 4000, 30000, '₪300 לשנה במקום ₪480', 1, 1, 3, 'annual');
  insert.run('nfc_card', 'כרטיס NFC', 0, 8900, null, 0, 0, 4, 'nfc_card');
  const user = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES (?, ?, '${NOW}', '${NOW}')`);
  const subscribe = db.prepare(`INSERT INTO subscriptions (user_id, product_id, billing_cycle, status, created_at, updated_at)
    VALUES (?, (SELECT id FROM products WHERE seed_key = ?), ?, 'active', '${NOW}', '${NOW}')`);
  subscribe.run(user.run('monthly-owner', 'm@example.test').lastInsertRowid, 'monthly', 'monthly');
  subscribe.run(user.run('annual-owner', 'a@example.test').lastInsertRowid, 'annual', 'yearly');
  return db;
}

const products = (db: Database) =>
  db.prepare('SELECT seed_key, name, name_en, monthly_price, yearly_price, benefit1, benefit1_en, package_type FROM products ORDER BY sort_order').all();

// The SQLite schema's own migration, on a SQLite file.
sqliteOnly('migration 0010: one bilingual catalogue', () => {
  it('makes the seeded monthly and annual packages one paid plan, keeping each subscriber on their own billing cycle', () => {
    const db = databaseBeforeTheCatalogue();
    migrate(db, loadMigrations(MIGRATIONS_DIR));

    expect(products(db)).toEqual([
      { seed_key: 'basic', name: 'בסיסי', name_en: 'Basic', monthly_price: 0, yearly_price: 0, benefit1: 'חינם לתמיד', benefit1_en: 'Free forever', package_type: 'basic' },
      { seed_key: 'pro', name: 'מקצועי', name_en: 'Pro', monthly_price: 4000, yearly_price: 30000, benefit1: '14 ימי ניסיון חינם', benefit1_en: '14-day free trial', package_type: 'annual' },
      { seed_key: 'nfc_card', name: 'כרטיס NFC', name_en: 'NFC card', monthly_price: 0, yearly_price: 8900, benefit1: null, benefit1_en: null, package_type: 'nfc_card' },
    ]);
    expect(
      db.prepare('SELECT u.username, p.seed_key, s.billing_cycle FROM subscriptions s JOIN users u ON u.id = s.user_id JOIN products p ON p.id = s.product_id ORDER BY u.id').all(),
    ).toEqual([
      { username: 'monthly-owner', seed_key: 'pro', billing_cycle: 'monthly' },
      { username: 'annual-owner', seed_key: 'pro', billing_cycle: 'yearly' },
    ]);
  });

  it('leaves the next start only the team plan to add (it came later): the seed finds the rest of the catalogue it would make', async () => {
    const db = databaseBeforeTheCatalogue();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    const migrated = products(db);
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log: createLogger('silent'), now: new Date(NOW) });
    const seeded = products(db) as { seed_key: string }[];
    expect(seeded.filter((row) => row.seed_key !== 'team')).toEqual(migrated);
    expect(seeded.map((row) => row.seed_key)).toEqual(['basic', 'pro', 'team', 'nfc_card']);
  });

  it('keeps a name an admin gave the annual package, and fills its English texts', () => {
    const db = databaseBeforeTheCatalogue();
    db.prepare("UPDATE products SET name = 'עסקי' WHERE seed_key = 'annual'").run();
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare("SELECT name, name_en FROM products WHERE seed_key = 'pro'").get()).toEqual({ name: 'עסקי', name_en: 'Pro' });
  });
});
