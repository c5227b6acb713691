// GET /p/demo on the built server: page weight (also of the demo card written in each card language), render-blocking
// requests, throughput and p99 next to a bare node:http server sending the same bytes, the same after seeding
// 1,000,000 cards, and Lighthouse's mobile scores. `--weight-only` stops after the weights, `--ratio-only` after the
// rounds on the seeded database. The two servers are measured in alternating rounds (BENCH_ROUNDS of BENCH_SECONDS
// each, the one that goes first alternating too), as the machine's speed changes for seconds at a time: each round
// gives its own ratio, and the medians are reported. Where CPUs can be pinned, both servers run on CPU 0 and the load
// generator on CPU 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { canPinCpus, demoCardInEachLanguage, ensureBuilt, getRaw, measure, median, pinToCpu, report, residentMemoryMb, root, PRODUCT_SERVER, startNodeServer } from './lib.mjs';

const PATH = '/p/demo';
const LOAD = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 5) };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERVER_CPU = canPinCpus() ? 0 : undefined;
const BULK_CARDS = 1_000_000;
const BULK_USERS = 1_000;
const skipLighthouse = process.argv.includes('--no-lighthouse');
const weightOnly = process.argv.includes('--weight-only');
const ratioOnly = process.argv.includes('--ratio-only');

/** The page and every CSS/JS file it loads, gzipped as the server sends them (images excluded). */
async function pageWeight(baseUrl, html) {
  const assets = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]);
  let gzipBytes = gzipSync(html, { level: 9 }).length;
  for (const asset of assets) gzipBytes += gzipSync((await getRaw(baseUrl + asset)).body, { level: 9 }).length;
  return { gzipBytes, rawBytes: Buffer.byteLength(html), files: 1 + assets.length };
}

/** Stylesheets, and scripts that are neither async, deferred nor modules, in <head>: each holds up the first paint. */
function renderBlocking(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheets = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  const scripts = (head.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).filter((tag) => !/\s(async|defer)\b|type="module"/.test(tag));
  return stylesheets.length + scripts.length;
}

/** Adds 1,000 accounts owning 1,000,000 published cards with three items each, in one transaction. */
function seedBulkCards(databasePath) {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 10000');
  const started = Date.now();
  const now = new Date().toISOString();
  db.transaction(() => {
    const firstUser = Number(db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM users').get().id);
    db.prepare(`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ? - 1)
      INSERT INTO users (id, username, display_name, email, created_at, updated_at)
      SELECT ? + n, 'bench' || n, 'משתמש ' || n, 'bench' || n || '@example.test', ?, ? FROM seq`).run(BULK_USERS, firstUser, now, now);
    db.prepare(`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ? - 1)
      INSERT INTO profiles (user_id, slug, is_primary, display_name, title, company, bio, template, created_at, updated_at)
      SELECT ? + (n % ?), 'bench-card-' || n, n < ?, 'כרטיס מספר ' || n, 'יועצ/ת', 'עסק ' || (n % 5000),
        'שורת תיאור קצרה של העסק.', CASE n % 3 WHEN 0 THEN 'classic' WHEN 1 THEN 'bold' ELSE 'minimal' END, ?, ? FROM seq`)
      .run(BULK_CARDS, firstUser, BULK_USERS, BULK_USERS, now, now);
    db.prepare(`INSERT INTO profile_items (profile_id, kind, data, sort_order)
      SELECT p.id, k.kind, k.data, k.sort_order FROM profiles p,
        (SELECT 'phone' AS kind, '{"label":"נייד","value":"050-123-4567","call":true,"sms":false,"whatsapp":true}' AS data, 0 AS sort_order
         UNION ALL SELECT 'email', '{"label":"","value":"hello@example.test"}', 1
         UNION ALL SELECT 'social', '{"brand":"instagram","label":"","url":"https://instagram.com/example"}', 2) k
      WHERE p.slug LIKE 'bench-card-%'`).run();
  }).immediate();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const cards = db.prepare('SELECT count(*) AS n FROM profiles').get().n;
  db.close();
  return { cards, seconds: (Date.now() - started) / 1000 };
}

/** Lighthouse's four mobile category scores (0–100), or undefined when it cannot run here. */
function lighthouseScores(url) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'), url, '--quiet', '--output=json', '--output-path=stdout', '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0) return undefined;
  const { categories } = JSON.parse(result.stdout);
  return Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)]));
}

/** Kartis and the bare server on the same bytes, in alternating rounds: each round's figures of both. */
async function throughput({ url: productUrl, pid: productPid }, body, contentType) {
  const bare = await startNodeServer(join(root, 'bench', 'servers', 'fixed-response.mjs'), {
    env: { BODY_BASE64: body.toString('base64'), CONTENT_TYPE: contentType },
    cpu: SERVER_CPU,
  });
  try {
    await measure(bare.url + PATH, { ...LOAD, duration: 2 });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sides = round % 2 === 0 ? ['kartis', 'bare'] : ['bare', 'kartis'];
      const figures = {};
      for (const side of sides) {
        const [url, pid] = side === 'kartis' ? [productUrl, productPid] : [bare.url, bare.pid];
        figures[side] = await measure(url + PATH, { ...LOAD, pid });
      }
      rounds.push(figures);
    }
    return rounds;
  } finally {
    await bare.stop();
  }
}

/** Kartis's median p99 over the rounds. */
const medianP99 = (rounds) => median(rounds.map((r) => r.kartis.p99Ms));

