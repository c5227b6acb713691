import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDemoContent } from '../../api/account/demo';
import type { LeadList } from '../../shared/contract/leads';
import type { StatsDay, StatsReport } from '../../shared/contract/stats';
import { addDays, israelDay } from '../../api/events/day';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { DEMO_STATS_DAYS, restoreDemoStats } from '../../api/seed/stats';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn } from '../helpers/sign-in';
import type { RawBuilder } from 'kysely';
import { row, rows, sql } from '../helpers/sql';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: TestServer;
let demo: TestClient;
let demoCardId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo } = await signIn(server.url, DEMO_ACCOUNT));
  demoCardId = (await row(server.query, sql`SELECT id FROM profiles WHERE slug = 'demo'`) as { id: number }).id;
});
afterAll(() => server.close());

async function report(path: string): Promise<StatsReport> {
  return json<StatsReport>(await demo.fetch(path), 200);
}

/** Per-day figures counted straight from the raw events of the demo card. */
function rawDays(from: string, to: string): Promise<StatsDay[]> {
  return rows<StatsDay>(
    server.query,
    sql`SELECT day, sum(CASE WHEN kind = 'view' THEN 1 ELSE 0 END) AS views, count(DISTINCT CASE WHEN kind = 'view' THEN visitor END) AS uniques,
        sum(CASE WHEN kind IN ('click', 'vcard', 'share') THEN 1 ELSE 0 END) AS clicks, sum(CASE WHEN kind = 'vcard' THEN 1 ELSE 0 END) AS "contactSaves",
        sum(CASE WHEN kind = 'share' THEN 1 ELSE 0 END) AS shares, sum(CASE WHEN kind = 'lead' THEN 1 ELSE 0 END) AS leads
       FROM profile_events WHERE profile_id = ${demoCardId} AND day BETWEEN ${from} AND ${to} GROUP BY day ORDER BY day`,
  );
}

/** A day's figures but its leads, which come from the leads the card holds rather than from events. */
const leadsAside = (day: StatsDay): StatsDay => ({ ...day, leads: 0 });

/** 0 for Sunday to 6 for Shabbat. */
function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** Counts by key from the raw events of the demo card, in the order the API's lists are sorted to. */
async function rawCounts(statement: RawBuilder<unknown>) {
  return (await rows<{ key: string; n: number }>(server.query, statement)).sort((a, b) => a.key.localeCompare(b.key));
}

async function rollupsOfDemo() {
  return {
    daily: await rows(server.query, sql`SELECT * FROM profile_daily WHERE profile_id = ${demoCardId} ORDER BY day`),
    breakdown: await rows(server.query, sql`SELECT * FROM profile_daily_breakdown WHERE profile_id = ${demoCardId} ORDER BY day, dimension, key`),
    events: (await row<{ n: number }>(server.query, sql`SELECT count(*) AS n FROM profile_events WHERE profile_id = ${demoCardId}`))!.n,
  };
}

