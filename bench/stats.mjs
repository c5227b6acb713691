// The 90-day stats of one card over 1,000 cards and 365 days of events: seeds 1,000,000 events, times
// GET /api/profiles/{id}/stats?days=90 on the built server, grows to 10,000,000 events and times it again. Two cards
// are timed: one whose own events grow with the rest (its report holds ten times as much), and one that gets no new
// events after the first million, which shows what the growth of the table alone costs a report.
// Events go straight into the bench's own temporary database with SQL, in big transactions, and the per-day
// rollups are built from them exactly as recording maintains them (one row per card and day, plus breakdowns).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { ensureBuilt, report, PRODUCT_SERVER, startNodeServer } from './lib.mjs';

const CARDS = 1_000;
const DAYS = 365;
const STAGES = [1_000_000, 10_000_000];
const CHUNK = 1_000_000;
const SAMPLES = 50;
const WARM_UP = 50;
const PASSWORD = 'bench-stats-password';
const SEED_BUDGET_S = 180;

/** A day `offset` days before today, as SQLite's date() gives it (the server counts in Israeli days; close enough for load). */
const DAY_SQL = `date('now', '-' || ((n * ${DAYS}) / @total) || ' days')`;

/** 1,000 accounts on a trial, each with one card of five items; the first two can sign in. */
async function seedCards(db) {
  const now = new Date().toISOString();
  const trialEnds = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  db.transaction(() => {
    const firstUser = Number(db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM users').get().id);
    db.prepare(`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ? - 1)
      INSERT INTO users (id, username, display_name, email, password_hash, trial_ends_at, created_at, updated_at)
      SELECT ? + n, 'statsbench' || n, 'משתמש ' || n, 'statsbench' || n || '@example.test', CASE WHEN n < 2 THEN ? END, ?, ?, ? FROM seq`)
      .run(BigInt(CARDS), BigInt(firstUser), passwordHash, trialEnds, now, now);
    db.prepare(`INSERT INTO profiles (user_id, slug, is_primary, display_name, created_at, updated_at)
      SELECT id, 'stats-bench-' || (id - ?), 1, 'כרטיס ' || (id - ?), ?, ? FROM users WHERE id >= ?`).run(BigInt(firstUser), BigInt(firstUser), now, now, BigInt(firstUser));
    db.prepare(`INSERT INTO profile_items (profile_id, kind, data, sort_order)
      SELECT p.id, 'button', json_object('label', 'קישור ' || k.n, 'url', 'https://example.test/' || k.n), k.n
      FROM profiles p, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) k
      WHERE p.slug LIKE 'stats-bench-%' ORDER BY p.id, k.n`).run();
  }).immediate();
  const first = db.prepare("SELECT id FROM profiles WHERE slug = 'stats-bench-0'").get().id;
  const last = db.prepare("SELECT max(id) AS id FROM profiles WHERE slug LIKE 'stats-bench-%'").get().id;
  const firstItem = db.prepare('SELECT min(id) AS id FROM profile_items WHERE profile_id = ?').get(first).id;
  // The second card stops getting events after the first stage.
  return { firstCard: first, steadyCard: first + 1, lastCard: last, firstItem };
}

/**
 * Appends `count` events spread over 365 days (oldest first, as they arrive) across all cards: 70% views, 20% clicks
 * over the card's five items, 5% vCards, 3% shares, 2% leads (`q` varies the mix within each card). Visitor hashes are distinct per stage, so rollups of each chunk add up exactly.
 * Each chunk of a million rows is rolled up right after it is written (a sort that fits in memory).
 */
function seedEvents(db, { firstCard, firstItem }, count, stage) {
  const insert = db.prepare(`WITH RECURSIVE seq(n) AS (SELECT @from UNION ALL SELECT n + 1 FROM seq WHERE n < @to - 1)
    INSERT INTO profile_events (profile_id, kind, item_id, source, referrer_host, device, visitor, day, created_at)
    SELECT @firstCard + c,
      CASE WHEN q % 100 < 70 THEN 'view' WHEN q % 100 < 90 THEN 'click' WHEN q % 100 < 95 THEN 'vcard' WHEN q % 100 < 98 THEN 'share' ELSE 'lead' END,
      CASE WHEN q % 100 BETWEEN 70 AND 89 THEN @firstItem + c * 5 + q % 5 END,
      CASE q % 4 WHEN 0 THEN 'nfc' WHEN 1 THEN 'qr' WHEN 2 THEN 'link' ELSE 'direct' END,
      CASE WHEN q % 4 = 2 THEN CASE q % 3 WHEN 0 THEN 'facebook.com' WHEN 1 THEN 'instagram.com' ELSE 'google.com' END END,
      CASE q % 5 WHEN 0 THEN 'desktop' WHEN 1 THEN 'tablet' ELSE 'mobile' END,
      @stage || ':' || (n % 997),
      ${DAY_SQL},
      unixepoch('now') * 1000
    FROM (SELECT n, n / ${CARDS} AS q,
      -- After the first stage, the second card's share goes to the first one (see seedCards).
      CASE WHEN @stage NOT LIKE '0.%' AND (n * 7919) % ${CARDS} = 1 THEN 0 ELSE (n * 7919) % ${CARDS} END AS c FROM seq)`);
  const lastId = db.prepare('SELECT coalesce(max(id), 0) AS id FROM profile_events').pluck();
  const timing = { rows: 0, rollups: 0 };
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK);
    // BigInt binds as INTEGER (a plain number binds as REAL, which would turn the day arithmetic fractional).
    const params = { from: BigInt(from), to: BigInt(to), total: BigInt(count), firstCard: BigInt(firstCard), firstItem: BigInt(firstItem), stage: `${stage}.${from}` };
    const started = performance.now();
    const after = lastId.get();
    db.transaction(() => insert.run(params)).immediate();
    const written = performance.now();
    rollUp(db, after, lastId.get());
    timing.rows += (written - started) / 1000;
    timing.rollups += (performance.now() - written) / 1000;
  }
  return timing;
}