/** Each round's ratios, then the medians (`on` names the database in the row); returns the median ratios. */
function reportThroughput(rounds, on) {
  rounds.forEach(({ kartis, bare }, index) => {
    const [k, b] = [kartis, bare].map((side) => `${side.requestsPerSecond.toFixed(0)} req/s, ${side.cpuMicrosPerAnswer.toFixed(0)} µs CPU an answer`);
    process.stdout.write(`    round ${index + 1}: Kartis ${k}; bare ${b}; ratio ${(kartis.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (req/s), ${(bare.cpuMicrosPerAnswer / kartis.cpuMicrosPerAnswer).toFixed(2)} (CPU)\n`);
  });
  const ratio = median(rounds.map(({ kartis, bare }) => kartis.requestsPerSecond / bare.requestsPerSecond));
  // The server's capacity: answers a CPU-second, whoever set the pace (on two cores the load generator often does).
  const capacity = median(rounds.map(({ kartis, bare }) => bare.cpuMicrosPerAnswer / kartis.cpuMicrosPerAnswer));
  report(`Kartis req/s (median), ${on}`, median(rounds.map((r) => r.kartis.requestsPerSecond)), 'req/s', undefined, { inRow: true });
  report('Kartis p99 latency (median)', median(rounds.map((r) => r.kartis.p99Ms)), 'ms');
  report(`bare node:http req/s (median), ${on}`, median(rounds.map((r) => r.bare.requestsPerSecond)), 'req/s', undefined, { inRow: true });
  report('bare node:http p99 latency (median)', median(rounds.map((r) => r.bare.p99Ms)), 'ms');
  report(`Kartis / bare req/s, median of the rounds, ${on}`, ratio, '', '≥ 0.7');
  report(`Kartis / bare answers a CPU-second, median, ${on}`, capacity, '', '≥ 0.7');
  const wrong = rounds.reduce((sum, r) => sum + r.kartis.non2xx + r.kartis.errors, 0);
  if (wrong) report('Kartis non-2xx / errors', wrong, 'responses', '0');
  return { ratio, capacity };
}

ensureBuilt();
process.stdout.write(`GET ${PATH} — autocannon\n`);
const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-card-'));
const databasePath = join(dataDir, 'kartis.db');
let product;
try {
  product = await startNodeServer(PRODUCT_SERVER, {
    readyPath: '/api/health',
    cpu: SERVER_CPU,
    env: { DATABASE_PATH: databasePath, UPLOADS_DIR: join(dataDir, 'uploads'), ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn' },
  });
  const sample = await getRaw(product.url + PATH);
  if (sample.status !== 200) throw new Error(`${PATH} answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
  const html = sample.body.toString('utf8');
  const weight = await pageWeight(product.url, html);

  report('HTML bytes (uncompressed)', weight.rawBytes, 'bytes');
  report('HTML+CSS+JS gzip', weight.gzipBytes / 1024, 'KB', '≤ 14 KB');
  report('files (HTML + CSS + JS)', weight.files, 'files');
  report('render-blocking requests', renderBlocking(html), 'requests', '0');
  for (const { language, path } of demoCardInEachLanguage(databasePath)) {
    const page = await getRaw(product.url + path);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    const text = page.body.toString('utf8');
    if (!text.includes(`<html lang="${language}"`)) throw new Error(`${path} is not written in ${language}`);
    report(`HTML+CSS+JS gzip, the demo card in ${language}`, (await pageWeight(product.url, text)).gzipBytes / 1024, 'KB', '≤ 14 KB');
  }
  if (!weightOnly) await throughputAndLighthouse(product, sample, databasePath);
} finally {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Throughput on the seeded database and on 1,000,000 cards, then Lighthouse's scores. */
async function throughputAndLighthouse(product, sample, databasePath) {
  if (SERVER_CPU !== undefined) pinToCpu(process.pid, 1);
  process.stdout.write(`\n  ${ROUNDS} rounds of ${LOAD.duration} s a server, ${LOAD.connections} connections${SERVER_CPU === undefined ? '' : ', servers on CPU 0, load on CPU 1'}\n`);
  // Warm the JIT and the page cache first, so the small database is not measured on a cold server.
  await measure(product.url + PATH, { ...LOAD, duration: 3 });
  const small = await throughput(product, sample.body, String(sample.headers['content-type']));
  process.stdout.write('\n  small database (seeded cards only)\n');
  reportThroughput(small, 'seeded cards');
  report('server RSS after the run', residentMemoryMb(product.pid), 'MB');
  if (ratioOnly) return;

  const seeded = seedBulkCards(databasePath);
  process.stdout.write(`\n  after seeding ${seeded.cards.toLocaleString('en')} cards (${seeded.seconds.toFixed(1)} s)\n`);
  const large = await throughput(product, sample.body, String(sample.headers['content-type']));
  reportThroughput(large, '1,000,000 cards');
  report('p99 large / small database', medianP99(large) / medianP99(small), '', '≤ 1.10');
  report('server RSS after the run', residentMemoryMb(product.pid), 'MB');

  if (!skipLighthouse) {
    const scores = lighthouseScores(product.url + PATH);
    process.stdout.write('\n  Lighthouse (mobile)\n');
    if (!scores) process.stdout.write('  Lighthouse could not run (is /usr/bin/chromium installed?)\n');
    else for (const [category, score] of Object.entries(scores)) report(`Lighthouse ${category}`, score, '/ 100', '100');
  }
}
