import { describe, expect, it } from 'vitest';
import { eventsService, type NewEvent } from '../../api/events/service';
import { visitorSalts } from '../../api/events/salt';
import type { PlansService } from '../../api/plans/service';
import { statsService } from '../../api/stats/service';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const AT = '2026-11-27T10:00:00.000Z';
// Israel is two hours ahead of UTC in November: its 28th begins at 22:00 UTC on the 27th.
const LAST_SECOND_OF_27TH = new Date('2026-11-27T21:59:59.000Z');
const FIRST_SECOND_OF_28TH = new Date('2026-11-27T22:00:00.000Z');

/** An owner with a published card holding a phone (call and WhatsApp) and an email. */
async function cardWithItems(query: QueryBuilder) {
  const owner = await usersRepo(query).createUser({ username: 'owner', email: 'owner@example.com', passwordHash: null, googleSub: null, displayName: 'בעלים' });
  const { id } = await query
    .insertInto('profiles')
    .values({ user_id: owner.id, slug: 'dana', display_name: 'דנה', is_published: 1, created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await query
    .insertInto('profile_items')
    .values([
      { profile_id: id, kind: 'phone', data: JSON.stringify({ number: '050', call: true, whatsapp: true }), sort_order: 0 },
      { profile_id: id, kind: 'email', data: JSON.stringify({ address: 'a@b.c' }), sort_order: 1 },
    ])
    .returning('id')
    .execute();
  return { owner, cardId: id, phoneId: items[0]!.id };
}

const plans = { assertStats: () => undefined } as unknown as PlansService;

describe.each(engines)('events and statistics on $name', ({ open }) => {
  it('writes queued requests in one batch: a visitor counted once a day, clicks checked against the card, days in Israel time', async () => {
    const query = await open();
    const { owner, cardId, phoneId } = await cardWithItems(query);
    const errors: unknown[] = [];
    const events = eventsService(query, (error) => errors.push(error));
    const view = (visitor: string, extra: Partial<NewEvent> = {}): NewEvent => ({ profileId: cardId, kind: 'view', visitor, device: 'mobile', source: 'nfc', ...extra });

    events.queue([view('a', { referrerHost: 'instagram.com' }), view('a'), view('b', { source: 'qr', device: 'desktop' })], { now: LAST_SECOND_OF_27TH });
    events.queue([{ profileId: cardId, kind: 'click', itemId: phoneId }, { profileId: cardId, kind: 'click', action: 'whatsapp' }, { profileId: cardId, kind: 'click', action: 'navigate' }], { now: LAST_SECOND_OF_27TH });
    events.queue([view('a'), { profileId: cardId, kind: 'vcard' }, { profileId: cardId, kind: 'share' }], { now: FIRST_SECOND_OF_28TH });
    // The owner's own views are not counted; their card's leads are.
    events.queue([view('owner'), { profileId: cardId, kind: 'lead' }], { now: FIRST_SECOND_OF_28TH, viewerId: owner.id });
    events.queue([{ profileId: 9999, kind: 'view' }], { now: FIRST_SECOND_OF_28TH });
    expect(await query.selectFrom('profile_events').select('id').execute()).toEqual([]);
    await events.flush();
    expect(errors).toEqual([]);

    expect(await query.selectFrom('profile_events').select(['kind', 'item_id', 'action', 'day']).orderBy('id').execute()).toEqual([
      { kind: 'view', item_id: null, action: null, day: '2026-11-27' },
      { kind: 'view', item_id: null, action: null, day: '2026-11-27' },
      { kind: 'view', item_id: null, action: null, day: '2026-11-27' },
      { kind: 'click', item_id: phoneId, action: null, day: '2026-11-27' },
      { kind: 'click', item_id: null, action: 'whatsapp', day: '2026-11-27' },
      { kind: 'view', item_id: null, action: null, day: '2026-11-28' },
      { kind: 'vcard', item_id: null, action: null, day: '2026-11-28' },
      { kind: 'share', item_id: null, action: null, day: '2026-11-28' },
      { kind: 'lead', item_id: null, action: null, day: '2026-11-28' },
    ]);
    expect(await query.selectFrom('profile_daily').select(['day', 'views', 'uniques', 'clicks', 'vcards', 'shares', 'leads']).orderBy('day').execute()).toEqual([
      { day: '2026-11-27', views: 3, uniques: 2, clicks: 2, vcards: 0, shares: 0, leads: 0 },
      { day: '2026-11-28', views: 1, uniques: 1, clicks: 0, vcards: 1, shares: 1, leads: 1 },
    ]);

    // A second batch adds to the same rows; a visitor already counted that day is not counted again.
    expect(await events.record([view('a'), view('c')], { now: FIRST_SECOND_OF_28TH })).toBe(2);
    expect(await query.selectFrom('profile_daily').select(['views', 'uniques']).where('day', '=', '2026-11-28').executeTakeFirst()).toEqual({ views: 3, uniques: 2 });
    expect(await query.selectFrom('profile_daily_breakdown').select(['day', 'dimension', 'key', 'count']).orderBy('day').orderBy('dimension').orderBy('key').execute()).toEqual([
      { day: '2026-11-27', dimension: 'action', key: 'whatsapp', count: 1 },
      { day: '2026-11-27', dimension: 'device', key: 'desktop', count: 1 },
      { day: '2026-11-27', dimension: 'device', key: 'mobile', count: 2 },
      { day: '2026-11-27', dimension: 'item', key: String(phoneId), count: 1 },
      { day: '2026-11-27', dimension: 'referrer', key: 'instagram.com', count: 1 },
      { day: '2026-11-27', dimension: 'source', key: 'nfc', count: 2 },
      { day: '2026-11-27', dimension: 'source', key: 'qr', count: 1 },
      { day: '2026-11-28', dimension: 'device', key: 'mobile', count: 3 },
      { day: '2026-11-28', dimension: 'source', key: 'nfc', count: 3 },
    ]);

    // Raw events of 90 days and more ago go; the rollups stay.
    expect(await events.purgeExpired(new Date('2027-02-25T10:00:00.000Z'))).toBe(5);
    expect(await query.selectFrom('profile_daily').select('day').orderBy('day').execute()).toHaveLength(2);
    await events.stop();
  });

  it('reports the same figures for the same events, with the period ending on the Israeli day', async () => {
    const query = await open();
    const { owner, cardId, phoneId } = await cardWithItems(query);
    const events = eventsService(query, (error) => {
      throw error;
    });
    await events.record([{ profileId: cardId, kind: 'view', visitor: 'a' }, { profileId: cardId, kind: 'click', itemId: phoneId }], { now: new Date('2026-11-20T12:00:00.000Z') });
    await events.record([{ profileId: cardId, kind: 'view', visitor: 'b', source: 'qr' }, { profileId: cardId, kind: 'click', action: 'call', visitor: 'b' }], { now: LAST_SECOND_OF_27TH });
    await events.record([{ profileId: cardId, kind: 'view', visitor: 'c', referrerHost: 'facebook.com' }, { profileId: cardId, kind: 'vcard' }], { now: FIRST_SECOND_OF_28TH });
    const stats = statsService(query, { plans, events });
    const user = { id: owner.id, userRole: 'user' } as Parameters<typeof stats.userReport>[0];

    const report = await stats.userReport(user, 7, FIRST_SECOND_OF_28TH);
    expect(report).toMatchObject({ from: '2026-11-22', to: '2026-11-28', totals: { views: 2, uniques: 2, clicks: 2, engagedVisits: 1, contactSaves: 1, shares: 0, leads: 0, clickThroughRate: 0.5 } });
    expect(report.previous).toMatchObject({ views: 1, uniques: 1, clicks: 1 });
    expect(report.series.slice(-2)).toEqual([
      { day: '2026-11-27', views: 1, uniques: 1, clicks: 1, contactSaves: 0, shares: 0, leads: 0 },
      { day: '2026-11-28', views: 1, uniques: 1, clicks: 1, contactSaves: 1, shares: 0, leads: 0 },
    ]);
    expect(report.cards).toEqual([{ profileId: cardId, name: 'דנה', slug: 'dana', views: 2, uniques: 2, clicks: 2, leads: 0 }]);
    expect(report.actions.find((a) => a.action === 'call')).toEqual({ action: 'call', clicks: 1 });
    expect(report.referrers).toEqual([{ host: 'facebook.com', views: 1 }]);
    expect(report.sources).toContainEqual({ source: 'qr', views: 1 });

    // A second before midnight in Israel, the period ends on the 27th.
    const before = await stats.cardReport(user, cardId, 7, LAST_SECOND_OF_27TH);
    expect(before).toMatchObject({ from: '2026-11-21', to: '2026-11-27', card: { id: cardId, slug: 'dana' }, totals: { views: 1, clicks: 1 }, items: [] });
    expect(before.actions[0]).toEqual({ action: 'call', clicks: 1 });
  });

  it('keeps one visitor salt a day, the same one on a second reader of the database', async () => {
    const query = await open();
    const [first, second] = [visitorSalts(query), visitorSalts(query)];
    const salt = await first('2026-11-27');
    expect(await second('2026-11-27')).toBe(salt);
    expect(await first('2026-11-28')).not.toBe(salt);
    await first('2026-11-30');
    expect((await query.selectFrom('visitor_salts').select('day').orderBy('day').execute()).map((row) => row.day)).toEqual(['2026-11-30']);
  });
});
