// Several processes of the built server (dist/server/index.js, as `npm start` runs it) over one database, as the
// nodes behind a balancer are: each on a free port, each stopped (or killed) by its own pid.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeFlags } from '../../build/start-flags.mjs';
import { freePort } from './free-port.mjs';
import { waitUntilHealthy } from './wait-until-healthy.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILT_SERVER = join(ROOT, 'dist', 'server', 'index.js');

/** Starts one node of the built server with `env` on a free port; resolves once it answers /api/health. */
export async function startNode({ name, env }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startNodeFlags(), BUILT_SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = async () => {
    if (ended()) return;
    process.kill(child.pid, 'SIGTERM');
    const force = setTimeout(() => !ended() && process.kill(child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  const kill = async () => {
    if (ended()) return;
    process.kill(child.pid, 'SIGKILL');
    await exited;
  };
  try {
    await waitUntilHealthy(url, () => (ended() ? `${child.exitCode ?? child.signalCode}\n${output}` : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, pid: child.pid, output: () => output, exited, stop, kill };
}

/**
 * The environment that makes nodes share everything through one database and one data folder: the SQLite file in
 * `dataDir` (several processes in WAL mode), or PostgreSQL at `databaseUrl`; limits counted in the database; behind a
 * balancer (`TRUST_PROXY=1`) whose address is `publicUrl`.
 */
export function sharedNodeEnv({ dataDir, databaseUrl, publicUrl, env = {} }) {
  mkdirSync(dataDir, { recursive: true });
  return {
    DATABASE_PATH: join(dataDir, 'kartis.db'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    SESSION_SECRET: 'multi-node-session-secret-0123456789abcdef',
    ADMIN_PASSWORD: 'multi-node-admin-password',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    SHARED_LIMITS: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * Starts `count` nodes with the same environment, one after the other: the first migrates and seeds the database,
 * the others find it ready.
 */
export async function startNodes(count, env) {
  const nodes = [];
  try {
    for (let i = 1; i <= count; i++) nodes.push(await startNode({ name: `node${i}`, env }));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw error;
  }
  return nodes;
}
