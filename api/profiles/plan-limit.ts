import type { Database } from 'better-sqlite3';
import { accountRepo } from '../account/repo';
import { CARD_LIMITS, PROFILE_MESSAGES } from '../../shared/contract/profiles';
import { HttpError } from '../http/http-error';

/** The plan level that decides how many cards a user may have. */
export type PlanLevel = keyof typeof CARD_LIMITS;

/** A paid plan in force → 'active'; else a running trial → 'trial'; else the free 'basic' plan. */
export function activePlanLevel(db: Database, userId: number, now = new Date()): PlanLevel {
  if (accountRepo(db).activePlan(userId, now)) return 'active';
  const user = db.prepare<[number], { trial_ends_at: string | null }>('SELECT trial_ends_at FROM users WHERE id = ?').get(userId);
  const trialEnds = user?.trial_ends_at ? Date.parse(user.trial_ends_at) : 0;
  return trialEnds > now.getTime() ? 'trial' : 'basic';
}

/** Refuses (402 plan_limit) one more card for a user who already has as many as their plan allows. */
export function assertRoomForAnotherCard(db: Database, userId: number, cardCount: number): void {
  if (cardCount >= CARD_LIMITS[activePlanLevel(db, userId)]) {
    throw new HttpError(402, 'plan_limit', PROFILE_MESSAGES.planLimit);
  }
}
