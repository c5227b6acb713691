// Event ingestion through POST /api/events on the built server (sustained events/s, one event per beacon and
// twenty per beacon), and the card page's requests/s while beacons arrive at the same time, against without.
// Where it can, the server gets one CPU and the load generators the other: on two cores shared by all three, the
// generators' own work for the beacons (not the server's) took a tenth of the card page's figure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { canPinCpus, ensureBuilt, getRaw, measure, pinToCpu, report, PRODUCT_SERVER, startNodeServer, steadyPosts } from './lib.mjs';

const PAGE = '/p/demo';
const DURATION = 10;
/** How long the card page is loaded while beacons come and go. */
const COMPARE_S = 42;
/** Beacons per second sent while the card page is loaded: a busy day for one server (two events each). */
const BACKGROUND_BEACONS_PER_S = 500;
/** The card page is asked for as a phone asks for it: compressed. */
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Visitor n's address: each beacon comes from another one (the server trusts X-Forwarded-For here), as visitors are many people. */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

let visitor = 0;
function fromNextVisitor(request) {
  visitor += 1;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor) } };
}

/** The bytes of beacon request n, as a phone's browser sends it. */
function beaconRequest(host, body) {
  return (n) =>
    `POST /api/events HTTP/1.1\r\nHost: ${host}\r\nContent-Type: text/plain;charset=UTF-8\r\nUser-Agent: ${PHONE}\r\n` +
    `X-Forwarded-For: ${visitorAddress(n)}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
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

/** Beacons arrive in the odd seconds only. */
const beaconsIn = (second) => second % 2 === 1;
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The card page under load for COMPARE_S seconds while beacons arrive in every other second only, counted second
 * by second: each second with beacons is compared with the mean of the quiet seconds either side of it. This
 * machine's speed drifts by a third over tens of seconds, far more than the effect measured; neighbouring seconds
 * share the drift, so their ratio keeps only the beacons' effect.
 */
async function pageWhileBeaconsComeAndGo(url, requestBytes) {
  const counts = Array.from({ length: COMPARE_S }, () => 0);
  const started = performance.now();
  const page = autocannon({ url: url + PAGE, connections: 50, duration: COMPARE_S, headers: PAGE_HEADERS });
  page.on('response', () => {
    const second = Math.floor((performance.now() - started) / 1000);
    if (second < COMPARE_S) counts[second] += 1;
  });
  const [, background] = await Promise.all([
    page,
    steadyPosts(url, { rate: (t) => (beaconsIn(Math.floor(t)) ? BACKGROUND_BEACONS_PER_S : 0), seconds: COMPARE_S, requestBytes }),
  ]);
  // The first seconds warm up, the last one is cut short.
  const ratios = [];
  const busy = [];
  const quiet = [];
  for (let second = 3; second < COMPARE_S - 2; second += 2) {
    busy.push(counts[second]);
    quiet.push(counts[second - 1]);
    ratios.push(counts[second] / ((counts[second - 1] + counts[second + 1]) / 2));
  }
  return { quiet, busy, ratios, background };
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-events-'));
const databasePath = join(dataDir, 'kartis.db');
// `--shared-cpus`: server and load generators take turns on every CPU, as without taskset.
const pinned = !process.argv.includes('--shared-cpus') && canPinCpus() && pinToCpu(process.pid, 1);
let server;
try {
  server = await startNodeServer(PRODUCT_SERVER, {
    cpu: pinned ? 0 : undefined,
    readyPath: '/api/health',
    env: { DATABASE_PATH: databasePath, UPLOADS_DIR: join(dataDir, 'uploads'), ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
  });
  const html = (await getRaw(server.url + PAGE)).body.toString('utf8');
  const profileId = Number(/data-kc-id="(\d+)"/.exec(html)?.[1]);
  const itemIds = [...html.matchAll(/data-kc-item="(\d+)"/g)].map((m) => Number(m[1]));
  if (!profileId || itemIds.length === 0) throw new Error(`${PAGE} carries no data-kc-id / data-kc-item`);

  process.stdout.write(pinned ? 'Server on CPU 0, load generators on CPU 1\n' : 'Server and load generators share the CPUs\n');
  process.stdout.write(`POST /api/events — 20 connections, ${DURATION} s each, every beacon from another visitor address\n`);
  await ingestion(server.url, databasePath, beaconBody(profileId, itemIds, 1), 1);
  await ingestion(server.url, databasePath, beaconBody(profileId, itemIds, 20), 20);

  process.stdout.write(
    `\nGET ${PAGE} (compressed) — 50 connections for ${COMPARE_S} s, with ${BACKGROUND_BEACONS_PER_S} beacons/s (2 events each) arriving in every other second\n`,
  );
  await measure(server.url + PAGE, { connections: 50, duration: 3, headers: PAGE_HEADERS });
  const requestBytes = beaconRequest(new URL(server.url).host, beaconBody(profileId, itemIds, 2));
  const { quiet, busy, ratios, background } = await pageWhileBeaconsComeAndGo(server.url, requestBytes);
  report('card page, seconds without beacons (median)', median(quiet), 'req/s');
  report('card page, seconds with beacons (median)', median(busy), 'req/s');
  report('beacons answered 204', background.statuses['204'] ?? 0, `of ${background.sent}`);
  process.stdout.write(`  ratio in each second with beacons: ${ratios.map((r) => r.toFixed(2)).join(' ')}\n`);
  report('ratio with / without beacons (median second)', median(ratios), '', '≥ 0.9');

  // The same comparison over two whole runs one after the other, which the machine's drift blurs more.
  process.stdout.write(`\nGET ${PAGE} (compressed) — 50 connections, ${DURATION} s alone, then ${DURATION} s with ${BACKGROUND_BEACONS_PER_S} beacons/s\n`);
  const alone = await measure(server.url + PAGE, { connections: 50, duration: DURATION, headers: PAGE_HEADERS });
  const [withBeacons] = await Promise.all([
    measure(server.url + PAGE, { connections: 50, duration: DURATION, headers: PAGE_HEADERS }),
    steadyPosts(server.url, { rate: () => BACKGROUND_BEACONS_PER_S, seconds: DURATION, requestBytes }),
  ]);
  report('card page alone', alone.requestsPerSecond, 'req/s');
  report('card page with beacons', withBeacons.requestsPerSecond, 'req/s');
  report('ratio with / without beacons (whole runs)', withBeacons.requestsPerSecond / alone.requestsPerSecond, '', '≥ 0.9');
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
