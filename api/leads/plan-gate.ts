import type { Database } from 'better-sqlite3';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import type { LeadsPlanRequiredBody } from '../../shared/contract/leads';
import type { AuthUser } from '../http/context';
import { activePlanLevel } from '../profiles/plan-limit';
import type { Handler } from '../http/routing';

/** A 402 whose body also says how many leads wait and which card to name on /subscription-required. */
export class LeadsPlanRequired extends Error {
  override name = 'LeadsPlanRequired';
  readonly body: LeadsPlanRequiredBody;
  constructor(waitingLeads: number, profileName: string | null) {
    super(STATUS_MESSAGES[402]);
    this.body = { message: STATUS_MESSAGES[402]!, code: 'payment_required', waitingLeads, profileName };
  }
}

/** Whether the actor may read and handle leads: a paid plan or a running trial (admins always). */
export function hasLeadsPlan(db: Database, actor: Pick<AuthUser, 'id' | 'userRole'>, now = new Date()): boolean {
  return actor.userRole === 'admin' || activePlanLevel(db, actor.id, now) !== 'basic';
}

/** Answers a LeadsPlanRequired with its full 402 body. */
export function withPlanRequiredBody(handler: Handler): Handler {
  return async function planRequiredBody(ctx, next) {
    try {
      await handler(ctx, next);
    } catch (err) {
      if (!(err instanceof LeadsPlanRequired)) throw err;
      ctx.status = 402;
      ctx.set('Cache-Control', 'no-store');
      ctx.remove('Content-Disposition');
      ctx.body = err.body;
    }
  };
}
