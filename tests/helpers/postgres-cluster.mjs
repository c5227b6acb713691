// A throwaway PostgreSQL cluster from the machine's own server binaries (Debian's `postgresql` package): `initdb` in a
// temporary folder, started by `pg_ctl` on a free port, stopped by `pg_ctl` and deleted afterwards. Nothing is
// installed as a service and nothing is downloaded. initdb refuses to run as root, so as root the cluster runs as
// the `postgres` user.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const SUPERUSER = 'kartis';

/** The folder of `initdb`, `pg_ctl` and `postgres`: on PATH, else the newest under /usr/lib/postgresql. */
function serverBinaries() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return { initdb: onPath, pgCtl: spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim() || 'pg_ctl' };
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).filter((name) => existsSync(join(base, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0];
  return version ? { initdb: join(base, version, 'bin', 'initdb'), pgCtl: join(base, version, 'bin', 'pg_ctl') } : undefined;
}

/** Who runs the cluster: the current user, or `postgres` when that is root. */
function clusterUser() {
  if (userInfo().uid !== 0) return { uid: undefined, prefix: [] };
  const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (postgres.status !== 0) return undefined;
  return { uid: Number(postgres.stdout.trim()), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()), prefix: ['runuser', '-u', 'postgres', '--'] };
}

/** Why a cluster cannot be started here, or undefined when it can. */
export function postgresUnavailable() {
  if (process.env.KARTIS_POSTGRES_URL) return undefined;
  if (!serverBinaries()) return "PostgreSQL's server is not installed (Debian: apt-get install postgresql)";
  if (!clusterUser()) return 'running as root, and there is no postgres user to run the cluster as';
  return undefined;
}


function runAs(user, command, args) {
  const [file, ...rest] = [...user.prefix, command, ...args];
  const result = spawnSync(file, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts a cluster and resolves with `{ url, stop }`: `url` reaches its `postgres` database as a superuser over TCP on
 * 127.0.0.1 (trust authentication: the cluster lives as long as the tests). With KARTIS_POSTGRES_URL set, that
 * server is used instead and `stop` does nothing.
 */
export async function startPostgresCluster() {
  if (process.env.KARTIS_POSTGRES_URL) return { url: process.env.KARTIS_POSTGRES_URL, stop: async () => {} };
  const reason = postgresUnavailable();
  if (reason) throw new Error(reason);
  const { initdb, pgCtl } = serverBinaries();
  const user = clusterUser();
  const folder = mkdtempSync(join(tmpdir(), 'kartis-postgres-'));
  if (user.uid !== undefined) {
    chownSync(folder, user.uid, user.gid);
    chmodSync(folder, 0o700);
  }
  const dataDir = join(folder, 'data');
  const port = await freePort();
  try {
    runAs(user, initdb, ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // fsync off: a throwaway cluster for tests, where speed matters and a power cut loses nothing of value.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runAs(user, pgCtl, ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs(user, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
