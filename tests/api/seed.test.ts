import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/password';
import { createLogger } from '../../api/log';
import type { Database } from '../../db';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { seed } from '../../api/seed/seed';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { migratedDb } from '../helpers/db';
import { buildUser } from '../helpers/users';

const log = createLogger('silent');
const FIRST_START = new Date('2025-03-01T08:00:00.000Z');
const NEXT_START = new Date('2025-03-02T08:00:00.000Z');

const dump = (db: Database, table: string) => db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
const userByEmail = (db: Database, email: string) =>
  db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Record<string, unknown> & { id: number; password_hash: string };

interface ProductRow {
  name: string;
  name_en: string;
  features_en: string;
  monthly_price: number;
  yearly_price: number;
  features: string;
  benefit1: string | null;
  benefit5: string | null;
  is_popular: number;
  package_type: string;
}

describe('seed', () => {
  it('leaves every row as it was when run again on a later start', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log, now: FIRST_START });
    const before = { products: dump(db, 'products'), users: dump(db, 'users'), subscriptions: dump(db, 'subscriptions') };

    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log, now: NEXT_START });

    expect({ products: dump(db, 'products'), users: dump(db, 'users'), subscriptions: dump(db, 'subscriptions') }).toEqual(before);
    expect(before.products).toHaveLength(4);
    expect(before.users).toHaveLength(2);
    expect(before.subscriptions).toHaveLength(1);
  });

  it('lists the free basic plan, the paid plan (₪40 a month, ₪300 a year) and the team plan (a seat ₪35 a month, ₪260 a year) on the home page, in order, in agorot', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: FIRST_START });
    const plans = db
      .prepare('SELECT * FROM products WHERE is_active = 1 AND show_at_home = 1 ORDER BY sort_order')
      .all() as ProductRow[];

    expect(plans.map((p) => [p.package_type, p.name, p.name_en, p.monthly_price, p.yearly_price, p.is_popular])).toEqual([
      ['basic', 'בסיסי', 'Basic', 0, 0, 0],
      ['annual', 'מקצועי', 'Pro', 4000, 30000, 1],
      ['team', 'צוות', 'Team', 3500, 26000, 0],
    ]);
    for (const plan of plans) {
      expect(plan.name).toMatch(/[\u0590-\u05FF]/);
      expect(JSON.parse(plan.features_en)).toHaveLength((JSON.parse(plan.features) as string[]).length);
      const features = JSON.parse(plan.features) as unknown;
      expect(Array.isArray(features) && features.every((f) => typeof f === 'string' && f.length > 0)).toBe(true);
      expect((features as string[]).length).toBeGreaterThanOrEqual(4);
      expect((features as string[]).length).toBeLessThanOrEqual(7);
      expect([plan.benefit1, plan.benefit5]).not.toContain(null);
    }
  });

  it('keeps the NFC card off the home page as an ₪89 one-off product', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: FIRST_START });
    expect(db.prepare("SELECT monthly_price, yearly_price, show_at_home, is_active FROM products WHERE package_type = 'nfc_card'").all()).toEqual([
      { monthly_price: 0, yearly_price: 8900, show_at_home: 0, is_active: 1 },
    ]);
  });

  it('keeps an admin edit of a package across restarts', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: FIRST_START });
    db.prepare("UPDATE products SET monthly_price = 4500 WHERE seed_key = 'pro'").run();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: NEXT_START });
    expect(db.prepare("SELECT monthly_price FROM products WHERE seed_key = 'pro'").get()).toEqual({ monthly_price: 4500 });
  });

  it('creates the demo account with password demo1234, a 14-day trial and an active yearly subscription to the paid plan', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: FIRST_START });
    const demo = userByEmail(db, DEMO_ACCOUNT.email);

    expect(demo).toMatchObject({
      username: 'demo',
      email: 'demo@kartis.app',
      display_name: 'דנה לוי',
      user_role: 'user',
      is_demo: 1,
      created_at: '2025-03-01T08:00:00.000Z',
      trial_ends_at: '2025-03-15T08:00:00.000Z',
    });
    expect(demo.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(demo.password_hash, 'demo1234')).toBe(true);
    expect(
      db
        .prepare(
          `SELECT p.package_type, s.billing_cycle, s.status, s.current_period_end FROM subscriptions s
           JOIN products p ON p.id = s.product_id WHERE s.user_id = ?`,
        )
        .all(demo.id),
    ).toEqual([{ package_type: 'annual', billing_cycle: 'yearly', status: 'active', current_period_end: '2026-03-01T08:00:00.000Z' }]);
  });

  it('restores the demo password and renews its lapsed subscription on the next start', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: FIRST_START });
    db.prepare("UPDATE users SET password_hash = 'changed' WHERE email = ?").run(DEMO_ACCOUNT.email);
    const later = new Date('2026-06-01T00:00:00.000Z');

    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: later });

    expect(await verifyPassword(userByEmail(db, DEMO_ACCOUNT.email).password_hash, 'demo1234')).toBe(true);
    expect(db.prepare("SELECT current_period_end FROM subscriptions WHERE status = 'active'").all()).toEqual([
      { current_period_end: '2027-06-01T00:00:00.000Z' },
    ]);
  });

  it('returns a generated admin password only when it creates the admin', async () => {
    const db = migratedDb();
    const lines: string[] = [];
    const first = await seed(sqliteQueryBuilder(db), { adminEmail: 'Admin@Kartis.app', log: createLogger('debug', (l) => lines.push(l)), now: FIRST_START });
    const admin = userByEmail(db, 'admin@kartis.app');

    expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(admin).toMatchObject({ username: 'admin', user_role: 'admin' });
    expect(await verifyPassword(admin.password_hash, first.generatedAdminPassword!)).toBe(true);
    expect(lines.join('\n')).not.toContain(first.generatedAdminPassword);

    const second = await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', log, now: NEXT_START });
    expect(second).toEqual({});
    expect(userByEmail(db, 'admin@kartis.app').password_hash).toBe(admin.password_hash);
  });

  it('never generates a password when ADMIN_PASSWORD is given', async () => {
    const db = migratedDb();
    expect(await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log })).toEqual({});
    expect(await verifyPassword(userByEmail(db, 'admin@kartis.app').password_hash, 'admin-secret-1')).toBe(true);
  });

  it('updates the admin hash when ADMIN_PASSWORD changes', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log, now: FIRST_START });
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-2', log, now: NEXT_START });
    const admin = userByEmail(db, 'admin@kartis.app');

    expect(await verifyPassword(admin.password_hash, 'admin-secret-2')).toBe(true);
    expect(await verifyPassword(admin.password_hash, 'admin-secret-1')).toBe(false);
    expect(admin.password_changed_at).toBe(NEXT_START.toISOString());
  });

  it('makes an existing account named by ADMIN_EMAIL an admin, keeping its password', async () => {
    const db = migratedDb();
    const owner = await buildUser(sqliteQueryBuilder(db), { username: 'owner', email: 'owner@example.test' });
    const result = await seed(sqliteQueryBuilder(db), { adminEmail: 'owner@example.test', log, now: FIRST_START });
    const row = userByEmail(db, 'owner@example.test');

    expect(result).toEqual({});
    expect(row).toMatchObject({ username: 'owner', user_role: 'admin' });
    expect(await verifyPassword(row.password_hash, owner.password)).toBe(true);
  });

  it('creates a second admin under a free username when ADMIN_EMAIL changes', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-secret-1', log, now: FIRST_START });
    await seed(sqliteQueryBuilder(db), { adminEmail: 'boss@kartis.app', adminPassword: 'admin-secret-2', log, now: NEXT_START });
    expect(db.prepare("SELECT username, email FROM users WHERE user_role = 'admin' ORDER BY id").all()).toEqual([
      { username: 'admin', email: 'admin@kartis.app' },
      { username: 'admin2', email: 'boss@kartis.app' },
    ]);
  });
});
