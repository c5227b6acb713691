import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../../api/log';
import { seed } from '../../api/seed/seed';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2026-03-01T08:00:00.000Z';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

function database(): Database {
  const db = open(tempDbPath());
  opened.push(db);
  return db;
}

/** A database as it stood before 0052, with the seeded packages as their Hebrew and English names left them. */
function databaseBeforeFourLanguages(names: Record<string, [string, string]>): Database {
  const db = database();
  migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0052'));
  const insert = db.prepare(`INSERT INTO products (seed_key, name, name_en, monthly_price, yearly_price, sort_order, package_type, created_at, updated_at)
    VALUES (?, ?, ?, 0, 0, ?, ?, '${NOW}', '${NOW}')`);
  const types: Record<string, string> = { basic: 'basic', pro: 'annual', team: 'team', nfc_card: 'nfc_card' };
  Object.entries(names).forEach(([key, [he, en]], i) => insert.run(key, he, en, i, types[key] ?? 'annual'));
  return db;
}

const SEEDED_NAMES: Record<string, [string, string]> = { basic: ['בסיסי', 'Basic'], pro: ['מקצועי', 'Pro'], team: ['צוות', 'Team'], nfc_card: ['כרטיס NFC', 'NFC card'] };
const TEXT_COLUMNS = ['ar', 'ru'].flatMap((l) => ['name', 'description', 'features', 'benefit1', 'benefit2', 'benefit3', 'benefit4', 'benefit5'].map((c) => `${c}_${l}`));
const texts = (db: Database) => db.prepare(`SELECT seed_key, ${TEXT_COLUMNS.join(', ')} FROM products ORDER BY seed_key`).all();

// The SQLite schema's own migration, on a SQLite file (PostgreSQL's twin is checked equal by tests/postgres/schema.test.ts).
sqliteOnly('migration 0052: plans in Arabic and Russian', () => {
  it('gives the seeded packages the same Arabic and Russian texts a new installation is seeded with', async () => {
    const migrated = databaseBeforeFourLanguages(SEEDED_NAMES);
    migrate(migrated, loadMigrations(MIGRATIONS_DIR));
    const fresh = database();
    migrate(fresh, loadMigrations(MIGRATIONS_DIR));
    await seed(sqliteQueryBuilder(fresh), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log: createLogger('silent'), now: new Date(NOW) });
    expect(texts(migrated)).toEqual(texts(fresh));
    expect(migrated.prepare("SELECT name_ar, name_ru, features_ru FROM products WHERE seed_key = 'pro'").get()).toEqual({
      name_ar: 'احترافي',
      name_ru: 'Профи',
      features_ru: '["До 5 визиток","Статистика просмотров","Сбор лидов","Работа с лидами: статусы, напоминания и ответное письмо","Выгрузка лидов в CSV и в контакты","Полная поддержка в чате"]',
    });
  });

  it('leaves a package an admin has renamed, or made, without them: it is shown in English there until written', () => {
    const db = databaseBeforeFourLanguages({ basic: ['בסיסי', 'Basic'], pro: ['מקצועי פלוס', 'Pro Plus'], custom: ['אירועים', 'Events'] });
    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT seed_key, name_ar, name_ru, features_ar FROM products ORDER BY sort_order').all()).toEqual([
      { seed_key: 'basic', name_ar: 'أساسي', name_ru: 'Базовый', features_ar: expect.stringContaining('بطاقة رقمية واحدة') },
      { seed_key: 'pro', name_ar: '', name_ru: '', features_ar: '[]' },
      { seed_key: 'custom', name_ar: '', name_ru: '', features_ar: '[]' },
    ]);
  });
});
