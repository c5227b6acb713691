// A crowd on the built server: 1,000 connections for 60 s of mixed public traffic (card pages, /@user, vCards, the
// NFC short link, the landing page, the products list, view beacons and lead posts), each request from its own
// visitor address. Prints errors, timeouts, the slowest wait, p99 next to its bound, throughput and the server's
// memory; then the vCard's throughput next to the card page's. The 60 s are measured after a 5 s ramp in which the
// 1,000 connections open and settle (errors, timeouts and the slowest wait count the ramp too). Where CPUs can be
// pinned, a probe times a server's kind of work on the server's CPU, so each 10 s window shows the machine's speed too.
// LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_RAMP_SECONDS and LOAD_WINDOW_SECONDS change the run (a 1 s window shows a short
// slow spell that a 10 s one averages away).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  canPinCpus,
  cpuSeconds,
  ensureBuilt,
  measure,
  median,
  pinJavaScriptThread,
  pinToCpu,
  report,
  residentMemoryMb,
  startProductionServer,
  threadCpuSeconds,
} from './lib.mjs';
import { crowd } from './tools/crowd.mjs';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 1000);
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 5);
const TIMEOUT_S = 10;
const WINDOW_SECONDS = Number(process.env.LOAD_WINDOW_SECONDS ?? 10);
const CARD = '/p/demo';
const VCARD = '/p/demo/vcard';
const LEAD_CARD = 'cafe-sderot';

/** A different documentation-range address for every request: a crowd, not one machine hitting the rate limits. */
function newVisitorHeader(n) {
  return `X-Forwarded-For: 198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}\r\n`;
}

const page = (path) => ({ method: 'GET', path, headers: { 'Accept-Encoding': 'gzip, br' } });
const post = (path, body, contentType) => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'Content-Type': contentType, 'Sec-Fetch-Site': 'same-origin' },
});

/** The mix, in the proportions a busy day of visitors would send (each connection walks it in order, from its own starting point). */
function trafficMix(profileId) {
  const beacon = post('/api/events', { events: [{ kind: 'view', profileId, source: 'qr' }] }, 'text/plain;charset=UTF-8');
  const lead = post(
    `/api/public/profiles/${LEAD_CARD}/leads`,
    { name: 'מבקר עומס', phone: '050-1234567', consent: true },
    'application/json',
  );
  return [
    page(CARD), beacon, page('/@demo'), page(VCARD), page('/p/michal-cohen-law'), page('/c/demo01'),
    page(CARD), page('/'), beacon, page('/api/products'), page('/@examples'), lead, page(VCARD), page(CARD),
  ];
}

/** Samples the server's resident memory every 250 ms until stopped; resolves with the largest sample. */
function watchMemory(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMemoryMb(pid));
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMemoryMb(pid));
  };
}

async function profileIdOf(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  const match = /data-kc-id="(\d+)"/.exec(html);
  if (!match) throw new Error(`no profile id in ${path}`);
  return Number(match[1]);
}

/**
 * Times a server's kind of work on `cpu` four times a second, beside the server (bench/tools/cpu-probe.mjs): the
 * machine's own speed, to tell a slower server from a slower CPU. `stop()` returns the bursts as [epoch ms, µs].
 */
