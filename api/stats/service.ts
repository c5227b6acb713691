import type { QueryBuilder } from '../../db/query-builder';
import type { AuthUser } from '../http/context';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import type { CardStats, StatsRange, StatsReport } from '../../shared/contract/stats';
import { addDays, israelDay } from '../events/day';
import type { EventsService } from '../events/service';
import { notFound } from '../http/http-error';
import type { PlansService } from '../plans/service';
import { storedLanguages } from '../profiles/present';
import { arrivalDays, breakdownsOf, leadArrivalBounds, seriesOf, totalsOf, withLeads } from './report';
import { statsRepo, type DailyRow, type StatsCardRow } from './repo';
import { viewsByLanguage } from './views-by-language';

/** The days of a report: the period ending today and the one just before it, as long. */
export interface StatsPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** The period of `days` days ending on the Israeli day of `now`, and the previous one. */
export function statsPeriod(days: StatsRange, now: Date): StatsPeriod {
  const to = israelDay(now);
  const from = addDays(to, -(days - 1));
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** Splits rows of both periods into the current and the previous one. */
function split(rows: DailyRow[], period: StatsPeriod): { current: DailyRow[]; previous: DailyRow[] } {
  return { current: rows.filter((r) => r.day >= period.from), previous: rows.filter((r) => r.day < period.from) };
}

/**
 * Statistics of a user's cards, read from the per-day rollups; they need an active plan or trial (402 otherwise). Their
 * leads are the ones the owner's lead list shows, by the day each arrived: one erased by its visitor or deleted by the
 * owner is no longer counted, and a team member's taken over by the team's owner counts for the owner.
 */
export function statsService(query: QueryBuilder, { plans, events }: { plans: PlansService; events: Pick<EventsService, 'flush'> }) {
  const repo = statsRepo(query);

  const assertPlan = (user: AuthUser) => plans.assertStats(user);

  /** The card if the user may see its statistics (its owner or an admin); 404 otherwise, as for a card that does not exist. */
  async function ownedCard(user: AuthUser, profileId: number): Promise<StatsCardRow> {
    const card = await repo.card(profileId);
    if (!card || (card.user_id !== user.id && user.userRole !== 'admin')) throw notFound(PROFILE_MESSAGES.notFound);
    return card;
  }

  return {
    /** One card's report; someone else's card is 404, then a missing plan is 402. */
    async cardReport(user: AuthUser, profileId: number, days: StatsRange, now = new Date()): Promise<StatsReport> {
      const card = await ownedCard(user, profileId);
      await assertPlan(user);
      await events.flush();
      const period = statsPeriod(days, now);
      const { since, until } = leadArrivalBounds(period.previousFrom, period.to);
      const [stored, arrivals] = await Promise.all([repo.cardDays(card.id, period.previousFrom, period.to), repo.leadArrivals(card.user_id, since, until, card.id)]);
      const { current, previous } = split(withLeads(stored, arrivalDays(arrivals, period.previousFrom, period.to)), period);
      const totals = totalsOf(current);
      const [breakdown, items] = await Promise.all([repo.cardBreakdown(card.id, period.from, period.to), repo.itemsOfCard(card.id)]);
      return {
        days,
        from: period.from,
        to: period.to,
        card: { id: card.id, name: card.display_name, slug: card.slug },
        totals,
        previous: totalsOf(previous),
        series: seriesOf(current, period.from, period.to),
        ...breakdownsOf(breakdown, items, totals),
        languages: viewsByLanguage([{ id: card.id, views: totals.views, languages: storedLanguages(card) }], breakdown),
        cards: [],
      };
    },

    /** The report over all of the user's cards, with each card's sums. */
    async userReport(user: AuthUser, days: StatsRange, now = new Date()): Promise<StatsReport> {
      await assertPlan(user);
      await events.flush();
      const period = statsPeriod(days, now);
      const { since, until } = leadArrivalBounds(period.previousFrom, period.to);
      const [stored, arrivals, cardSums, userCards, breakdown, items] = await Promise.all([
        repo.userDays(user.id, period.previousFrom, period.to),
        repo.leadArrivals(user.id, since, until),
        repo.userCardSums(user.id, period.from, period.to),
        repo.cardsOfUser(user.id),
        repo.userBreakdown(user.id, period.from, period.to),
        repo.itemsOfUser(user.id),
      ]);
      const leads = arrivalDays(arrivals, period.previousFrom, period.to);
      const { current, previous } = split(withLeads(stored, leads), period);
      const totals = totalsOf(current);
      const sums = new Map(cardSums.map((row) => [row.profile_id, row]));
      const leadsOfCard = new Map<number | null, number>();
      for (const lead of leads) if (lead.day >= period.from) leadsOfCard.set(lead.profileId, (leadsOfCard.get(lead.profileId) ?? 0) + 1);
      // The totals also count leads that came through no card of the user's (a removed member's, a deleted card's).
      const cards: CardStats[] = userCards.map((card) => {
        const sum = sums.get(card.id);
        return { profileId: card.id, name: card.display_name, slug: card.slug, views: sum?.views ?? 0, uniques: sum?.uniques ?? 0, clicks: sum?.clicks ?? 0, leads: leadsOfCard.get(card.id) ?? 0 };
      });
      return {
        days,
        from: period.from,
        to: period.to,
        card: null,
        totals,
        previous: totalsOf(previous),
        series: seriesOf(current, period.from, period.to),
        ...breakdownsOf(breakdown, items, totals),
        languages: viewsByLanguage(
          userCards.map((card) => ({ id: card.id, views: sums.get(card.id)?.views ?? 0, languages: storedLanguages(card) })),
          breakdown,
        ),
        cards: cards.sort((a, b) => b.views - a.views),
      };
    },
  };
}

export type StatsService = ReturnType<typeof statsService>;
