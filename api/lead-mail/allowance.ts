import type { QueryBuilder } from '../../db/query-builder';
import { sharedCountersOf } from '../http/counters';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * How much mail to people who are not account holders one subject may cause: counted in the database on every node
 * (`shared_counters`), whatever SHARED_LIMITS says, so a crowd of nodes cannot multiply it. Subjects are hashes of
 * addresses, never the addresses.
 */
export const MAIL_LIMITS = {
  /** The card a visitor asks for: per address and card, and per address over every card. */
  cardPerAddressAndCard: { max: 3, windowMs: DAY_MS },
  cardPerAddress: { max: 10, windowMs: DAY_MS },
  /** The owner's "share my card" by mail: per owner, and per owner and address. */
  sharePerOwner: { max: 30, windowMs: DAY_MS },
  sharePerOwnerAndAddress: { max: 3, windowMs: DAY_MS },
  /** Follow-ups an owner sends by hand. */
  followUpsPerOwner: { max: 100, windowMs: DAY_MS },
  /**
   * A card's automatic follow-up, which any visitor's form starts: per address and card, and per address over every
   * card. Past them the lead is kept and its follow-up not queued, so the form cannot mail a stranger again and again.
   */
  followUpPerAddressAndCard: { max: 3, windowMs: DAY_MS },
  followUpPerAddress: { max: 10, windowMs: DAY_MS },
  /**
   * The links a visitor asks for by address (to their details, from a card's page; to refuse mail, from a broken
   * refusal link), together: per address, and per client.
   */
  detailsLinkPerAddress: { max: 3, windowMs: HOUR_MS },
  detailsLinkPerClient: { max: 10, windowMs: HOUR_MS },
} as const;

export type MailLimit = keyof typeof MAIL_LIMITS;

/** Counts one more under each limit and subject; true while every count is within its limit. */
export function mailAllowance(query: QueryBuilder) {
  const counters = sharedCountersOf(query);
  return async (checks: [MailLimit, string][], now = Date.now()): Promise<boolean> => {
    let within = true;
    for (const [limit, subject] of checks) {
      const { max, windowMs } = MAIL_LIMITS[limit];
      const { count } = await counters.add(`mail:${limit}`, subject, windowMs, now);
      if (count > max) within = false;
    }
    return within;
  };
}

export type MailAllowance = ReturnType<typeof mailAllowance>;
