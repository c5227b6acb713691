import { sql, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { NUMBER_STAND_IN, preparedQuery, ONE_ROW, type QueryBuilder } from '../../db/query-builder';

type PlanTerms = Pick<Selectable<Tables['subscriptions']>, 'product_id' | 'billing_cycle' | 'current_period_end'>;

/** The newest paid plan a user currently has, if any. */
export type ActivePlanRow = PlanTerms & Pick<Selectable<Tables['products']>, 'name' | 'name_en' | 'name_ar' | 'name_ru' | 'package_type'>;

/** A team plan in force: how many seats it pays for (one when the subscription names none), how it is billed and until when. */
export type TeamPlanRow = PlanTerms & { seats: number };

/** The subscriptions that set an account's plan. */
export function plansRepo(query: QueryBuilder) {
  // Asked on every request a plan gates (leads, statistics, the support chat): built once, run as a prepared statement.
  const activePlans = preparedQuery(
    query,
    (userId: number, at: string) => {
      const ownerOfTeam = query
        .selectFrom('organisation_members as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
        .select('o.owner_id')
        .where('m.user_id', '=', userId);
      return (
        query
          .selectFrom('subscriptions as s')
          .innerJoin('products as p', 'p.id', 's.product_id')
          .select(['p.id as product_id', 'p.name', 'p.name_en', 'p.name_ar', 'p.name_ru', 'p.package_type', 's.billing_cycle', 's.current_period_end'])
          .where('s.status', '=', 'active')
          .where((eb) => eb.or([eb('s.current_period_end', 'is', null), eb('s.current_period_end', '>', at)]))
          .where((eb) =>
            eb.or([
              eb.and([eb('s.user_id', '=', userId), eb('p.package_type', 'in', ['monthly', 'annual', 'team'])]),
              eb.and([eb('p.package_type', '=', 'team'), eb('s.user_id', '=', ownerOfTeam)]),
            ]),
          )
          // Open-ended first, then the latest end.
          .orderBy(sql`s.current_period_end IS NULL`, 'desc')
          .orderBy('s.current_period_end', 'desc')
          .limit(ONE_ROW)
      );
    },
    [NUMBER_STAND_IN, '\u0000at'],
  );
  return {
    /**
     * The paid plan in force at `now`, if any: the account's own, or the team plan its organisation's owner pays for
     * (every member holds a seat of it).
     */
    async activePlan(userId: number, now: Date): Promise<ActivePlanRow | undefined> {
      return (await activePlans(userId, now.toISOString()))[0] as ActivePlanRow | undefined;
    },
    /** The team plan the user pays for at `now`, if any (the one with the most seats). */
    async teamPlan(userId: number, now: Date): Promise<TeamPlanRow | undefined> {
      return query
        .selectFrom('subscriptions as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select(['p.id as product_id', sql<number>`coalesce(s.seats, 1)`.as('seats'), 's.billing_cycle', 's.current_period_end'])
        .where('s.user_id', '=', userId)
        .where('s.status', '=', 'active')
        .where('p.package_type', '=', 'team')
        .where((eb) => eb.or([eb('s.current_period_end', 'is', null), eb('s.current_period_end', '>', now.toISOString())]))
        .orderBy(sql`coalesce(s.seats, 1)`, 'desc')
        .limit(ONE_ROW)
        .executeTakeFirst() as Promise<TeamPlanRow | undefined>;
    },
  };
}
