import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/log';
import { blogRepo } from '../../api/blog/repo';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { seed } from '../../api/seed/seed';
import { migratedDb } from '../helpers/db';

const options = { adminEmail: 'admin@kartis.app', adminPassword: 'admin-password-1', log: createLogger('silent') };

describe('the blog seed', () => {
  it('publishes at least three Hebrew launch posts and two English ones once, and a second start changes nothing', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), options);
    const repo = blogRepo(sqliteQueryBuilder(db));
    const first = (await repo.listAll());
    expect(first.length).toBeGreaterThanOrEqual(3);
    for (const post of first) {
      expect(post.is_published).toBe(1);
      expect(post.title).toMatch(post.language === 'he' ? /[א-ת]/ : /^[\x20-\x7E–]+$/);
      expect(post.excerpt.length).toBeGreaterThan(50);
      expect(post.body_markdown).toMatch(/^## /m);
    }
    expect(first.map((post) => post.slug)).toEqual(expect.arrayContaining(['how-nfc-business-cards-work']));
    expect(first.filter((post) => post.language === 'he').length).toBeGreaterThanOrEqual(3);
    expect(first.filter((post) => post.language === 'en').length).toBe(2);

    await seed(sqliteQueryBuilder(db), options);
    expect((await repo.listAll())).toEqual(first);
  });

  it('does not bring back a launch post an admin deleted', async () => {
    const db = migratedDb();
    await seed(sqliteQueryBuilder(db), options);
    const repo = blogRepo(sqliteQueryBuilder(db));
    const [newest, ...rest] = (await repo.listAll());
    await repo.remove(newest!.id);
    await seed(sqliteQueryBuilder(db), options);
    expect((await repo.listAll())).toEqual(rest);
  });
});
