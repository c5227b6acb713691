import { sql } from 'kysely';
import { databaseFileStore, folderFileStore, type FileStore } from '../../api/file-store/store';
import { describe, expect, it } from 'vitest';
import { restoreDemoContent } from '../../api/account/demo';
import { leadsRepo } from '../../api/leads/repo';
import { createLogger } from '../../api/log';
import { profilesRepo } from '../../api/profiles/repo';
import { DEMO_LEADS } from '../../api/seed/leads';
import { DEMO_CARD, EXAMPLE_CARDS } from '../../api/seed/profiles';
import { seed } from '../../api/seed/seed';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import type { QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import { tempDir } from '../helpers/db';
import { engines } from '../helpers/engines';

const NOW = new Date('2026-06-01T10:30:00.000Z');
const seedOptions = (files: FileStore) => ({ adminEmail: 'admin@kartis.app', adminPassword: 'admin-password-1', log: createLogger('silent'), files, now: NOW });

/** Where an engine keeps the pictures by default: the uploads folder with SQLite, the database with PostgreSQL. */
const filesOf = (engine: string, query: QueryBuilder) => (engine === 'PostgreSQL' ? databaseFileStore(query) : folderFileStore(tempDir()));

/** The tables the seed writes. */
const SEEDED: (keyof Tables)[] = [
  'users',
  'products',
  'subscriptions',
  'profiles',
  'profile_items',
  'uploads',
  'leads',
  'notifications',
  'physical_cards',
  'blog_posts',
  'profile_events',
  'profile_daily',
  'profile_daily_breakdown',
];

/** Every row of the seeded tables, each table's rows as sorted JSON, so two states compare value for value. */
async function snapshot(query: QueryBuilder): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of SEEDED) {
    const { rows } = await sql<object>`SELECT * FROM ${sql.table(table)}`.execute(query);
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const count = async (query: QueryBuilder, table: keyof Tables) =>
  Number((await query.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function demoCardOf(query: QueryBuilder) {
  const card = (await profilesRepo(query).findBySlug('demo'))!;
  return { card, items: (await profilesRepo(query).itemsOf(card.id)).map(({ kind, data, is_enabled }) => ({ kind, data, is_enabled })) };
}

describe.each(engines)('the seed on $name', ({ name, open }) => {
  it('creates the demo account with its card, leads, statistics and physical card, the blog and the packages; a second run changes nothing', async () => {
    const query = await open();
    const files = filesOf(name, query);
    expect(await seed(query, seedOptions(files))).toEqual({});

    const demo = await query.selectFrom('users').selectAll().where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ username: DEMO_ACCOUNT.username, is_demo: 1 });
    const { card, items } = await demoCardOf(query);
    expect(card).toMatchObject({ user_id: demo.id, seed_key: DEMO_CARD.seedKey, is_primary: 1 });
    expect(items.length).toBe(DEMO_CARD.card.items!.length);
    expect(await profilesRepo(query).findBySlug(EXAMPLE_CARDS[0]!.card.slug)).toBeDefined();
    const leads = await query.selectFrom('leads').select(['seed_key', 'status']).where('profile_id', '=', card.id).orderBy('seed_key').execute();
    expect(leads).toEqual(DEMO_LEADS.map((lead) => ({ seed_key: lead.seedKey, status: lead.status })));
    expect(await query.selectFrom('notifications').select('id').where('user_id', '=', demo.id).execute()).toHaveLength(DEMO_LEADS.length);
    const events = await query.selectFrom('profile_events').select('kind').where('profile_id', '=', card.id).execute();
    expect(events.filter((event) => event.kind === 'view').length).toBeGreaterThan(100);
    // Leads are counted from the leads themselves, not recorded as events.
    expect(events.filter((event) => event.kind === 'lead')).toHaveLength(0);
    expect(await count(query, 'profile_daily')).toBeGreaterThan(0);
    expect(await query.selectFrom('physical_cards').select(['code', 'profile_id']).where('user_id', '=', demo.id).execute()).toEqual([{ code: 'demo01', profile_id: card.id }]);
    expect(await query.selectFrom('blog_posts').select('slug').where('is_published', '=', 1).execute()).toHaveLength(5);
    expect((await query.selectFrom('products').select('seed_key').orderBy('sort_order').execute()).map((p) => p.seed_key)).toEqual(['basic', 'pro', 'team', 'nfc_card']);
    expect(await query.selectFrom('subscriptions').select(['status', 'billing_cycle']).where('user_id', '=', demo.id).execute()).toEqual([{ status: 'active', billing_cycle: 'yearly' }]);
    expect(await query.selectFrom('users').select('user_role').where('email', '=', 'admin@kartis.app').executeTakeFirst()).toEqual({ user_role: 'admin' });

    const before = await snapshot(query);
    expect(await seed(query, seedOptions(files))).toEqual({});
    expect(await snapshot(query)).toEqual(before);
  });

  it("brings the demo account's changed content back, once", async () => {
    const query = await open();
    const files = filesOf(name, query);
    await seed(query, seedOptions(files));
    const seeded = await demoCardOf(query);
    const seededLeads = await query.selectFrom('leads').select(['seed_key', 'status', 'note']).orderBy('seed_key').execute();

    // What a visitor signed in as the demo might leave behind.
    await query.updateTable('users').set({ display_name: 'Someone else', locale: 'en' }).where('email', '=', DEMO_ACCOUNT.email).execute();
    await query.updateTable('profiles').set({ display_name: 'Changed' }).where('id', '=', seeded.card.id).execute();
    await query.deleteFrom('profile_items').where('profile_id', '=', seeded.card.id).execute();
    await query.updateTable('leads').set({ status: 'customer', note: 'changed' }).where('seed_key', '=', DEMO_LEADS[0]!.seedKey).execute();
    await leadsRepo(query).insertOnce({
      userId: seeded.card.user_id,
      profileId: seeded.card.id,
      cardName: 'Changed',
      name: 'A visitor',
      phone: '050-000-0000',
      email: '',
      message: 'Left behind',
      consentText: 'yes',
      idempotencyKey: 'visitor-lead',
      now: NOW.toISOString(),
    });
    await query.deleteFrom('physical_cards').where('code', '=', 'demo01').execute();
    const dropped = 'd'.repeat(24);
    const at = NOW.toISOString();
    await query.insertInto('uploads').values({ id: dropped, user_id: seeded.card.user_id, purpose: 'avatar', width: 1, height: 1, bytes: 1, created_at: at, claimed_at: at }).execute();

    expect(await restoreDemoContent(query, files)).toBe(true);
    expect(await query.selectFrom('users').select(['display_name', 'locale']).where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst()).toEqual({
      display_name: DEMO_ACCOUNT.displayName,
      locale: 'he',
    });
    const restored = await demoCardOf(query);
    expect(restored.card).toMatchObject({ id: seeded.card.id, display_name: seeded.card.display_name, is_primary: 1 });
    expect(restored.items).toEqual(seeded.items);
    expect(await query.selectFrom('leads').select(['seed_key', 'status', 'note']).orderBy('seed_key').execute()).toEqual(seededLeads);
    expect(await query.selectFrom('physical_cards').select(['code', 'profile_id', 'is_active']).execute()).toEqual([{ code: 'demo01', profile_id: seeded.card.id, is_active: 1 }]);
    expect(await query.selectFrom('uploads').select('id').where('id', '=', dropped).execute()).toEqual([]);
    expect(await restoreDemoContent(query, files)).toBe(false);
  });
});
