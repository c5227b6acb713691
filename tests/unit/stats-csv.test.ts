import { describe, expect, it } from 'vitest';
import { statsCsv } from '../../api/stats/csv';
import type { StatsReport, StatsTotals } from '../../shared/contract/stats';

const zero: StatsTotals = { views: 0, uniques: 0, clicks: 0, engagedVisits: 0, clickThroughRate: null, contactSaves: 0, shares: 0, leads: 0 };
const card = (profileId: number, name: string) => ({ profileId, name, slug: `card-${profileId}`, views: 0, uniques: 0, clicks: 0, leads: 0 });

function report(cards: StatsReport['cards']): StatsReport {
  return {
    days: 7,
    from: '2026-11-26',
    to: '2026-12-02',
    card: null,
    totals: zero,
    previous: zero,
    series: [],
    items: [
      { itemId: 1, profileId: 1, kind: 'phone', label: null, clicks: 12 },
      { itemId: 2, profileId: 2, kind: 'phone', label: null, clicks: 7 },
    ].filter((item) => cards.some((c) => c.profileId === item.profileId)),
    actions: [],
    sources: [],
    devices: [],
    referrers: [],
    languages: [],
    cards,
  };
}

/** The rows of the export's clicks-per-item section, its heading first. */
function itemRows(csv: string): string[] {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  const start = lines.findIndex((line) => line.startsWith('Item,'));
  return lines.slice(start, lines.indexOf('', start));
}

describe("the statistics export's clicks per item", () => {
  it('over several cards, names the card each item is on, as the stats page does', () => {
    expect(itemRows(statsCsv(report([card(1, 'Dana Levi'), card(2, 'Studio Dana')]), 'en'))).toEqual(['Item,Card,Clicks', 'Phone,Dana Levi,12', 'Phone,Studio Dana,7']);
  });

  it('of one card, lists the items alone', () => {
    expect(itemRows(statsCsv(report([card(1, 'Dana Levi')]), 'en'))).toEqual(['Item,Clicks', 'Phone,12']);
  });
});
