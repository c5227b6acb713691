// The fast lanes in front of Koa (cached JSON, direct posts, fair turns) against the plain Koa path with the same
// caching: GET /p/demo, GET /c/demo01 (redirect, not followed) and GET /api/products on the built server, started
// once with the lanes (FAST_LANES=on) and once without (FAST_LANES=off), alternating, each side ROUNDS times.
// Shared machines are noisy: the medians are printed, and every run beside them.
import autocannon from 'autocannon';
import { ensureBuilt, getRaw, median, report, startProductionServer } from './lib.mjs';

const PATHS = [
  { path: '/p/demo', status: 200 },
  { path: '/c/demo01', status: 302 },
  { path: '/api/products', status: 200 },
];
const LOAD = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 8) };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIDES = ['on', 'off'];

/** Requests a second and p99 for one path; answers other than the expected status count as errors. */
async function measurePath(url, { status }) {
  const result = await autocannon({ url, ...LOAD });
  const expected = status === 302 ? result['3xx'] : result['2xx'];
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, wrong: total - expected + result.errors + result.timeouts };
}

/** One server with the lanes on or off: a warm-up, then each path in turn. */
async function runSide(side) {
  const server = await startProductionServer({ FAST_LANES: side });
  try {
    for (const { path, status } of PATHS) {
      const sample = await getRaw(server.url + path);
      if (sample.status !== status) throw new Error(`${path} answered ${sample.status}, expected ${status}`);
      await autocannon({ url: server.url + path, connections: LOAD.connections, duration: 2 });
    }
    const figures = {};
    for (const entry of PATHS) figures[entry.path] = await measurePath(server.url + entry.path, entry);
    return figures;
  } finally {
    await server.stop();
  }
}

ensureBuilt();
process.stdout.write(`Fast lanes on / off — autocannon, ${LOAD.connections} connections, ${LOAD.duration} s a path, ${ROUNDS} rounds alternating\n`);
const runs = { on: [], off: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  // Alternate which side goes first, so a drift in the machine's load does not favour one.
  for (const side of round % 2 === 0 ? SIDES : SIDES.toReversed()) runs[side].push(await runSide(side));
}
for (const { path } of PATHS) {
  const rps = Object.fromEntries(SIDES.map((side) => [side, runs[side].map((run) => run[path].requestsPerSecond)]));
  const p99 = Object.fromEntries(SIDES.map((side) => [side, runs[side].map((run) => run[path].p99Ms)]));
  for (const side of SIDES) {
    report(`${path} lanes ${side} req/s (median)`, median(rps[side]), 'req/s');
    process.stdout.write(`      runs: ${rps[side].map((value) => value.toFixed(0)).join(', ')}\n`);
    report(`${path} lanes ${side} p99 (median)`, median(p99[side]), 'ms');
  }
  report(`${path} on ÷ off`, median(rps.on) / median(rps.off), '');
  const wrong = SIDES.flatMap((side) => runs[side].map((run) => run[path].wrong)).reduce((a, b) => a + b, 0);
  if (wrong) report(`${path} unexpected answers / errors`, wrong, 'responses', '0');
}
