import type { QueryBuilder } from '../../db/query-builder';
import type { ErrorBody } from '../../shared/contract/errors';
import type { LeadsPlanRequiredBody } from '../../shared/contract/leads';
import { ORGANISATION_MESSAGES, TEAM_TRIAL_SEATS, type OrganisationSeats } from '../../shared/contract/organisations';
import { CARD_LIMITS, PROFILE_MESSAGES, UPLOAD_QUOTAS } from '../../shared/contract/profiles';
import { SUPPORT_MESSAGES } from '../../shared/contract/support-texts';
import { plansRepo } from './repo';
import type { AuthUser } from '../http/context';
import { HttpError, paymentRequired } from '../http/http-error';

/** The plan level that decides what an account may do: a paid plan, a running trial, or the free plan. */
export type PlanLevel = keyof typeof CARD_LIMITS;

/** Who a plan rule is asked about: admins pass every one. */
export type PlanActor = Pick<AuthUser, 'id' | 'userRole'>;

/** An organisation's seats as its owner's plan gives them (the counts of who holds them are the organisation's). */
export type SeatAllowance = Pick<OrganisationSeats, 'paid' | 'source' | 'billingCycle' | 'until'>;

/** What the 402 of a leads request says besides its message: how many leads wait and which card to name. */
type LeadsWaiting = Omit<LeadsPlanRequiredBody, keyof ErrorBody>;

/**
 * Every rule a plan decides: how many cards, how much room for pictures, whether leads, statistics and the support
 * chat are open (a paid plan, a seat of a team plan or a running trial; admins always), and how many members an
 * organisation may have.
 */
export function plansService(query: QueryBuilder): PlansService {
  const subscriptions = plansRepo(query);
  const trialEnd = async (userId: number) =>
    (await query.selectFrom('users').select('trial_ends_at').where('id', '=', userId).executeTakeFirst())?.trial_ends_at;

  /** A paid plan in force → 'active'; else a running trial → 'trial'; else the free 'basic' plan. */
  async function levelOf(userId: number, now = new Date()): Promise<PlanLevel> {
    if (await subscriptions.activePlan(userId, now)) return 'active';
    const trialEnds = await trialEnd(userId);
    return trialEnds && Date.parse(trialEnds) > now.getTime() ? 'trial' : 'basic';
  }

  /** Whether the actor's plan opens what the free plan does not (leads, statistics, the support chat). */
  const isPaidOrTrial = async (actor: PlanActor, now = new Date()) => actor.userRole === 'admin' || (await levelOf(actor.id, now)) !== 'basic';

  /**
   * The seats of the organisation `ownerId` owns: those of the team plan the owner pays for; without one, while the
   * owner's trial runs, the trial's; else the owner's own seat alone. The rule is the organisation's, so it holds for
   * whoever invites or accepts, site admins too.
   */
  async function seatsOf(ownerId: number, now = new Date()): Promise<SeatAllowance> {
    const team = await subscriptions.teamPlan(ownerId, now);
    if (team) {
      return { paid: team.seats, source: 'plan', billingCycle: team.billing_cycle === 'monthly' ? 'monthly' : 'yearly', until: team.current_period_end };
    }
    const trialEnds = await trialEnd(ownerId);
    if (trialEnds && Date.parse(trialEnds) > now.getTime()) return { paid: TEAM_TRIAL_SEATS, source: 'trial', billingCycle: null, until: trialEnds };
    return { paid: 1, source: 'none', billingCycle: null, until: null };
  }

  return {
    levelOf,
    seatsOf,
    coversLeads: isPaidOrTrial,

    /** The same rules read through a transaction, for checks made inside one. */
    within(trx: QueryBuilder): PlansService {
      return plansService(trx);
    },

    /** Refuses (402 plan_limit) one more card for a user who already has as many as their plan allows. */
    async assertRoomForAnotherCard(userId: number, cardCount: number): Promise<void> {
      if (cardCount >= CARD_LIMITS[await levelOf(userId)]) throw new HttpError(402, 'plan_limit', PROFILE_MESSAGES.planLimit);
    },

    /** How many pictures, and how many bytes of them, the user's plan keeps. */
    async uploadQuota(userId: number): Promise<(typeof UPLOAD_QUOTAS)[PlanLevel]> {
      return UPLOAD_QUOTAS[await levelOf(userId)];
    },

    /** Refuses (402, with how many leads wait and the card to name) an actor whose plan does not cover leads. */
    async assertLeads(actor: PlanActor, waiting: () => LeadsWaiting | Promise<LeadsWaiting>): Promise<void> {
      if (await isPaidOrTrial(actor)) return;
      throw new HttpError(402, 'payment_required').withFields(await waiting());
    },

    /** Refuses (402) statistics to an actor whose plan does not cover them. */
    async assertStats(actor: PlanActor): Promise<void> {
      if (!(await isPaidOrTrial(actor))) throw paymentRequired();
    },

    /**
     * Refuses (402) an organisation's leads and figures while the plan of its owner, whose plan the team's is, covers
     * neither (no team plan, no plan of their own, no trial): as on the owner's own pages. Admins always pass.
     */
    async assertOrganisationPlan(actor: PlanActor, ownerId: number): Promise<void> {
      if (actor.userRole !== 'admin' && (await levelOf(ownerId)) === 'basic') throw paymentRequired();
    },

    /** Refuses (402) webhooks, which send leads on, to an actor whose plan does not cover leads. */
    async assertWebhooks(actor: PlanActor): Promise<void> {
      if (!(await isPaidOrTrial(actor))) throw paymentRequired();
    },

    /** Refuses (402 seats_full) one more seat when `taken` of them are held already. */
    async assertSeatFree(ownerId: number, taken: number): Promise<void> {
      if (taken >= (await seatsOf(ownerId)).paid) throw new HttpError(402, 'seats_full', ORGANISATION_MESSAGES.seatsFull);
    },

    /** Refuses (402) the support chat to a customer whose plan does not cover it. */
    async assertSupportChat(userId: number): Promise<void> {
      if ((await levelOf(userId)) === 'basic') throw paymentRequired(SUPPORT_MESSAGES.planRequired);
    },
  };
}

/** The plan rules as returned by plansService(). */
export interface PlansService {
  levelOf(userId: number, now?: Date): Promise<PlanLevel>;
  seatsOf(ownerId: number, now?: Date): Promise<SeatAllowance>;
  /** Whether the actor's plan opens what the free plan does not (leads, statistics, the support chat); admins always. */
  coversLeads(actor: PlanActor, now?: Date): Promise<boolean>;
  within(trx: QueryBuilder): PlansService;
  assertRoomForAnotherCard(userId: number, cardCount: number): Promise<void>;
  uploadQuota(userId: number): Promise<(typeof UPLOAD_QUOTAS)[PlanLevel]>;
  assertLeads(actor: PlanActor, waiting: () => LeadsWaiting | Promise<LeadsWaiting>): Promise<void>;
  assertStats(actor: PlanActor): Promise<void>;
  assertOrganisationPlan(actor: PlanActor, ownerId: number): Promise<void>;
  assertWebhooks(actor: PlanActor): Promise<void>;
  assertSeatFree(ownerId: number, taken: number): Promise<void>;
  assertSupportChat(userId: number): Promise<void>;
}
