import { describe, expect, it } from 'vitest';
import { notificationsRepo } from '../../api/notifications/repo';
import { plansRepo } from '../../api/plans/repo';
import { plansService } from '../../api/plans/service';
import { sendTrialReminders } from '../../api/plans/trial-reminder';
import { createLogger } from '../../api/log';
import type { Mail } from '../../api/mail/mailer';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const at = '2026-03-01T10:00:00.000Z';

async function product(query: QueryBuilder, name: string, packageType: 'basic' | 'monthly' | 'annual' | 'team'): Promise<number> {
  const { id } = await query
    .insertInto('products')
    .values({ name, package_type: packageType, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function subscribe(query: QueryBuilder, userId: number, productId: number, end: string | null, seats: number | null = null): Promise<void> {
  await query
    .insertInto('subscriptions')
    .values({ user_id: userId, product_id: productId, billing_cycle: 'monthly', status: 'active', current_period_end: end, seats, created_at: at, updated_at: at })
    .execute();
}

const account = (query: QueryBuilder, username: string) =>
  usersRepo(query).createUser({ username, email: `${username}@example.com`, passwordHash: 'h', googleSub: null, displayName: username }, new Date('2020-01-01T00:00:00.000Z'));

describe.each(engines)('plans and notifications on $name', ({ open }) => {
  it('lists notifications newest first, ties by id, with their params as JSON, and marks them read once', async () => {
    const query = await open();
    const user = await account(query, 'noa');
    const other = await account(query, 'ido');
    const repo = notificationsRepo(query);
    const first = await repo.create({ userId: user.id, title: 'ליד חדש', content: 'מכרטיס', createdAt: at, kind: 'lead', params: { leadName: 'רות', cardName: 'נועה' } });
    const second = await repo.create({ userId: user.id, title: 'תשובה', content: 'מהתמיכה', createdAt: at, kind: 'support_reply', params: {} });
    await repo.create({ userId: other.id, title: 'אחר', content: 'x', createdAt: '2026-03-02T00:00:00.000Z', kind: 'support_reply', params: {} });
    expect(second).toBe(first + 1);
    expect(await repo.latest(user.id, 10)).toEqual([
      { id: second, title: 'תשובה', content: 'מהתמיכה', isRead: false, createdAt: at, kind: 'support_reply', params: {} },
      { id: first, title: 'ליד חדש', content: 'מכרטיס', isRead: false, createdAt: at, kind: 'lead', params: { leadName: 'רות', cardName: 'נועה' } },
    ]);
    expect(await repo.latest(user.id, 1)).toHaveLength(1);
    expect(await repo.markAllRead(user.id)).toBe(2);
    expect(await repo.markAllRead(user.id)).toBe(0);
    expect((await repo.latest(other.id, 10)).map((n) => n.isRead)).toEqual([false]);
  });

  it('finds the plan in force, open-ended first, and a member’s seat of the owner’s team plan', async () => {
    const query = await open();
    const owner = await account(query, 'owner');
    const member = await account(query, 'member');
    const monthly = await product(query, 'חודשי', 'monthly');
    const team = await product(query, 'צוות', 'team');
    const now = new Date('2026-03-10T00:00:00.000Z');
    const repo = plansRepo(query);
    expect(await repo.activePlan(owner.id, now)).toBeUndefined();
    await subscribe(query, owner.id, monthly, '2026-03-05T00:00:00.000Z');
    expect(await repo.activePlan(owner.id, now)).toBeUndefined();
    await subscribe(query, owner.id, monthly, '2026-04-01T00:00:00.000Z');
    await subscribe(query, owner.id, team, null, 5);
    await subscribe(query, owner.id, team, '2026-05-01T00:00:00.000Z', 3);
    expect(await repo.activePlan(owner.id, now)).toMatchObject({ product_id: team, package_type: 'team', current_period_end: null });
    expect(await repo.teamPlan(owner.id, now)).toEqual({ product_id: team, seats: 5, billing_cycle: 'monthly', current_period_end: null });
    expect(await repo.activePlan(member.id, now)).toBeUndefined();
    const { id: organisationId } = await query.insertInto('organisations').values({ name: 'צוות', owner_id: owner.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await query.insertInto('organisation_members').values({ organisation_id: organisationId, user_id: member.id, role: 'member', joined_at: at }).execute();
    expect(await repo.activePlan(member.id, now)).toMatchObject({ product_id: team, package_type: 'team' });
    const plans = plansService(query);
    expect(await plans.levelOf(member.id, now)).toBe('active');
    expect(await plans.seatsOf(owner.id, now)).toEqual({ paid: 5, source: 'plan', billingCycle: 'monthly', until: null });
  });

  it('reads the plan rules inside a transaction through it', async () => {
    const query = await open();
    const user = await account(query, 'tal');
    const level = await query.transaction().execute((trx) => plansService(query).within(trx).levelOf(user.id, new Date('2026-03-10T00:00:00.000Z')));
    expect(level).toBe('basic');
    await expect(plansService(query).assertSupportChat(user.id)).rejects.toMatchObject({ status: 402 });
  });

  it('mails a trial’s coming end once for that end, and again once an admin moves it', async () => {
    const query = await open();
    const user = await account(query, 'ending');
    const sent: Mail[] = [];
    const remind = (now: string) => sendTrialReminders(query, { mailer: { send: async (mail) => void sent.push(mail) }, publicUrl: 'https://kartis.test', log: createLogger('silent') }, new Date(now));
    // 09:00 in Israel; the trial ends two days later.
    await query.updateTable('users').set({ trial_ends_at: '2026-03-12T12:00:00.000Z' }).where('id', '=', user.id).execute();
    expect(await remind('2026-03-10T07:00:00.000Z')).toBe(1);
    expect(await remind('2026-03-10T08:00:00.000Z')).toBe(0);
    await query.updateTable('users').set({ trial_ends_at: '2026-03-13T12:00:00.000Z' }).where('id', '=', user.id).execute();
    expect(await remind('2026-03-11T07:00:00.000Z')).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['ending@example.com', 'ending@example.com']);
  });
});
