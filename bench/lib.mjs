// Shared by the benchmarks: build check, servers on free ports, autocannon runs, process figures.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect as netConnect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startNodeFlags } from '../build/start-flags.mjs';
import { buildIsStale, root } from '../build/steps.mjs';
import { freePort } from '../tests/helpers/free-port.mjs';

export { root };

/** Builds the product when dist/ is missing or older than its sources, so figures describe the current code. */
export function ensureBuilt() {
  if (!buildIsStale()) return;
  const status = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('npm run build failed');
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

/**
 * Whether processes can be kept to CPUs of their own here (two or more CPUs and util-linux's taskset): then a
 * server and its load generators stop taking turns on the same CPU, as they would on machines of their own.
 */
export function canPinCpus() {
  return availableParallelism() >= 2 && spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Keeps a running process, all its threads, to one CPU; says whether it worked. */
export function pinToCpu(pid, cpu) {
  return spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' }).status === 0;
}

/**
 * Keeps a running Node process's JavaScript thread (the main thread, whose id is the pid) to `cpu`, and its other
 * threads (V8's collector and compiler, libuv's pool) to `helpersCpu`; says whether it worked. Pinning every thread
 * to one CPU makes the collector's marking take turns with the JavaScript it is meant to run beside, which no server
 * on a machine with a second core does: each old-generation collection then held every request in flight.
 */
export function pinJavaScriptThread(pid, cpu, helpersCpu) {
  return readdirSync(`/proc/${pid}/task`).every(
    (tid) => spawnSync('taskset', ['-p', '-c', String(tid === String(pid) ? cpu : helpersCpu), tid], { stdio: 'ignore' }).status === 0,
  );
}

/** The built server, as `npm start` runs it. */
export const PRODUCT_SERVER = join(root, 'dist', 'server', 'index.js');

/**
 * Spawns a Node script as a server on a free port and resolves once `readyPath` answers; `stop()` ends it by pid.
 * With `cpu`, the server runs on that CPU only (see canPinCpus). `nodeFlags` are added to Node's command line, and
 * `onLine` hears every line the server writes to its standard output.
 */
export async function startNodeServer(script, { env = {}, readyPath = '/', cpu, nodeFlags = [], onLine } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = [process.execPath, ...(script === PRODUCT_SERVER ? startNodeFlags() : []), ...nodeFlags, script];
  const [command, args] = cpu === undefined ? [node[0], node.slice(1)] : ['taskset', ['-c', String(cpu), ...node]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  let partialLine = '';
  child.stdout.on('data', (chunk) => {
    keep(chunk);
    if (!onLine) return;
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop();
    for (const line of lines) onLine(line);
  });
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

/** The languages a card can be written in (shared/contract/card-languages.ts). */
export const CARD_LANGUAGES = ['he', 'ar', 'ru', 'en'];

/**
 * The demo card once more in each card language (its texts stay the owner's; the page's own texts, direction and lead
 * form's messages change), under the addresses `/p/bench-lang-{language}`.
 */
export function demoCardInEachLanguage(databasePath) {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 10000');
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('profiles').map((c) => c.name).filter((c) => !['id', 'slug', 'language', 'is_primary', 'seed_key'].includes(c));
  db.transaction(() => {
    for (const language of CARD_LANGUAGES) {
      const id = db.prepare(`INSERT INTO profiles (slug, language, is_primary, ${columns.join(', ')})
        SELECT ?, ?, 0, ${columns.join(', ')} FROM profiles WHERE slug = 'demo'`).run(`bench-lang-${language}`, language).lastInsertRowid;
      db.prepare(`INSERT INTO profile_items (profile_id, kind, data, is_enabled, sort_order)
        SELECT ?, kind, data, is_enabled, sort_order FROM profile_items WHERE profile_id = (SELECT id FROM profiles WHERE slug = 'demo')`).run(id);
    }
  }).immediate();
  db.close();
  return CARD_LANGUAGES.map((language) => ({ language, path: `/p/bench-lang-${language}` }));
}

/**
 * Starts the built product (`dist/server/index.js`) over a fresh temporary database, with `env` added; `nodeFlags`
 * and `onLine` as for startNodeServer.
 */
export async function startProductionServer(env = {}, { nodeFlags, onLine } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-bench-'));
  try {
    const server = await startNodeServer(PRODUCT_SERVER, {
      readyPath: '/api/health',
      nodeFlags,
      onLine,
      env: {
        DATABASE_PATH: join(dataDir, 'kartis.db'),
        UPLOADS_DIR: join(dataDir, 'uploads'),
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return {
      ...server,
      databasePath: join(dataDir, 'kartis.db'),
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

/**
 * Load-tests one URL with autocannon and returns the figures the benchmarks print; given the server's `pid`, also the
 * server's CPU time per answer, which tells its capacity even when the load generator, not the server, sets the pace.
 */
export async function measure(url, { connections = 50, duration = 10, headers, pipelining = 1, pid } = {}) {
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration, headers, pipelining });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosPerAnswer: pid === undefined ? Number.NaN : ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(result.requests.total, 1),
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU time, user and system, in seconds, from a Linux /proc stat file. */
function statCpuSeconds(statFile) {
  const stat = readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, the 14th and 15th fields of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The CPU time process `pid` has used so far, all its threads, in seconds. */
export function cpuSeconds(pid) {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/** The CPU time thread `tid` of process `pid` has used so far, in seconds. */
export function threadCpuSeconds(pid, tid) {
  return statCpuSeconds(`/proc/${pid}/task/${tid}/stat`);
}

/**
 * Prints a figure against its target without ever failing the run. A figure with a target, or one marked `inRow`,
 * is a headline of its bench: `npm run bench -- --write FILE` puts the headlines in the bench's row of the table.
 */
export function report(label, value, unit, target, { inRow = Boolean(target) } = {}) {
  const decimals = value >= 1000 ? 0 : value >= 100 ? 1 : 2;
  const shown = Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';
  process.stdout.write(`  ${label.padEnd(44)} ${`${shown} ${unit}`.padStart(14)}${target ? `   (target ${target})` : ''}\n`);
  if (inRow) rowFigure(`${label}: ${`${shown} ${unit}`.trim()}${target ? ` (target ${target})` : ''}`);
}

/** Adds a figure to the bench's row of the benchmarks' table, when bench/run.mjs is writing one (BENCH_ROW_FILE). */
export function rowFigure(text) {
  if (process.env.BENCH_ROW_FILE) appendFileSync(process.env.BENCH_ROW_FILE, `${text}\n`);
}

/**
 * Sends POST requests at `rate(t)` a second (t: seconds since the start) for `seconds`, over a few kept-alive sockets,
 * each the bytes `requestBytes(n)` builds, and counts the answers by status. Far lighter than autocannon for a steady
 * background load: it builds no objects per request and only counts status lines, so the load generator's own work
 * stays out of the figures of what it runs beside.
 */
export function steadyPosts(url, { rate, seconds, requestBytes, sockets = 8 }) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const statuses = {};
    let sent = 0;
    let due = 0;
    let answered = 0;
    const idle = [];
    const connections = Array.from({ length: sockets }, () => {
      const socket = netConnect({ host: hostname, port: Number(port) }, () => idle.push(socket));
      socket.setNoDelay(true);
      socket.on('data', (chunk) => {
        const text = chunk.toString('latin1');
        for (let at = text.indexOf('HTTP/1.1 '); at !== -1; at = text.indexOf('HTTP/1.1 ', at + 9)) {
          const status = text.slice(at + 9, at + 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          answered += 1;
          idle.push(socket);
        }
      });
      socket.on('error', reject);
      return socket;
    });
    const started = performance.now();
    let last = 0;
    const tick = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds) {
        clearInterval(tick);
        for (const socket of connections) socket.destroy();
        resolve({ sent, answered, statuses });
        return;
      }
      due += rate(elapsed) * (elapsed - last);
      last = elapsed;
      // Catch up with the schedule; a request waits for a free socket, as a browser's would.
      while (sent < due && idle.length > 0) {
        idle.pop().write(requestBytes(sent));
        sent += 1;
      }
    }, 2);
  });
}