describe('the demo card’s seeded statistics', () => {
  it('fill the last 30 days, and every figure the stats API shows equals a count over the raw events', async () => {
    const body = await report('/api/stats?days=30');
    expect(body.to).toBe(israelDay(new Date()));
    const daysWithViews = body.series.filter((day) => day.views > 0);
    expect(daysWithViews.length).toBeGreaterThanOrEqual(28);
    expect(body.totals.views).toBeGreaterThan(300);
    expect(body.previous.views).toBeGreaterThan(300);

    // Leads are counted from the leads the card holds (a test below), not from events.
    const raw = await rawDays(body.from, body.to);
    expect(body.series.filter((day) => day.views + day.clicks + day.contactSaves + day.shares > 0).map(leadsAside)).toEqual(raw.map(leadsAside));
    const sum = (field: Exclude<keyof StatsDay, 'day'>) => raw.reduce((total, day) => total + day[field], 0);
    expect(body.totals).toMatchObject({ views: sum('views'), uniques: sum('uniques'), clicks: sum('clicks'), contactSaves: sum('contactSaves'), shares: sum('shares') });
    expect(body.totals.uniques).toBeLessThan(body.totals.views);

    const sources = await rawCounts(sql`SELECT source AS key, count(*) AS n FROM profile_events WHERE profile_id = ${demoCardId} AND kind = 'view' AND day BETWEEN ${body.from} AND ${body.to} GROUP BY source`);
    expect(body.sources.map((s) => ({ key: s.source, n: s.views })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(sources);
    const devices = await rawCounts(sql`SELECT device AS key, count(*) AS n FROM profile_events WHERE profile_id = ${demoCardId} AND kind = 'view' AND day BETWEEN ${body.from} AND ${body.to} GROUP BY device`);
    expect(body.devices.filter((d) => d.views > 0).map((d) => ({ key: d.device, n: d.views })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(devices);
    const items = await rawCounts(
      sql`SELECT CAST(item_id AS TEXT) AS key, count(*) AS n FROM profile_events
       WHERE profile_id = ${demoCardId} AND kind = 'click' AND item_id IS NOT NULL AND day BETWEEN ${body.from} AND ${body.to} GROUP BY item_id`,
    );
    expect(body.items.map((i) => ({ key: String(i.itemId), n: i.clicks })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(items.sort((a, b) => a.key.localeCompare(b.key)));
    const actions = await rawCounts(
      sql`SELECT CASE kind WHEN 'vcard' THEN 'saveContact' WHEN 'share' THEN 'share' ELSE action END AS key, count(*) AS n FROM profile_events
       WHERE profile_id = ${demoCardId} AND (action IS NOT NULL OR kind IN ('vcard', 'share')) AND day BETWEEN ${body.from} AND ${body.to} GROUP BY key ORDER BY key`,
    );
    expect(body.actions.filter((a) => a.clicks > 0).map((a) => ({ key: a.action, n: a.clicks })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(actions);
  });

  it('come from all four sources and several devices and sites, with clicks on the card’s own items and quick actions and a few contact saves', async () => {
    const body = await report('/api/stats?days=30');
    for (const source of body.sources) expect(source.views, source.source).toBeGreaterThan(10);
    expect(body.devices.find((d) => d.device === 'mobile')!.views).toBeGreaterThan(body.devices.find((d) => d.device === 'desktop')!.views);
    expect(body.devices.find((d) => d.device === 'desktop')!.views).toBeGreaterThan(0);
    expect(body.referrers.map((r) => r.host)).toEqual(expect.arrayContaining(['instagram.com', 'google.com', 'facebook.com']));
    expect(body.items.length).toBeGreaterThan(5);
    expect(body.items[0]).toMatchObject({ profileId: demoCardId, kind: 'phone', label: 'נייד' });
    expect(body.items.every((item) => item.label !== null && !/:\/\//.test(item.label))).toBe(true);
    const taps = Object.fromEntries(body.actions.map((a) => [a.action, a.clicks]));
    for (const action of ['call', 'whatsapp', 'email', 'navigate', 'saveContact']) expect(taps[action], action).toBeGreaterThan(0);
    expect(taps.call).toBeGreaterThan(taps.email!);
    expect(body.totals.contactSaves).toBeGreaterThan(0);
    expect(body.totals.contactSaves).toBeLessThan(body.totals.views / 10);
  });

  it('follow the Israeli week: Shabbat is quieter than Sunday to Thursday', async () => {
    const body = await report('/api/stats?days=90');
    const average = (days: typeof body.series) => days.reduce((sum, day) => sum + day.views, 0) / days.length;
    const pastDays = body.series.slice(0, -1);
    expect(average(pastDays.filter((day) => weekday(day.day) === 6))).toBeLessThan(average(pastDays.filter((day) => weekday(day.day) <= 4)) * 0.6);
  });

  it('count the leads the demo card holds, on the days they arrived', async () => {
    const leads = (await (await demo.fetch('/api/leads?pageSize=100')).json()) as LeadList;
    expect(leads.total).toBeGreaterThan(0);
    const body = await report('/api/stats?days=90');
    expect(body.totals.leads).toBe(leads.total);
    for (const lead of leads.items) expect(body.series.find((day) => day.day === israelDay(new Date(lead.createdAt)))!.leads).toBeGreaterThan(0);
  });

  it('are the same for a given day on every run, and move with the calendar', async () => {
    // An evening, so that the last day has had visits whatever the hour the test runs at (none come at night).
    const today = new Date(`${israelDay(new Date())}T17:00:00Z`);
    await restoreDemoStats(server.query, today);
    const before = await rawDays(addDays(israelDay(today), -(DEMO_STATS_DAYS - 1)), addDays(israelDay(today), -1));
    const tomorrow = new Date(today.getTime() + 86_400_000);
    expect(await restoreDemoStats(server.query, tomorrow)).toBe(true);
    const after = await rawDays(addDays(israelDay(tomorrow), -(DEMO_STATS_DAYS - 1)), israelDay(tomorrow));
    expect(after[0]!.day).toBe(addDays(israelDay(tomorrow), -(DEMO_STATS_DAYS - 1)));
    expect(after.at(-1)!.day).toBe(israelDay(tomorrow));
    expect(after.slice(0, -2)).toEqual(before.slice(1));
    expect(await restoreDemoStats(server.query, new Date())).toBe(true);
    expect(await restoreDemoStats(server.query, new Date())).toBe(false);
  });

  it('are put back by the demo restore once visitors have come by, and restoring again changes nothing', async () => {
    const seeded = await rollupsOfDemo();
    const beacon = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ events: [{ kind: 'view', profileId: demoCardId, source: 'qr' }] }),
    });
    expect(beacon.status).toBe(204);
    await expect.poll(async () => (await rollupsOfDemo()).events).toBe(seeded.events + 1);

    expect(await restoreDemoContent(server.query, server.services.files)).toBe(true);
    expect(await rollupsOfDemo()).toEqual(seeded);
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(false);
  });
});
