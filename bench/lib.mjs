// Shared by the benchmarks: build check, servers on free ports, autocannon runs, process figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIsStale, root } from '../api/bin/build-steps.mjs';

export { root };

/** Builds the product when dist/ is missing or older than its sources, so figures describe the current code. */
export function ensureBuilt() {
  if (!buildIsStale()) return;
  const status = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('npm run build failed');
}

/** Asks the OS for a port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Performs one GET without compression and resolves with status, headers and the exact body bytes. */
export function getRaw(url) {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function waitUntilAnswering(url, child, output) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      await getRaw(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer from ${url} within 30 s:\n${output()}`);
}

/** Spawns a Node script as a server on a free port and resolves once `readyPath` answers; `stop()` ends it by pid. */
export async function startNodeServer(script, { env = {}, readyPath = '/' } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    const force = setTimeout(() => process.kill(child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  try {
    await waitUntilAnswering(url + readyPath, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** Starts the built product (`dist/server/index.js`) over a fresh temporary database. */
export async function startProductionServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-'));
  try {
    const server = await startNodeServer(join(root, 'dist', 'server', 'index.js'), {
      readyPath: '/api/health',
      env: {
        DATABASE_PATH: join(dataDir, 'kartis.db'),
        UPLOADS_DIR: join(dataDir, 'uploads'),
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
      },
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Load-tests one URL with autocannon and returns the figures the benchmarks print. */
export async function measure(url, { connections = 50, duration = 10 } = {}) {
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Prints a figure against its target without ever failing the run. */
export function report(label, value, unit, target) {
  const decimals = value >= 1000 ? 0 : value >= 100 ? 1 : 2;
  const shown = Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';
  process.stdout.write(`  ${label.padEnd(44)} ${`${shown} ${unit}`.padStart(14)}${target ? `   (target ${target})` : ''}\n`);
}
