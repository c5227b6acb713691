import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, AdminProduct, AdminUser, AdminUserList, DatabaseStatus } from '../../shared/contract/admin';
import { ADMIN_MESSAGES } from '../../shared/contract/admin';
import { AUTH_MESSAGES } from '../../shared/contract/auth-messages';
import type { Product } from '../../shared/contract/products';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer, testEngine } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { row, rows, sql } from '../helpers/sql';

let server: TestServer;
let admin: TestClient;
let adminUser: TestUser;

async function subscribe(userId: number, productId: number, status: 'active' | 'canceled' | 'expired' | 'pending' = 'active'): Promise<number> {
  const now = new Date().toISOString();
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const { id } = await server.query
    .insertInto('subscriptions')
    .values({ user_id: userId, product_id: productId, billing_cycle: 'monthly', status, current_period_end: end, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const productId = async (type: string) => (await row<{ id: number }>(server.query, sql`SELECT id FROM products WHERE package_type = ${type} ORDER BY id LIMIT 1`))!.id;

const newPackage = {
  name: 'עסקי',
  description: 'לעסקים עם צוות',
  monthlyPrice: 79.9,
  yearlyPrice: 790,
  features: ['עד 10 כרטיסים', 'ייצוא לידים'],
  benefit1: 'תמיכה מועדפת',
  isPopular: false,
  isActive: true,
  showAtHome: true,
  sortOrder: 4,
  packageType: 'annual',
  en: { name: 'Business', description: 'For businesses with a team', features: ['Up to 10 cards', 'Lead export'], benefit1: 'Priority support' },
};

beforeAll(async () => {
  server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password' });
  adminUser = await buildUser(server.query, { userRole: 'admin' });
  admin = await signedIn(server.url, adminUser);
});
afterAll(() => server.close());

/** The packages the landing page lists. */
const home = async () => json<Product[]>(await fetch(`${server.url}/api/home-products`), 200);

describe('accounts', () => {
  it('lists accounts newest first with their plan and cards, searched by name or address (wildcards literal) and role', async () => {
    const dana = await buildUser(server.query, { username: 'dana_100%', email: 'dana.levi@example.test', displayName: 'דנית שחר', trialEndsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const paying = await buildUser(server.query, { username: 'payer', email: 'payer@example.test' });
    await subscribe(paying.id, await productId('annual'));

    const found = await json<AdminUserList>(await admin.fetch('/api/admin/users?q=' + encodeURIComponent('100%')), 200);
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.users[0]).toEqual({
      id: dana.id,
      username: 'dana_100%',
      displayName: 'דנית שחר',
      email: 'dana.levi@example.test',
      userRole: 'user',
      isDemo: false,
      disabled: false,
      createdAt: expect.any(String),
      trialEndsAt: expect.any(String),
      plan: { status: 'trial', name: null, nameEn: null, nameAr: null, nameRu: null },
      cards: 0,
    });
    expect((await json<AdminUserList>(await admin.fetch('/api/admin/users?q=00_'), 200)).total).toBe(0);
    expect((await json<AdminUserList>(await admin.fetch('/api/admin/users?q=' + encodeURIComponent('דנית')), 200)).users.map((u) => u.id)).toEqual([dana.id]);
    expect((await json<AdminUserList>(await admin.fetch('/api/admin/users?q=payer'), 200)).users[0]!.plan).toEqual({ status: 'active', name: 'מקצועי', nameEn: 'Pro', nameAr: 'احترافي', nameRu: 'Профи' });
    const admins = await json<AdminUserList>(await admin.fetch('/api/admin/users?role=admin'), 200);
    expect(admins.users.every((u) => u.userRole === 'admin')).toBe(true);
    expect(admins.users.map((u) => u.id)).toContain(adminUser.id);
    const all = await json<AdminUserList>(await admin.fetch('/api/admin/users'), 200);
    expect(all.users.map((u) => u.id)).toEqual(all.users.map((u) => u.id).toSorted((a, b) => b - a));
  });

  it('shows a team member on the team plan its owner pays for, as the member’s own account shows it', async () => {
    const owner = await buildUser(server.query, { username: 'team_owner_plan' });
    const member = await buildUser(server.query, { username: 'team_member_plan', trialEndsAt: null });
    await subscribe(owner.id, await productId('team'));
    const now = new Date().toISOString();
    const { id: organisationId } = await server.query.insertInto('organisations').values({ name: 'משרד', owner_id: owner.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await server.query
      .insertInto('organisation_members')
      .values([
        { organisation_id: organisationId, user_id: owner.id, role: 'owner', joined_at: now },
        { organisation_id: organisationId, user_id: member.id, role: 'member', joined_at: now },
      ])
      .execute();
    const team = { status: 'active', name: 'צוות', nameEn: 'Team', nameAr: 'فريق', nameRu: 'Команда' };
    expect((await json<{ plan: { status: string; name: string } }>(await (await signedIn(server.url, member)).fetch('/api/account'), 200)).plan).toMatchObject({ status: 'active', name: 'צוות' });
    const listed = await json<AdminUserList>(await admin.fetch('/api/admin/users?q=team_'), 200);
    expect(listed.users.map((u) => [u.username, u.plan])).toEqual([
      ['team_member_plan', team],
      ['team_owner_plan', team],
    ]);
  });

  it('blocks an account (ending its sessions) and unblocks it; makes an admin; extends a trial from its end', async () => {
    const user = await buildUser(server.query, { trialEndsAt: '2099-01-01T00:00:00.000Z' });
    const client = await signedIn(server.url, user);
    const blocked = await json<AdminUser>(await admin.send('PATCH', `/api/admin/users/${user.id}`, { disabled: true }), 200);
    expect(blocked.disabled).toBe(true);
    expect((await client.fetch('/api/auth/current-user')).status).toBe(401);
    // The right password is told the account is blocked, and where to ask; a wrong one learns nothing.
    const refused = await new TestClient(server.url).send('POST', '/api/auth/login', { email: user.email, password: user.password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.accountBlocked, code: 'account_blocked' });
    const guessed = await new TestClient(server.url).send('POST', '/api/auth/login', { email: user.email, password: 'not-the-password' });
    expect(await json(guessed, 401)).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });

    expect((await json<AdminUser>(await admin.send('PATCH', `/api/admin/users/${user.id}`, { disabled: false }), 200)).disabled).toBe(false);
    const promoted = await json<AdminUser>(await admin.send('PATCH', `/api/admin/users/${user.id}`, { userRole: 'admin' }), 200);
    expect(promoted.userRole).toBe('admin');
    const extended = await json<AdminUser>(await admin.send('PATCH', `/api/admin/users/${user.id}`, { extendTrialDays: 7 }), 200);
    expect(extended.trialEndsAt).toBe('2099-01-08T00:00:00.000Z');

    const lapsed = await buildUser(server.query, { trialEndsAt: '2020-01-01T00:00:00.000Z' });
    const renewed = await json<AdminUser>(await admin.send('PATCH', `/api/admin/users/${lapsed.id}`, { extendTrialDays: 14 }), 200);
    expect(Date.parse(renewed.trialEndsAt!) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(renewed.plan.status).toBe('trial');
  });

  it('never changes its own role or blocks itself, keeps the demo an active user, and refuses nonsense', async () => {
    for (const change of [{ userRole: 'user' }, { disabled: true }]) {
      expect(await json(await admin.send('PATCH', `/api/admin/users/${adminUser.id}`, change), 403)).toEqual({ message: ADMIN_MESSAGES.selfChange, code: 'forbidden' });
    }
    const demo = await row(server.query, sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNT.email}`) as { id: number };
    for (const change of [{ userRole: 'admin' }, { disabled: true }]) {
      expect(await json(await admin.send('PATCH', `/api/admin/users/${demo.id}`, change), 403)).toEqual({ message: ADMIN_MESSAGES.demoLocked, code: 'forbidden' });
    }
    expect((await admin.send('PATCH', `/api/admin/users/${demo.id}`, {})).status).toBe(400);
    expect((await admin.send('PATCH', `/api/admin/users/${demo.id}`, { extendTrialDays: 365 })).status).toBe(400);
    expect((await admin.send('PATCH', `/api/admin/users/${demo.id}`, { userRole: 'root' })).status).toBe(400);
    expect(await json(await admin.send('PATCH', '/api/admin/users/99999999', { disabled: true }), 404)).toEqual({ message: ADMIN_MESSAGES.userMissing, code: 'not_found' });
    expect((await admin.send('PATCH', '/api/admin/users/abc', { disabled: true })).status).toBe(404);
    expect((await admin.fetch('/api/admin/users?page=0')).status).toBe(400);
  });
});

describe('packages', () => {
  it('creates, edits and deletes a package, and the landing page lists it at once', async () => {
    const created = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', newPackage), 201);
    expect(created).toMatchObject({ name: 'עסקי', monthlyPrice: 79.9, yearlyPrice: 790, features: ['עד 10 כרטיסים', 'ייצוא לידים'], benefit1: 'תמיכה מועדפת', benefit2: null, subscribers: 0 });
    expect(created.en).toEqual({ ...newPackage.en, benefit2: null, benefit3: null, benefit4: null, benefit5: null });
    expect((await home()).map((p) => [p.name, p.en.name])).toContainEqual(['עסקי', 'Business']);
    // Arabic and Russian texts wait for someone who writes them: empty until then.
    expect(created.ar).toEqual({ name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null });
    const russian = { name: 'Бизнес', description: 'Для бизнеса с командой', features: ['До 10 визиток'], benefit1: 'Приоритетная поддержка' };
    const translated = await json<AdminProduct>(await admin.send('PUT', `/api/admin/products/${created.id}`, { ...newPackage, ru: russian }), 200);
    expect(translated.ru).toEqual({ ...russian, benefit2: null, benefit3: null, benefit4: null, benefit5: null });
    expect((await home()).find((p) => p.id === created.id)?.ru.name).toBe('Бизнес');

    const edited = await json<AdminProduct>(await admin.send('PUT', `/api/admin/products/${created.id}`, { ...newPackage, name: 'עסקי פלוס', showAtHome: false }), 200);
    expect(edited).toMatchObject({ name: 'עסקי פלוס', showAtHome: false, show_at_home: false });
    expect((await home()).map((p) => p.name)).not.toContain('עסקי פלוס');
    expect((await json<AdminProduct[]>(await admin.fetch('/api/admin/products'), 200)).map((p) => p.name)).toContain('עסקי פלוס');

    expect((await admin.send('DELETE', `/api/admin/products/${created.id}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/admin/products/${created.id}`)).status).toBe(404);
  });

  it('keeps a package any subscription held (409), and validates every field in Hebrew', async () => {
    const held = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', newPackage), 201);
    await subscribe((await buildUser(server.query)).id, held.id, 'canceled');
    expect(await json(await admin.send('DELETE', `/api/admin/products/${held.id}`), 409)).toEqual({ message: ADMIN_MESSAGES.productInUse, code: 'product_in_use' });

    for (const [body, message] of [
      [{ ...newPackage, name: ' ' }, ADMIN_MESSAGES.nameRequired],
      [{ ...newPackage, monthlyPrice: -1 }, ADMIN_MESSAGES.priceInvalid],
      [{ ...newPackage, monthlyPrice: 10.555 }, ADMIN_MESSAGES.priceInvalid],
      [{ ...newPackage, yearlyPrice: 'חינם' }, ADMIN_MESSAGES.priceInvalid],
      [{ ...newPackage, features: Array.from({ length: 11 }, (_, i) => `שורה ${i}`) }, ADMIN_MESSAGES.featuresMax],
      [{ ...newPackage, packageType: 'gold' }, ADMIN_MESSAGES.packageType],
      [{ ...newPackage, sortOrder: 1.5 }, ADMIN_MESSAGES.sortOrder],
      [{ ...newPackage, en: undefined }, ADMIN_MESSAGES.nameEnRequired],
      [{ ...newPackage, en: { ...newPackage.en, name: ' ' } }, ADMIN_MESSAGES.nameEnRequired],
      [{ ...newPackage, en: { ...newPackage.en, name: 'Business עסקי' } }, ADMIN_MESSAGES.noHebrewInEnglish],
      [{ ...newPackage, en: { ...newPackage.en, features: ['Up to 10 cards', 'ייצוא לידים'] } }, ADMIN_MESSAGES.noHebrewInEnglish],
      [{ ...newPackage, en: { ...newPackage.en, benefit5: 'תמיכה' } }, ADMIN_MESSAGES.noHebrewInEnglish],
      [{ ...newPackage, ar: { name: 'أعمال עסקי' } }, ADMIN_MESSAGES.noHebrewInTranslation],
      [{ ...newPackage, ru: { name: 'Бизнес', features: ['ייצוא לידים'] } }, ADMIN_MESSAGES.noHebrewInTranslation],
      [{ ...newPackage, ru: { name: 'Б'.repeat(61) } }, ADMIN_MESSAGES.nameMax],
      // A paid plan has a monthly and a yearly price, and yearly billing never costs more than twelve months.
      [{ ...newPackage, yearlyPrice: 0 }, ADMIN_MESSAGES.paidPlanPrices],
      [{ ...newPackage, monthlyPrice: 0 }, ADMIN_MESSAGES.paidPlanPrices],
      [{ ...newPackage, monthlyPrice: 40, yearlyPrice: 480.01 }, ADMIN_MESSAGES.paidPlanPrices],
      [{ ...newPackage, packageType: 'monthly', monthlyPrice: 40, yearlyPrice: 500 }, ADMIN_MESSAGES.paidPlanPrices],
    ] as const) {
      const answer = await json<{ code: string; details: { message: string }[] }>(await admin.send('POST', '/api/admin/products', body), 400);
      expect(answer.code).toBe('validation_failed');
      expect(answer.details.map((d) => d.message)).toContain(message);
    }
    // The free plan and the printed card are not sold by the month, and a yearly price of twelve months saves nothing but is honest.
    for (const body of [
      { ...newPackage, packageType: 'basic', monthlyPrice: 0, yearlyPrice: 0 },
      { ...newPackage, packageType: 'nfc_card', monthlyPrice: 0, yearlyPrice: 89 },
      { ...newPackage, monthlyPrice: 40, yearlyPrice: 480 },
    ]) {
      const accepted = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', { ...body, isActive: false }), 201);
      expect((await admin.send('DELETE', `/api/admin/products/${accepted.id}`)).status).toBe(204);
    }
  });

  it('keeps the type of a package its subscribers hold (their plan stays what they bought), between monthly and yearly billing aside', async () => {
    const held = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', { ...newPackage, name: 'בשימוש' }), 201);
    const subscriber = await buildUser(server.query);
    await subscribe(subscriber.id, held.id);
    const owner = await signedIn(server.url, subscriber);
    const planOf = async () => (await json<{ plan: { status: string } }>(await owner.fetch('/api/account'), 200)).plan.status;
    expect(await planOf()).toBe('active');

    for (const packageType of ['basic', 'nfc_card', 'team'] as const) {
      const body = { ...newPackage, packageType, ...(packageType === 'basic' ? { monthlyPrice: 0, yearlyPrice: 0 } : {}) };
      expect(await json(await admin.send('PUT', `/api/admin/products/${held.id}`, body), 409)).toEqual({ message: ADMIN_MESSAGES.typeInUse, code: 'product_in_use' });
    }
    expect(await planOf()).toBe('active');
    expect((await json<AdminProduct>(await admin.send('PUT', `/api/admin/products/${held.id}`, { ...newPackage, packageType: 'monthly' }), 200)).packageType).toBe('monthly');
    expect(await planOf()).toBe('active');

    // Once its subscribers have moved on (or with none), the package may become anything.
    await server.query.updateTable('subscriptions').set({ status: 'canceled' }).where('product_id', '=', held.id).execute();
    expect((await json<AdminProduct>(await admin.send('PUT', `/api/admin/products/${held.id}`, { ...newPackage, packageType: 'team' }), 200)).packageType).toBe('team');
  });

  it('moves every subscription in force to another package, keeping its billing cycle, and tells each subscriber', async () => {
    const from = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', { ...newPackage, name: 'ישנה' }), 201);
    const to = await productId('annual');
    const [a, b, c] = [await buildUser(server.query), await buildUser(server.query), await buildUser(server.query)];
    await subscribe(a.id, from.id);
    await subscribe(b.id, from.id, 'pending');
    const ended = await subscribe(c.id, from.id, 'expired');
    expect((await json<AdminProduct[]>(await admin.fetch('/api/admin/products'), 200)).find((p) => p.id === from.id)!.subscribers).toBe(2);

    expect(await json(await admin.send('POST', '/api/admin/package-migration', { fromProductId: from.id, toProductId: to }), 200)).toEqual({ moved: 2 });
    const stored = await rows(server.query, sql`SELECT user_id, product_id, billing_cycle FROM subscriptions WHERE user_id IN (${a.id}, ${b.id}, ${c.id}) ORDER BY user_id`);
    expect(stored).toEqual([
      { user_id: a.id, product_id: to, billing_cycle: 'monthly' },
      { user_id: b.id, product_id: to, billing_cycle: 'monthly' },
      { user_id: c.id, product_id: from.id, billing_cycle: 'monthly' },
    ]);
    expect(await row(server.query, sql`SELECT product_id FROM subscriptions WHERE id = ${ended}`)).toEqual({ product_id: from.id });
    const notified = await rows(server.query, sql`SELECT user_id, title, content FROM notifications WHERE user_id IN (${a.id}, ${b.id}, ${c.id}) ORDER BY user_id`);
    expect(notified).toEqual([
      { user_id: a.id, title: ADMIN_MESSAGES.migratedTitle, content: ADMIN_MESSAGES.migratedContent('מקצועי') },
      { user_id: b.id, title: ADMIN_MESSAGES.migratedTitle, content: ADMIN_MESSAGES.migratedContent('מקצועי') },
    ]);

    expect(await json(await admin.send('POST', '/api/admin/package-migration', { fromProductId: to, toProductId: to }), 400)).toEqual({ message: ADMIN_MESSAGES.sameProduct, code: 'bad_request' });
    expect(await json(await admin.send('POST', '/api/admin/package-migration', { fromProductId: to, toProductId: await productId('nfc_card') }), 400)).toEqual({ message: ADMIN_MESSAGES.notSubscription, code: 'bad_request' });
    const hidden = await json<AdminProduct>(await admin.send('POST', '/api/admin/products', { ...newPackage, name: 'מוסתרת', isActive: false }), 201);
    expect(await json(await admin.send('POST', '/api/admin/package-migration', { fromProductId: to, toProductId: hidden.id }), 400)).toEqual({ message: ADMIN_MESSAGES.targetInactive, code: 'bad_request' });
    expect((await admin.send('POST', '/api/admin/package-migration', { fromProductId: 99_999, toProductId: to })).status).toBe(404);
  });
});

/** The admin dashboard's figures. */
const figures = async () => json<AdminOverview>(await admin.fetch('/api/admin/overview'), 200);

describe('the system', () => {
  it('counts in trial only the accounts whose plan is the trial, as the users list shows them: one who bought a plan during it is a subscriber', async () => {
    const before = await figures();
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString();
    await buildUser(server.query, { trialEndsAt: inTwoWeeks });
    const bought = await buildUser(server.query, { trialEndsAt: inTwoWeeks });
    await subscribe(bought.id, await productId('annual'));
    const after = await figures();
    expect([after.trials - before.trials, after.activeSubscriptions - before.activeSubscriptions]).toEqual([1, 1]);
  });

  it('gives the dashboard figures, the database and its migrations, contact messages and error reports', async () => {
    const overview = await json<AdminOverview>(await admin.fetch('/api/admin/overview'), 200);
    expect(overview.users).toBe((await row(server.query, sql`SELECT count(*) AS n FROM users`) as { n: number }).n);
    expect(overview.admins).toBeGreaterThanOrEqual(2);
    expect(Object.values(overview).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);

    const database = await json<DatabaseStatus>(await admin.fetch('/api/admin/database-migrations'), 200);
    // PostgreSQL's first migration stands for SQLite's 0001–0019.
    expect(database.migrations.map((m) => m.name)).toContain(testEngine() === 'postgres' ? '0019_schema.sql' : '0008_support.sql');
    expect(database.migrations.every((m) => m.status === 'applied' && m.appliedAt)).toBe(true);
    expect(database.journalMode).toBe('wal');
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.tables.find((t) => t.name === 'users')!.rows).toBe(overview.users);

    const visitor = new TestClient(server.url);
    expect((await visitor.send('POST', '/api/contact', { name: 'רון', email: 'ron@example.test', subject: 'הצעת מחיר', message: 'אשמח להצעה ל-20 כרטיסים' })).status).toBe(201);
    const contacts = await json<{ items: { subject: string }[]; total: number }>(await admin.fetch('/api/admin/contact-requests'), 200);
    expect(contacts.items[0]).toMatchObject({ name: 'רון', email: 'ron@example.test', subject: 'הצעת מחיר', userId: null });
    expect((await visitor.send('POST', '/api/errors/report', { errorType: 'TypeError', errorMessage: 'x is undefined', path: '/editor' })).status).toBeLessThan(300);
    const errors = await json<{ items: { errorMessage: string }[] }>(await admin.fetch('/api/admin/error-reports?page=1'), 200);
    expect(errors.items[0]).toMatchObject({ errorType: 'TypeError', errorMessage: 'x is undefined', path: '/editor' });
  });
});
