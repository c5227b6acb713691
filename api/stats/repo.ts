import type { Selectable } from 'kysely';
import { NUMBER_STAND_IN, preparedQuery, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';

type DailySums = Selectable<Tables['profile_daily']>;

/** A card as the stats need it. */
export type StatsCardRow = Pick<Selectable<Tables['profiles']>, 'id' | 'user_id' | 'display_name' | 'slug' | 'language' | 'translations'>;

/**
 * One day's sums from `profile_daily` (`engaged`: visits with an action, see DailyDelta), with the leads that arrived
 * that day counted from the leads themselves (withLeads).
 */
export type DailyRow = Omit<DailySums, 'profile_id'>;

/** One day's sums as the rollups keep them, without leads: their old `leads` column counted leads when they arrived. */
export type StoredDayRow = Omit<DailyRow, 'leads'>;

/** One breakdown count from `profile_daily_breakdown`, summed over a range. */
export type BreakdownRow = Omit<Selectable<Tables['profile_daily_breakdown']>, 'day'>;

/** One card's sums over a range; its clicks count every tap (see StatsTotals). Its leads are counted apart (leadArrivals). */
export type CardSumRow = Pick<DailySums, 'profile_id' | 'views' | 'uniques' | 'clicks'>;

/** A lead's card and arrival, for the lead counts. */
export type LeadArrivalRow = Pick<Selectable<Tables['leads']>, 'profile_id' | 'created_at'>;

/** An item's naming data. */
export type ItemRow = Pick<Selectable<Tables['profile_items']>, 'id' | 'profile_id' | 'kind' | 'data'>;

/**
 * SQL over the per-day rollups (never the raw events), so a report costs per day; and the leads themselves, which the
 * lead counts come from: a lead erased, deleted or handed to a team's owner is counted where the lead lists show it.
 */
export function statsRepo(query: QueryBuilder) {
  const cards = () => query.selectFrom('profiles').select(['id', 'user_id', 'display_name', 'slug', 'language', 'translations']);
  const cardsOf = (userId: number) => query.selectFrom('profiles').select('id').where('user_id', '=', userId);
  const daily = () =>
    query
      .selectFrom('profile_daily')
      .select((eb) => [
        'day',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('uniques').as('uniques'),
        eb.fn.sum<number>('clicks').as('clicks'),
        eb.fn.sum<number>('vcards').as('vcards'),
        eb.fn.sum<number>('shares').as('shares'),
        eb.fn.sum<number>('engaged').as('engaged'),
      ]);
  // Summed by dimension and key; the reports over several cards add `profile_id` to both the columns and the grouping.
  const breakdown = () => query.selectFrom('profile_daily_breakdown').select((eb) => ['dimension', 'key', eb.fn.sum<number>('count').as('count')]);
  const items = () => query.selectFrom('profile_items as i').select(['i.id', 'i.profile_id', 'i.kind', 'i.data']);
  // One card's report is what owners open most: its four statements are built once, on first use; only values change.
  const range = ['\u0000from', '\u0000to'] as const;
  const cardById = preparedQuery(query, (id: number) => cards().where('id', '=', id), [NUMBER_STAND_IN]);
  const cardDays = preparedQuery(
    query,
    (id: number, from: string, to: string) => daily().where('profile_id', '=', id).where('day', '>=', from).where('day', '<=', to).groupBy('day').orderBy('day'),
    [NUMBER_STAND_IN, ...range],
  );
  // Grouped by dimension and key only (the card is one): a third grouping column cost SQLite's sort a fifth more.
  const cardBreakdown = preparedQuery(
    query,
    (id: number, from: string, to: string) => breakdown().where('profile_id', '=', id).where('day', '>=', from).where('day', '<=', to).groupBy(['dimension', 'key']),
    [NUMBER_STAND_IN, ...range],
  );
  const cardItems = preparedQuery(query, (id: number) => items().where('i.profile_id', '=', id), [NUMBER_STAND_IN]);

  return {
    card: async (id: number): Promise<StatsCardRow | undefined> => (await cardById(id))[0],
    cardsOfUser: (userId: number): Promise<StatsCardRow[]> => cards().where('user_id', '=', userId).orderBy('is_primary', 'desc').orderBy('id').execute(),
    cardDays: (id: number, from: string, to: string): Promise<StoredDayRow[]> => cardDays(id, from, to) as Promise<StoredDayRow[]>,
    userDays: (userId: number, from: string, to: string): Promise<StoredDayRow[]> =>
      daily().where('profile_id', 'in', cardsOf(userId)).where('day', '>=', from).where('day', '<=', to).groupBy('day').orderBy('day').execute(),
    cardBreakdown: async (id: number, from: string, to: string): Promise<BreakdownRow[]> =>
      (await cardBreakdown(id, from, to)).map((row) => ({ profile_id: id, ...row })),
    userBreakdown: (userId: number, from: string, to: string): Promise<BreakdownRow[]> =>
      breakdown()
        .select('profile_id')
        .where('profile_id', 'in', cardsOf(userId))
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['profile_id', 'dimension', 'key'])
        .execute(),
    userCardSums: (userId: number, from: string, to: string): Promise<CardSumRow[]> =>
      query
        .selectFrom('profile_daily')
        .select((eb) => [
          'profile_id',
          eb.fn.sum<number>('views').as('views'),
          eb.fn.sum<number>('uniques').as('uniques'),
          eb.fn.sum<number>(eb('clicks', '+', eb('vcards', '+', eb.ref('shares')))).as('clicks'),
        ])
        .where('profile_id', 'in', cardsOf(userId))
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('profile_id')
        .execute(),
    /**
     * The card and arrival time of each of the user's leads (through one card, with `profileId`) that arrived in
     * [since, until): the leads the user's lead list shows.
     */
    leadArrivals: (userId: number, since: string, until: string, profileId?: number): Promise<LeadArrivalRow[]> => {
      let leads = query.selectFrom('leads').select(['profile_id', 'created_at']).where('user_id', '=', userId);
      if (profileId !== undefined) leads = leads.where('profile_id', '=', profileId);
      return leads.where('created_at', '>=', since).where('created_at', '<', until).execute();
    },
    itemsOfCard: (id: number): Promise<ItemRow[]> => cardItems(id),
    itemsOfUser: (userId: number): Promise<ItemRow[]> => items().innerJoin('profiles as p', 'p.id', 'i.profile_id').where('p.user_id', '=', userId).execute(),
  };
}

/** The repo's type, for functions that receive it. */
export type StatsRepo = ReturnType<typeof statsRepo>;