/** Adds the rollups of the events with afterId < id <= lastId, as recording would have kept them. */
function rollUp(db, afterId, lastId) {
  const range = { after: BigInt(afterId), last: BigInt(lastId) };
  db.transaction(() => {
    db.prepare(`INSERT INTO profile_daily (profile_id, day, views, uniques, clicks, vcards, shares, leads)
      SELECT profile_id, day, sum(kind = 'view'), count(DISTINCT CASE WHEN kind = 'view' THEN visitor END), sum(kind = 'click'),
        sum(kind = 'vcard'), sum(kind = 'share'), sum(kind = 'lead')
      FROM profile_events WHERE id > @after AND id <= @last GROUP BY profile_id, day
      ON CONFLICT (profile_id, day) DO UPDATE SET views = views + excluded.views, uniques = uniques + excluded.uniques,
        clicks = clicks + excluded.clicks, vcards = vcards + excluded.vcards, shares = shares + excluded.shares, leads = leads + excluded.leads`).run(range);
    db.prepare(`INSERT INTO profile_daily_breakdown (profile_id, day, dimension, key, count)
      SELECT profile_id, day, dimension, key, count(*) FROM (
        SELECT profile_id, day, 'item' AS dimension, CAST(item_id AS TEXT) AS key FROM profile_events WHERE id > @after AND id <= @last AND kind = 'click'
        UNION ALL SELECT profile_id, day, 'source', source FROM profile_events WHERE id > @after AND id <= @last AND kind = 'view'
        UNION ALL SELECT profile_id, day, 'device', device FROM profile_events WHERE id > @after AND id <= @last AND kind = 'view'
        UNION ALL SELECT profile_id, day, 'referrer', referrer_host FROM profile_events
          WHERE id > @after AND id <= @last AND kind = 'view' AND referrer_host IS NOT NULL)
      GROUP BY profile_id, day, dimension, key
      ON CONFLICT (profile_id, day, dimension, key) DO UPDATE SET count = count + excluded.count`).run(range);
  }).immediate();
}

