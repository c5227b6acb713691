import type { Database } from 'better-sqlite3';
import type { ErrorBody } from '../../shared/contract/errors';
import type { LeadsPlanRequiredBody } from '../../shared/contract/leads';
import type { AuthUser } from '../http/context';
import { activePlanLevel } from '../profiles/plan-limit';
import { HttpError } from '../http/http-error';

/** The 402 of a leads request without a plan: its body also says how many leads wait and which card to name on /subscription-required. */
export function leadsPlanRequired(waitingLeads: number, profileName: string | null): HttpError {
  return new HttpError(402, 'payment_required').withFields({ waitingLeads, profileName } satisfies Omit<LeadsPlanRequiredBody, keyof ErrorBody>);
}

/** Whether the actor may read and handle leads: a paid plan or a running trial (admins always). */
export function hasLeadsPlan(db: Database, actor: Pick<AuthUser, 'id' | 'userRole'>, now = new Date()): boolean {
  return actor.userRole === 'admin' || activePlanLevel(db, actor.id, now) !== 'basic';
}
