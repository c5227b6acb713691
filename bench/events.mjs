// Event ingestion through POST /api/events on the built server (sustained events/s, one event per beacon and
// twenty per beacon), and the card page's requests/s while beacons arrive at the same time, against without.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { ensureBuilt, getRaw, measure, report, root, startNodeServer } from './lib.mjs';

const PAGE = '/p/demo';
const DURATION = 10;
/** Beacons per second sent while the card page is loaded: a busy day for one server (two events each). */
const BACKGROUND_BEACONS_PER_S = 500;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let visitor = 0;
/** Each beacon from another address (the server trusts X-Forwarded-For here), as visitors are many people. */
function fromNextVisitor(request) {
  visitor += 1;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` } };
}

/** A beacon body of `size` events: a view, then clicks on the card's items in turn. */
function beaconBody(profileId, itemIds, size) {
  const events = [{ kind: 'view', profileId, source: 'qr' }];
  for (let i = 1; i < size; i += 1) events.push({ kind: 'click', profileId, itemId: itemIds[i % itemIds.length] });
  return JSON.stringify({ events });
}

function beacons(url, body, options) {
  return autocannon({
    url: `${url}/api/events`,
    duration: DURATION,
    ...options,
    requests: [{ method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE }, setupRequest: fromNextVisitor }],
  });
}

function countEvents(databasePath) {
  const db = new Database(databasePath, { readonly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM profile_events').get();
  db.close();
  return n;
}

/** Sustained recording rate: beacons sent flat out for DURATION seconds, events counted in the database afterwards. */
async function ingestion(url, databasePath, body, size) {
  const before = countEvents(databasePath);
  const started = performance.now();
  const result = await beacons(url, body, { connections: 20 });
  const seconds = (performance.now() - started) / 1000;
  const recorded = countEvents(databasePath) - before;
  report(`${size} event(s) per beacon: beacons/s`, result.requests.average, 'req/s');
  report(`${size} event(s) per beacon: events recorded/s`, recorded / seconds, 'events/s', '≥ 5,000');
  if (result.non2xx || result.errors) report('non-2xx / errors', result.non2xx + result.errors, 'responses', '0');
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-events-'));
const databasePath = join(dataDir, 'kartis.db');
let server;
try {
  server = await startNodeServer(join(root, 'dist', 'server', 'index.js'), {
    readyPath: '/api/health',
    env: { DATABASE_PATH: databasePath, UPLOADS_DIR: join(dataDir, 'uploads'), ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
  });
  const html = (await getRaw(server.url + PAGE)).body.toString('utf8');
  const profileId = Number(/data-kc-id="(\d+)"/.exec(html)?.[1]);
  const itemIds = [...html.matchAll(/data-kc-item="(\d+)"/g)].map((m) => Number(m[1]));
  if (!profileId || itemIds.length === 0) throw new Error(`${PAGE} carries no data-kc-id / data-kc-item`);

  process.stdout.write(`POST /api/events — 20 connections, ${DURATION} s each, every beacon from another visitor address\n`);
  await ingestion(server.url, databasePath, beaconBody(profileId, itemIds, 1), 1);
  await ingestion(server.url, databasePath, beaconBody(profileId, itemIds, 20), 20);

  process.stdout.write(`\nGET ${PAGE} — 50 connections, ${DURATION} s, alone and with ${BACKGROUND_BEACONS_PER_S} beacons/s (2 events each) arriving\n`);
  await measure(server.url + PAGE, { connections: 50, duration: 3 });
  const alone = await measure(server.url + PAGE, { connections: 50, duration: DURATION });
  const [withBeacons, background] = await Promise.all([
    measure(server.url + PAGE, { connections: 50, duration: DURATION }),
    beacons(server.url, beaconBody(profileId, itemIds, 2), { connections: 10, overallRate: BACKGROUND_BEACONS_PER_S }),
  ]);
  report('card page alone', alone.requestsPerSecond, 'req/s');
  report('card page with beacons arriving', withBeacons.requestsPerSecond, 'req/s');
  report('beacons answered meanwhile', background.requests.average, 'req/s');
  report('card page p99 alone / with beacons', alone.p99Ms, 'ms');
  report('card page p99 with beacons', withBeacons.p99Ms, 'ms');
  report('ratio with / without beacons', withBeacons.requestsPerSecond / alone.requestsPerSecond, '', '≥ 0.9');
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