async function signIn(url, email) {
  const first = await fetch(`${url}/api/csrf-token`);
  const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await first.json();
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'csrf-token': csrfToken, Cookie: cookie },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Median and 95th percentile of SAMPLES sequential requests for the 90-day report, after WARM_UP of them. */
async function timeReport(url, cookie, cardId) {
  const path = `${url}/api/profiles/${cardId}/stats?days=90`;
  const once = async () => {
    const started = performance.now();
    // A kept-alive connection may have been closed by the server while the events were seeded: retry once.
    const response = await fetch(path, { headers: { Cookie: cookie } }).catch((error) => {
      if (!isAlive(server.pid)) throw new Error('the server exited', { cause: error });
      return fetch(path, { headers: { Cookie: cookie } });
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`stats answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, views: body.totals.views, clicks: body.totals.clicks, labelled: body.items.filter((i) => i.label).length };
  };
  // The first requests after seeding read pages the seeding left cold (the server's page cache was dropped when
  // another connection wrote); a report a visitor opens again and again is served warm.
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const samples = [];
  let last;
  for (let i = 0; i < SAMPLES; i += 1) {
    last = await once();
    samples.push(last.ms);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(SAMPLES / 2)], p95: samples[Math.floor(SAMPLES * 0.95)], ...last };
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-stats-'));
const databasePath = join(dataDir, 'kartis.db');
let server;
try {
  server = await startNodeServer(PRODUCT_SERVER, {
    readyPath: '/api/health',
    env: { DATABASE_PATH: databasePath, UPLOADS_DIR: join(dataDir, 'uploads'), ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn' },
  });
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  db.pragma('synchronous = OFF');
  const cards = await seedCards(db);
  const cookies = { growing: await signIn(server.url, 'statsbench0@example.test'), steady: await signIn(server.url, 'statsbench1@example.test') };
  process.stdout.write(`GET /api/profiles/{id}/stats?days=90 — ${CARDS.toLocaleString('en')} cards, ${DAYS} days, ${SAMPLES} sequential requests\n`);

  let seeded = 0;
  let seedSeconds = 0;
  const results = [];
  for (const [stage, target] of STAGES.entries()) {
    const started = Date.now();
    const split = seedEvents(db, cards, target - seeded, stage);
    db.pragma('wal_checkpoint(TRUNCATE)');
    // The seeding leaves up to a gigabyte for the kernel to write back; timing while it does measures the disk.
    spawnSync('sync');
    const seconds = (Date.now() - started) / 1000;
    seedSeconds += seconds;
    seeded = target;
    const timing = { growing: await timeReport(server.url, cookies.growing, cards.firstCard), steady: await timeReport(server.url, cookies.steady, cards.steadyCard) };
    results.push(timing);
    process.stdout.write(`\n  ${seeded.toLocaleString('en')} events (seeded in ${seconds.toFixed(1)} s: rows ${split.rows.toFixed(1)} s, rollups ${split.rollups.toFixed(1)} s)\n`);
    for (const [name, card] of Object.entries(timing)) {
      report(`90-day stats of the ${name} card, median`, card.median, 'ms', '≤ 50 ms');
      report(`90-day stats of the ${name} card, p95`, card.p95, 'ms');
      process.stdout.write(`  (its report holds ${card.views} views, ${card.clicks} clicks, ${card.labelled} labelled items)\n`);
    }
    if (seedSeconds > SEED_BUDGET_S && stage < STAGES.length - 1) {
      process.stdout.write(`  stopping at ${seeded.toLocaleString('en')} events: seeding took over ${SEED_BUDGET_S} s on this machine\n`);
      break;
    }
  }
  const rollupRows = db.prepare('SELECT count(*) AS n FROM profile_daily').get().n;
  process.stdout.write('\n');
  report('profile_daily rows', rollupRows, 'rows');
  report('total seeding time', seedSeconds, 's', '≤ 180 s');
  if (results.length === 2) {
    report('growth 1M → 10M, steady card (median ratio)', results[1].steady.median / results[0].steady.median, '×', 'flat (≈ 1)');
    report('growth 1M → 10M, growing card (median ratio)', results[1].growing.median / results[0].growing.median, '×');
  }
  db.close();
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
