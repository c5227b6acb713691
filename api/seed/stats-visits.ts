import { createHash } from 'node:crypto';
import { CLICK_ACTIONS, type ClickAction, type DeviceClass, type EventSource } from '../../shared/contract/events';
import type { EventRow } from '../events/repo';
import { ACTION_ITEM } from '../events/service';

/** An item of the demo card as the generator weighs it. */
export interface VisitItem {
  id: number;
  kind: string;
  data: string;
}

/** What one day's visits are generated from. */
export interface VisitDay {
  profileId: number;
  /** YYYY-MM-DD, an Israeli calendar day. */
  day: string;
  items: readonly VisitItem[];
  /** Events later than this instant (epoch ms) are left out: today shows only what already happened. */
  until: number;
}

type Weighted<T> = readonly (readonly [T, number])[];

/** Sunday to Saturday: the Israeli working week is busy, Friday afternoon quiet and Shabbat quieter. */
const WEEKDAY_FACTOR = [1.15, 1.1, 1.05, 1, 1.1, 0.55, 0.4] as const;

const SOURCES: Weighted<EventSource> = [['nfc', 30], ['qr', 22], ['link', 26], ['direct', 22]];
/** On a trade-show day most visitors tap the physical card. */
const SHOW_DAY_SOURCES: Weighted<EventSource> = [['nfc', 62], ['qr', 18], ['link', 8], ['direct', 12]];
/** A tap or a scan happens on a phone; a link or a typed address also on computers. */
const PHONE_DEVICES: Weighted<DeviceClass> = [['mobile', 93], ['tablet', 4], ['other', 3]];
const ANY_DEVICES: Weighted<DeviceClass> = [['mobile', 62], ['desktop', 30], ['tablet', 6], ['other', 2]];
const REFERRERS: Weighted<string> = [['instagram.com', 34], ['google.com', 24], ['facebook.com', 22], ['linkedin.com', 10], ['pinterest.com', 10]];

/** How often a visitor clicks each kind of item (social networks by brand). */
const ITEM_WEIGHT: Record<string, number> = {
  phone: 30, button: 14, website: 12, address: 8, email: 7, video: 6, gallery: 5,
  instagram: 10, waze: 6, facebook: 5, pinterest: 4, linkedin: 3,
};

/** How often a visitor taps each quick action the card shows (calling and chatting are what cards are for). */
const ACTION_WEIGHT: Record<ClickAction, number> = { call: 30, whatsapp: 26, email: 8, navigate: 10 };

/** The quick actions the card shows, weighted: those an item of the card gives. */
function actionsOf(items: readonly VisitItem[]): Weighted<ClickAction> {
  const gives = (action: ClickAction) => {
    const { kind, flag } = ACTION_ITEM[action];
    return items.some((item) => item.kind === kind && (flag === null || (JSON.parse(item.data) as Record<string, unknown>)[flag] === true));
  };
  return CLICK_ACTIONS.filter(gives).map((action) => [action, ACTION_WEIGHT[action]] as const);
}

/** A small fast generator (mulberry32) seeded from text, so every day's figures are the same on every run. */
function randomFor(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, choices: Weighted<T>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

function itemWeight(item: VisitItem): number {
  if (item.kind !== 'social') return ITEM_WEIGHT[item.kind] ?? 3;
  const brand = (JSON.parse(item.data) as { brand?: unknown }).brand;
  return typeof brand === 'string' ? (ITEM_WEIGHT[brand] ?? 3) : 3;
}

/** A day's views: about 30 on a weekday, a slow two-month swell and ebb, noise, and now and then a trade show. */
function viewsOn(day: string, random: () => number): { views: number; showDay: boolean } {
  const date = new Date(`${day}T12:00:00Z`);
  const dayNumber = Math.floor(date.getTime() / 86_400_000);
  const season = 30 + 6 * Math.sin((2 * Math.PI * dayNumber) / 61);
  const showDay = random() < 0.04;
  const noise = 0.8 + random() * 0.4;
  return { views: Math.round(season * WEEKDAY_FACTOR[date.getUTCDay()]! * noise * (showDay ? 2.4 : 1)), showDay };
}

/** A visitor's daily hash, as the recorder would store it (22 base64url characters). */
function visitorHash(day: string, n: number): string {
  return createHash('sha256').update(`kartis-demo-visitor:${day}:${n}`).digest('base64url').slice(0, 22);
}

/**
 * One day of believable visits to the demo card, as raw event rows: views (some visitors come back the same day)
 * from all four sources and devices, referring sites for links, clicks weighted by item and by quick action, a few
 * contact saves and shares. Visits fall between 04:00 and 20:00 UTC (daytime in Israel, never across its midnight); the same day always
 * gives the same rows.
 */
export function visitsOn({ profileId, day, items, until }: VisitDay): EventRow[] {
  const random = randomFor(`kartis-demo-stats:${day}`);
  // Quick-action taps draw from a generator of their own, so the rest of a day's visits stay what they were.
  const randomAction = randomFor(`kartis-demo-actions:${day}`);
  const actions = actionsOf(items);
  const { views, showDay } = viewsOn(day, random);
  const clickable: Weighted<VisitItem> = items.map((item) => [item, itemWeight(item)] as const);
  const opens = Date.parse(`${day}T04:00:00Z`);
  const rows: EventRow[] = [];
  const visitors: { hash: string; source: EventSource; device: DeviceClass; referrer: string | null }[] = [];
  const add = (kind: EventRow['kind'], at: number, visitor: (typeof visitors)[number], itemId: number | null = null, action: ClickAction | null = null) => {
    if (at > until) return;
    rows.push({ profile_id: profileId, kind, item_id: itemId, action, source: visitor.source, referrer_host: kind === 'view' ? visitor.referrer : null, device: visitor.device, visitor: visitor.hash, language: null, day, created_at: at });
  };
  for (let i = 0; i < views; i++) {
    let visitor = visitors.length > 0 && random() < 0.18 ? visitors[Math.floor(random() * visitors.length)] : undefined;
    if (!visitor) {
      const source = pick(random, showDay ? SHOW_DAY_SOURCES : SOURCES);
      const device = pick(random, source === 'nfc' || source === 'qr' ? PHONE_DEVICES : ANY_DEVICES);
      visitor = { hash: visitorHash(day, visitors.length), source, device, referrer: source === 'link' ? pick(random, REFERRERS) : null };
      visitors.push(visitor);
    }
    const at = opens + Math.floor(random() * 16 * 3_600_000);
    add('view', at, visitor);
    if (clickable.length > 0 && random() < 0.34) add('click', at + 20_000, visitor, pick(random, clickable).id);
    if (clickable.length > 0 && random() < 0.08) add('click', at + 75_000, visitor, pick(random, clickable).id);
    if (random() < 0.045) add('vcard', at + 40_000, visitor);
    if (random() < 0.015) add('share', at + 60_000, visitor);
    if (actions.length > 0 && randomAction() < 0.22) add('click', at + 30_000, visitor, null, pick(randomAction, actions));
  }
  return rows.sort((a, b) => a.created_at - b.created_at);
}
