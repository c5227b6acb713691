import { describe, expect, it } from 'vitest';
import { adminProductsRepo } from '../../api/admin/products-repo';
import { adminSystemRepo } from '../../api/admin/system-repo';
import { blogRepo } from '../../api/blog/repo';
import { productsRepo } from '../../api/products/repo';
import { usersRepo } from '../../api/users/repo';
import { productInputSchema } from '../../shared/contract/admin';
import { engines } from '../helpers/engines';

const post = (slug: string | null, title: string) => ({ slug, title, excerpt: 'תקציר', bodyMarkdown: '## כותרת', cover: null, author: 'צוות', language: 'he' as const });
const product = (name: string, extra: Record<string, unknown> = {}) =>
  productInputSchema.parse({ name, monthlyPrice: 0, yearlyPrice: 0, features: ['א'], packageType: 'basic', en: { name: 'Plan', description: '', features: [] }, ...extra });

describe.each(engines)('content repositories on $name', ({ open }) => {
  it('keeps blog posts newest first, their first publication date, and knows a blog that once held a post', async () => {
    const blog = blogRepo(await open());
    expect(await blog.everHeldPosts()).toBe(false);
    const first = await blog.create(post('first', 'ראשון'), { published: true, now: '2026-01-01T00:00:00.000Z' });
    const hidden = await blog.create(post(null, 'טיוטה'), { published: false, now: '2026-03-01T00:00:00.000Z' });
    const second = await blog.create(post('second', 'שני'), { published: true, now: '2026-02-01T00:00:00.000Z' });
    expect((await blog.listPublished()).map((p) => p.id)).toEqual([second, first]);
    expect((await blog.listAll()).map((p) => p.id)).toEqual([hidden, second, first]);
    expect(await blog.setPublished(first, false, '2026-04-01T00:00:00.000Z')).toBe(true);
    expect(await blog.setPublished(first, true, '2026-05-01T00:00:00.000Z')).toBe(true);
    expect(await blog.findBySlug('first')).toMatchObject({ id: first, is_published: 1, published_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-05-01T00:00:00.000Z' });
    expect(await blog.update(second, post('second', 'שני, מתוקן'), '2026-06-01T00:00:00.000Z')).toBe(true);
    expect(await blog.findById(second)).toMatchObject({ title: 'שני, מתוקן', published_at: '2026-02-01T00:00:00.000Z' });
    expect(await blog.update(9999, post(null, 'x'), '2026-06-01T00:00:00.000Z')).toBe(false);
    for (const id of [first, hidden, second]) expect(await blog.remove(id)).toBe(true);
    expect(await blog.remove(first)).toBe(false);
    expect(await blog.everHeldPosts()).toBe(true);
  });

  it('lists packages by their order, counts the subscriptions in force and moves them', async () => {
    const query = await open();
    const admin = adminProductsRepo(query);
    const free = await admin.create(product('חינם', { sortOrder: 2 }), '2026-01-01T00:00:00.000Z');
    const pro = await admin.create(product('מקצועי', { sortOrder: 1, packageType: 'monthly', monthlyPrice: 10, yearlyPrice: 100, showAtHome: false }), '2026-01-01T00:00:00.000Z');
    const gone = await admin.create(product('ישן', { isActive: false }), '2026-01-01T00:00:00.000Z');
    const users = usersRepo(query);
    for (const [i, status] of (['active', 'pending', 'canceled'] as const).entries()) {
      const user = await users.createUser({ username: `u${i}`, email: `u${i}@example.com`, passwordHash: null, googleSub: null, displayName: 'u' });
      await query.insertInto('subscriptions').values({ user_id: user.id, product_id: free, billing_cycle: 'free', status, created_at: 'x', updated_at: 'x' }).execute();
    }
    expect((await productsRepo(query).listActive()).map((p) => p.id)).toEqual([pro, free]);
    expect((await productsRepo(query).listHome()).map((p) => p.id)).toEqual([free]);
    expect((await admin.list()).map((p) => [p.id, p.subscribers])).toEqual([[gone, 0], [pro, 0], [free, 2]]);
    expect(await admin.find(pro)).toMatchObject({ name: 'מקצועי', monthlyPrice: 10, yearlyPrice: 100, isActive: true, showAtHome: false, subscribers: 0 });
    expect(await admin.everUsed(free)).toBe(true);
    expect(await admin.everUsed(pro)).toBe(false);
    const holders = await admin.holders(free);
    expect(holders).toHaveLength(2);
    for (const holder of holders) await admin.moveSubscription(holder.id, pro, 'yearly', '2026-02-01T00:00:00.000Z');
    expect((await admin.list()).map((p) => [p.id, p.subscribers])).toEqual([[gone, 0], [pro, 2], [free, 0]]);
    await admin.remove(gone);
    expect(await admin.find(gone)).toBeUndefined();
  });

  it("gives the admin the system's figures, contact requests with their file, and the database's state", async () => {
    const query = await open();
    const system = adminSystemRepo(query);
    const now = new Date('2026-11-27T10:00:00.000Z');
    await usersRepo(query).createUser({ username: 'dana', email: 'dana@example.com', passwordHash: null, googleSub: null, displayName: 'דנה' }, now);
    const ids = [];
    for (const name of ['אחת', 'שתיים']) {
      ids.push((await query.insertInto('contact_requests').values({ name, email: 'a@b.c', subject: 'נושא', message: 'הודעה', user_id: null, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await query.insertInto('visitor_files').values({ id: 'f'.repeat(24), contact_request_id: ids[0]!, lead_id: null, kind: 'pdf', file_name: 'הצעה.pdf', bytes: 1234, visitor_key: 'k', created_at: now.toISOString() }).execute();
    const overview = await system.overview(now);
    expect(overview).toEqual({
      users: 1, newUsers7d: 1, admins: 0, activeSubscriptions: 0, trials: 1, cards: 0, publishedCards: 0, leads30d: 0, views30d: 0, supportWaiting: 0, contactRequests7d: 2, errorReports7d: 0,
    });
    const page = await system.contactRequests(1, 0);
    expect(page).toEqual({
      items: [{ id: ids[1], name: 'שתיים', email: 'a@b.c', subject: 'נושא', message: 'הודעה', userId: null, createdAt: now.toISOString(), attachment: null }],
      total: 2,
    });
    expect((await system.contactRequests(1, 1)).items[0]!.attachment).toEqual({ name: 'הצעה.pdf', kind: 'pdf', bytes: 1234 });
    expect(await system.errorReports(10, 0)).toEqual({ items: [], total: 0 });
    const database = await system.database();
    expect(database.migrations.length).toBeGreaterThan(0);
    expect(database.migrations.every((m) => m.status === 'applied')).toBe(true);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.tables.find((t) => t.name === 'contact_requests')).toEqual({ name: 'contact_requests', rows: 2 });
  });
});
