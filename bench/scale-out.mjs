// One node against two behind Debian's haproxy: throughput and p99 of the card page and of the lead post, and the
// CPU each process used. On PostgreSQL when the server runs on DATABASE_URL (a throwaway cluster, started here);
// otherwise both nodes open one SQLite file. Every node counts its limits in the database (SHARED_LIMITS=1), as
// nodes behind a balancer must.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../tests/helpers/free-port.mjs';
import { startBalancer } from '../tests/helpers/balancer.mjs';
import { sharedNodeEnv, startNodes } from '../tests/helpers/nodes.mjs';
import { postgresUnavailable, startPostgresCluster } from '../tests/helpers/postgres-cluster.mjs';
import { cpuSeconds, ensureBuilt, report } from './lib.mjs';
import { crowd } from './tools/crowd.mjs';

const SECONDS = Number(process.env.SCALE_OUT_SECONDS ?? 10);
const CONNECTIONS = 50;

const WORKLOADS = {
  'card page (GET /p/demo)': [{ method: 'GET', path: '/p/demo', headers: { 'Accept-Encoding': 'gzip' } }],
  'lead post (POST …/cafe-sderot/leads)': [
    {
      method: 'POST',
      path: '/api/public/profiles/cafe-sderot/leads',
      body: JSON.stringify({ name: 'מבקר', phone: '050-1234567', consent: true }),
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    },
  ],
};
// Each request a different visitor, so the per-address lead limits do not turn the run into 429s.
const visitor = (n) => `X-Forwarded-For: 198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}\r\n`;

/** A fresh database for one round: a new PostgreSQL database in the cluster, or nothing (the SQLite file is made by the first node). */
async function freshDatabase(clusterUrl) {
  if (!clusterUrl) return undefined;
  const name = `kartis_scale_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = new Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether the server ran its migrations on the PostgreSQL database it was given (else it ignored DATABASE_URL). */
async function serverUsedPostgres(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS used`)).rows[0].used;
  } finally {
    await client.end();
  }
}

async function round(nodeCount, clusterUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-scale-out-'));
  const databaseUrl = await freshDatabase(clusterUrl);
  const port = await freePort();
  const nodes = await startNodes(nodeCount, sharedNodeEnv({ dataDir, databaseUrl, publicUrl: `http://127.0.0.1:${port}`, env: { LOG_LEVEL: 'error' } }));
  let balancer;
  try {
    const onPostgres = databaseUrl ? await serverUsedPostgres(databaseUrl) : false;
    balancer = await startBalancer({ backends: nodes.map((node) => node.url), port, keepClientAddress: true });
    const results = {};
    for (const [name, requests] of Object.entries(WORKLOADS)) {
      await crowd(balancer.url, { connections: CONNECTIONS, seconds: 2, requests, perRequestHeaders: (n) => visitor(n + 1e5) });
      const pids = [...nodes.map((node) => node.pid), balancer.pid];
      const before = pids.map(cpuSeconds);
      const generatorBefore = process.cpuUsage();
      const started = performance.now();
      const result = await crowd(balancer.url, { connections: CONNECTIONS, seconds: SECONDS, requests, perRequestHeaders: visitor });
      const elapsed = (performance.now() - started) / 1000;
      const generator = process.cpuUsage(generatorBefore);
      const cpu = [...pids.map((pid, i) => ((cpuSeconds(pid) - before[i]) / elapsed) * 100), ((generator.user + generator.system) / 1e6 / elapsed) * 100];
      results[name] = { result, cpu };
    }
    return { onPostgres, results, names: [...nodes.map((node) => node.name), 'haproxy', 'the load generator'] };
  } finally {
    await balancer?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuilt();
const noPostgres = postgresUnavailable();
const cluster = noPostgres ? undefined : await startPostgresCluster();
try {
  const rounds = {};
  for (const count of [1, 2]) rounds[count] = await round(count, cluster?.url);
  const onPostgres = rounds[1].onPostgres && rounds[2].onPostgres;
  const engine = onPostgres
    ? 'PostgreSQL (a throwaway cluster on this machine)'
    : `one SQLite file both nodes open (${noPostgres ? `PostgreSQL: ${noPostgres}` : 'the server does not run on DATABASE_URL yet'})`;
  process.stdout.write(`Scale-out — ${CONNECTIONS} connections through haproxy, ${SECONDS} s per workload; database: ${engine}\n`);
  for (const name of Object.keys(WORKLOADS)) {
    process.stdout.write(`\n${name}\n`);
    for (const count of [1, 2]) {
      const { result, cpu } = rounds[count].results[name];
      const label = `${count} node${count > 1 ? 's' : ''}`;
      report(`${label}: throughput`, result.throughput, 'req/s');
      report(`${label}: p99`, result.p99, 'ms');
      const failed = result.statuses['4xx'] + result.statuses['5xx'] + result.errors + result.timeouts;
      if (failed) report(`${label}: answers not 2xx/3xx, errors, timeouts`, failed, '');
      rounds[count].names.forEach((process_, i) => report(`${label}: CPU of ${process_}`, cpu[i], '%'));
    }
  }
  process.stdout.write(
    `\nThis machine has ${availableParallelism()} CPUs, shared by the load generator, haproxy, ${onPostgres ? 'PostgreSQL, ' : ''}and the nodes` +
      ' (100 % = one CPU busy). A second node can only add what the first left idle: these figures show the nodes share the load' +
      ' and that nothing breaks, not what two machines would serve.' +
      (onPostgres ? '' : ' On SQLite the two nodes also take turns on the one file\'s write lock, so writes (the lead post) cannot scale out.') +
      '\n',
  );
} finally {
  await cluster?.stop();
}
