import type { Database } from 'better-sqlite3';

/** The newest paid plan a user currently has, if any. */
export interface ActivePlanRow {
  product_id: number;
  name: string;
  name_en: string;
  package_type: 'monthly' | 'annual' | 'team';
  billing_cycle: 'monthly' | 'yearly' | 'free';
  current_period_end: string | null;
}

/** A team plan in force: how many seats it pays for, how it is billed and until when. */
export interface TeamPlanRow {
  product_id: number;
  seats: number;
  billing_cycle: 'monthly' | 'yearly' | 'free';
  current_period_end: string | null;
}

/** The subscriptions that set an account's plan. */
export function plansRepo(db: Database) {
  // The account's own paid plan, or the team plan its organisation's owner pays for (every member holds a seat of it).
  const activePlan = db.prepare<{ userId: number; now: string }, ActivePlanRow>(`SELECT p.id AS product_id, p.name, p.name_en, p.package_type,
      s.billing_cycle, s.current_period_end
    FROM subscriptions s JOIN products p ON p.id = s.product_id
    WHERE s.status = 'active' AND (s.current_period_end IS NULL OR s.current_period_end > @now)
      AND ((s.user_id = @userId AND p.package_type IN ('monthly', 'annual', 'team'))
        OR (p.package_type = 'team' AND s.user_id = (SELECT o.owner_id FROM organisation_members m
          JOIN organisations o ON o.id = m.organisation_id WHERE m.user_id = @userId)))
    ORDER BY s.current_period_end IS NULL DESC, s.current_period_end DESC LIMIT 1`);
  const teamPlan = db.prepare<[number, string], TeamPlanRow>(`SELECT p.id AS product_id, coalesce(s.seats, 1) AS seats, s.billing_cycle,
      s.current_period_end
    FROM subscriptions s JOIN products p ON p.id = s.product_id
    WHERE s.user_id = ? AND s.status = 'active' AND p.package_type = 'team'
      AND (s.current_period_end IS NULL OR s.current_period_end > ?)
    ORDER BY coalesce(s.seats, 1) DESC LIMIT 1`);

  return {
    /** The paid plan in force at `now`, if any. */
    activePlan(userId: number, now: Date): ActivePlanRow | undefined {
      return activePlan.get({ userId, now: now.toISOString() });
    },
    /** The team plan the user pays for at `now`, if any (the one with the most seats). */
    teamPlan(userId: number, now: Date): TeamPlanRow | undefined {
      return teamPlan.get(userId, now.toISOString());
    },
  };
}
