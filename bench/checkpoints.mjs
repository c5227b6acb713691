// Commits under writes, with SQLite's checkpoints on the worker thread (the default) and inline in the server's
// commits (CHECKPOINTS=inline): 50 connections of lead posts, view beacons and card pages for 20 s, two rounds of
// each, alternating. Prints the slowest answers (p99.9 and the slowest) of each way: an inline checkpoint copies the
// log and syncs the disk inside a commit, and every request waiting behind that commit waits with it.
import { ensureBuilt, report, startProductionServer } from './lib.mjs';
import { crowd } from './tools/crowd.mjs';

const SECONDS = Number(process.env.CHECKPOINT_SECONDS ?? 20);
const ROUNDS = 2;

const post = (path, body, contentType) => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'Content-Type': contentType, 'Sec-Fetch-Site': 'same-origin' },
});
const visitor = (n) => `X-Forwarded-For: 198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}\r\n`;

async function round(checkpoints) {
  const server = await startProductionServer({ TRUST_PROXY: '1', CHECKPOINTS: checkpoints });
  try {
    const html = await (await fetch(`${server.url}/p/demo`)).text();
    const profileId = Number(/data-kc-id="(\d+)"/.exec(html)[1]);
    const requests = [
      post('/api/public/profiles/cafe-sderot/leads', { name: 'מבקר', phone: '050-1234567', consent: true }, 'application/json'),
      post('/api/events', { events: [{ kind: 'view', profileId, source: 'qr' }] }, 'text/plain;charset=UTF-8'),
      { method: 'GET', path: '/p/demo', headers: { 'Accept-Encoding': 'gzip' } },
    ];
    return await crowd(server.url, { connections: 50, rampSeconds: 2, seconds: SECONDS, requests, perRequestHeaders: visitor });
  } finally {
    await server.stop();
  }
}

ensureBuilt();
process.stdout.write(`Lead posts, beacons and card pages — 50 connections, ${SECONDS} s × ${ROUNDS} rounds per way, alternating\n`);
const results = { worker: [], inline: [] };
for (let i = 0; i < ROUNDS; i += 1) {
  for (const way of ['worker', 'inline']) results[way].push(await round(way));
}
for (const [way, runs] of Object.entries(results)) {
  const worst = (field) => Math.max(...runs.map((run) => run[field]));
  report(`${way}: throughput (lowest round)`, Math.min(...runs.map((run) => run.throughput)), 'req/s');
  report(`${way}: p99 (worse round)`, worst('p99'), 'ms');
  report(`${way}: p99.9 (worse round)`, worst('p999'), 'ms');
  report(`${way}: slowest answer`, worst('max'), 'ms');
}