function probeCpu(cpu) {
  const probe = spawn('taskset', ['-c', String(cpu), process.execPath, fileURLToPath(new URL('./tools/cpu-probe.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout.on('data', (chunk) => (output += chunk));
  return () => {
    probe.kill('SIGTERM');
    return output
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ').map(Number));
  };
}

ensureBuilt();
const pinned = canPinCpus();
process.stdout.write(
  `Mixed public traffic — ${CONNECTIONS} connections (bench/tools/crowd.mjs), ${DURATION} s after a ${RAMP_SECONDS} s ramp, a new visitor address per request` +
    `${pinned ? ", the server's JavaScript thread on CPU 0, its helper threads and the load on CPU 1" : ''}\n`,
);
// V8 reports each of the server's collections (--trace-gc): the old generation's stall every request in flight.
let oldGenerationCollections = 0;
const server = await startProductionServer(
  { TRUST_PROXY: '1' },
  {
    nodeFlags: ['--trace-gc'],
    onLine: (line) => {
      if (line.includes(': Mark-Compact')) oldGenerationCollections += 1;
    },
  },
);
let stopProbe = () => [];
try {
  const requests = trafficMix(await profileIdOf(server.url, CARD));
  const load = { requests, timeoutMs: TIMEOUT_S * 1000, perRequestHeaders: newVisitorHeader };
  // Warm the JIT, the prepared pages and the statements, so the figures are not of a cold server.
  await crowd(server.url, { ...load, connections: 50, seconds: 3 });
  // After the warm-up, so the threads the server starts on first use are pinned too.
  if (pinned) {
    pinJavaScriptThread(server.pid, 0, 1);
    pinToCpu(process.pid, 1);
  }

  const peakMemory = watchMemory(server.pid);
  let collectionsBefore = oldGenerationCollections;
  // How busy each side was over the measured seconds: a load generator near a whole core measures its own delays too.
  const cpuNow = () => ({ server: cpuSeconds(server.pid), javaScript: threadCpuSeconds(server.pid, server.pid), load: cpuSeconds(process.pid) });
  let cpuBefore = cpuNow();
  setTimeout(() => {
    collectionsBefore = oldGenerationCollections;
    cpuBefore = cpuNow();
  }, RAMP_SECONDS * 1000);
  stopProbe = pinned ? probeCpu(0) : () => [];
  const measuredFrom = Date.now() + RAMP_SECONDS * 1000;
  const result = await crowd(server.url, { ...load, connections: CONNECTIONS, rampSeconds: RAMP_SECONDS, seconds: DURATION, windowSeconds: WINDOW_SECONDS });
  const bursts = stopProbe();
  const rssMb = peakMemory();
  const cpuAfter = cpuNow();
  const busy = (part) => ((cpuAfter[part] - cpuBefore[part]) / DURATION) * 100;
  /** The latency every request would wait if all waited alike (Little's law), in ms: the p99 bound's unit. */
  const evenLatencyMs = (throughput) => (CONNECTIONS / throughput) * 1000;
  const p99Bound = 1.5 * evenLatencyMs(result.throughput);
  const { statuses } = result;

  report('requests answered', result.answered, 'requests');
  report('throughput', result.throughput, 'req/s');
  report('errors (connection, reset, 5xx)', result.errors + statuses['5xx'], 'requests', '0');
  report(`timeouts (no answer in ${TIMEOUT_S} s)`, result.timeouts, 'requests', '0');
  report('answers other than 2xx/3xx', statuses['4xx'] + statuses['5xx'], 'responses', '0');
  report('median latency', result.p50, 'ms');
  report('p99 latency', result.p99, 'ms', `≤ ${p99Bound.toFixed(0)} ms = 1.5 × connections ÷ throughput`);
  report('slowest request (ramp included)', result.max, 'ms', '≤ 3000 ms');
  report('server memory (peak RSS)', rssMb, 'MB', '≤ 200 MB');
  report("server's old-generation collections", (oldGenerationCollections - collectionsBefore) / DURATION, 'a second');
  report("server's JavaScript thread CPU (of one core)", busy('javaScript'), '%');
  report("server's other threads CPU (of one core)", busy('server') - busy('javaScript'), '%');
  report('load generator CPU (of one core)', busy('load'), '%');
  // Each window's p99 against its own connections ÷ throughput: the whole run's ratio rises above every window's when
  // the throughput moves between windows (the machine's slow spells), and with them when the server's tail grows.
  // CPU 0's probe in each window: a slow spell of the machine shows there as well as in the server's throughput.
  const probeMicroseconds = (w) => {
    const from = measuredFrom + w.from * 1000;
    const inWindow = bursts.filter(([at]) => at >= from && at < from + WINDOW_SECONDS * 1000).map(([, us]) => us);
    return inWindow.length ? median(inWindow) : undefined;
  };
  const windows = result.windows.map((w) => {
    const probe = probeMicroseconds(w);
    return (
      `${w.from}–${w.from + WINDOW_SECONDS} s: ${w.throughput.toFixed(0)} req/s, p99 ${w.p99.toFixed(0)} ms = ` +
      `${(w.p99 / evenLatencyMs(w.throughput)).toFixed(2)} × connections ÷ throughput` +
      (probe === undefined ? '' : `; CPU 0's probe ${probe} µs`)
    );
  });
  process.stdout.write(`  by ${WINDOW_SECONDS} s:\n${windows.map((line) => `    ${line}\n`).join('')}`);
  const probes = result.windows.map(probeMicroseconds).filter((us) => us !== undefined);
  if (probes.length) report("CPU 0's speed, fastest window's probe ÷ slowest's", Math.min(...probes) / Math.max(...probes), '');

  process.stdout.write(`\nGET ${VCARD} next to GET ${CARD} — 50 connections, 10 s each\n`);
  const vcard = await measure(server.url + VCARD, { connections: 50, duration: 10, headers: { 'Accept-Encoding': 'gzip' } });
  const card = await measure(server.url + CARD, { connections: 50, duration: 10, headers: { 'Accept-Encoding': 'gzip' } });
  report(`${VCARD} req/s`, vcard.requestsPerSecond, 'req/s');
  report(`${CARD} req/s`, card.requestsPerSecond, 'req/s');
  report('vCard ÷ card page', vcard.requestsPerSecond / card.requestsPerSecond, '', '≥ 0.5');
} finally {
  stopProbe();
  await server.stop();
}
