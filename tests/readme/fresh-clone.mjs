// The README's commands (and the backup commands of docs/operations.md) typed as a reader types them, in a fresh clone
// of the committed repository (no dist/, no data/, none of the product's environment variables): `npm install && npm
// start` must serve / and /p/demo, a production start without SESSION_SECRET must stop with one line naming it, and
// the other commands must work.
// Run by .ci/run before `npm test`; `node tests/readme/fresh-clone.mjs` runs it by hand (it clones HEAD, so commit
// first). It needs port 3000 free, as a reader's first start does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresUnavailable, startPostgresCluster } from '../helpers/postgres-cluster.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const HOME_URL = 'http://localhost:3000';
const FIRST_START_LIMIT_MS = 10 * 60_000; // npm install compiles better-sqlite3 (~80 s) and the first start builds
const START_LIMIT_MS = 90_000;
const PRODUCT_VARIABLES = /^(PORT|HOST|DATABASE_PATH|UPLOADS_DIR|PUBLIC_URL|SESSION_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD|GOOGLE_.*|OIDC_ISSUER|TRUST_PROXY|LOG_LEVEL|NODE_ENV|SMTP_URL|npm_.*|INIT_CWD)$/;

/** The environment of a reader's shell: none of the product's variables, nothing npm set for a parent script. */
const readerEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PRODUCT_VARIABLES.test(name)));

const results = [];
function check(name, ok, detail = '') {
  results.push(ok);
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}\n`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while any process of the group led by `pid` is running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command line in the clone through the shell, in its own process group so it can be stopped whole. */
function shell(cwd, line, env = {}) {
  const child = spawn('sh', ['-c', line], { cwd, env: { ...readerEnv, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return {
    child,
    exited,
    output: () => output,
    /** Sends SIGTERM to the command's process group and waits until every process in it has exited. */
    async stop() {
      if (!groupAlive(child.pid)) return;
      process.kill(-child.pid, 'SIGTERM');
      const deadline = Date.now() + 15_000;
      while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}


/** Waits until every path answers 200 (or the command exits, or the limit passes); returns the failure or undefined. */
async function waitFor200(run, paths, limitMs, base = HOME_URL) {
  const deadline = Date.now() + limitMs;
  let exitCode;
  void run.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) return `exited with ${exitCode} before answering:\n${run.output().slice(-2000)}`;
    const statuses = await Promise.all(paths.map((path) => fetch(base + path).then((r) => r.status, () => 0)));
    if (statuses.every((status) => status === 200)) return undefined;
    await sleep(500);
  }
  return `no 200 from ${paths.join(', ')} within ${limitMs / 1000} s:\n${run.output().slice(-2000)}`;
}

async function portIsFree() {
  return fetch(HOME_URL).then(() => false, () => true);
}

/** A command that must finish with exit 0 within a limit. */
async function finishes(cwd, line, limitMs, env) {
  const run = shell(cwd, line, env);
  const code = await Promise.race([run.exited, sleep(limitMs).then(() => 'timeout')]);
  if (code === 'timeout') await run.stop();
  return { ok: code === 0, output: run.output(), detail: code === 0 ? '' : `${code}\n${run.output().slice(-2000)}` };
}

const work = mkdtempSync(join(tmpdir(), 'kartis-fresh-clone-'));
const clone = join(work, 'kartis');
try {
  if (!(await portIsFree())) throw new Error('Port 3000 is in use: the README starts the product there. Stop what listens on it.');
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', REPO, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  check('the clone has no dist/ and no data/', !existsSync(join(clone, 'dist')) && !existsSync(join(clone, 'data')));

  // 1. The first command, exactly as written.
  const started = Date.now();
  const first = shell(clone, 'npm install && npm start');
  const firstFailure = await waitFor200(first, ['/', '/p/demo'], FIRST_START_LIMIT_MS);
  check('`npm install && npm start` serves / and /p/demo', !firstFailure, firstFailure ?? `${((Date.now() - started) / 1000).toFixed(0)} s from an empty clone`);
  if (!firstFailure) {
    const page = await (await fetch(`${HOME_URL}/p/demo`)).text();
    check('/p/demo is the seeded demo card', page.includes('lang="he"') && page.includes('/p/demo/vcard'));
  }

  // 2. The backup commands, while the server runs.
  const day = new Date().toISOString().slice(0, 10);
  const cliBackup = await finishes(clone, 'sqlite3 data/kartis.db ".backup data/kartis-$(date +%F).db"', 30_000);
  check('the sqlite3 backup command', cliBackup.ok, cliBackup.detail);
  const nodeBackup = await finishes(clone, `node -e "new (require('better-sqlite3'))('data/kartis.db').backup('data/kartis-backup.db').then(() => console.log('done'))"`, 30_000);
  check('the node backup command', nodeBackup.ok, nodeBackup.detail);
  for (const copy of [`data/kartis-${day}.db`, 'data/kartis-backup.db']) {
    const read = spawnSync('sqlite3', [join(clone, copy), "PRAGMA integrity_check; SELECT count(*) FROM users WHERE email = 'demo@kartis.app';"], { encoding: 'utf8' });
    const whole = read.stdout.trim() === 'ok\n1';
    check(`${copy} is a whole copy with the demo account`, whole, whole ? '' : read.stdout + read.stderr);
  }
  const npmBackup = await finishes(clone, 'npm run backup -- data/backups/fresh', 60_000);
  check('`npm run backup` while the server runs', npmBackup.ok && existsSync(join(clone, 'data', 'backups', 'fresh', 'kartis.db')), npmBackup.detail);
  await first.stop();
  check('the server stops on SIGTERM and frees the port', await portIsFree());
  const npmRestore = await finishes(clone, 'npm run restore -- data/backups/fresh', 60_000);
  check('`npm run restore` with the server stopped', npmRestore.ok, npmRestore.detail);
  const noPostgres = postgresUnavailable();
  if (noPostgres) process.stdout.write(`- \`npm run db:copy\` skipped: ${noPostgres}\n`);
  else {
    const cluster = await startPostgresCluster();
    try {
      const copy = await finishes(clone, `npm run db:copy -- --from ./data/kartis.db --to ${cluster.url}`, 120_000);
      const copied = copy.ok && copy.output.includes('Copied ') && / files of .* into the database/.test(copy.output);
      check('`npm run db:copy` moves the installation and its uploads to PostgreSQL', copied, copied ? '' : copy.detail || copy.output.slice(-500));
      // Then the README's start on PostgreSQL, with no data folder of its own: the copied card and its photo are served.
      const onPostgres = shell(clone, `DATABASE_URL=${cluster.url} DATABASE_PATH=data-postgres/kartis.db npm start`);
      const pgFailure = await waitFor200(onPostgres, ['/', '/p/demo'], 120_000);
      let photoStatus = 0;
      if (!pgFailure) {
        const page = await (await fetch(`${HOME_URL}/p/demo`)).text();
        const photo = /\/uploads\/[a-z0-9]{24}\.webp/.exec(page)?.[0];
        photoStatus = photo ? (await fetch(HOME_URL + photo)).status : 0;
      }
      await onPostgres.stop();
      check('`DATABASE_URL=postgres://… npm start` serves the copied demo card and its photo from PostgreSQL', !pgFailure && photoStatus === 200, pgFailure ?? `photo: ${photoStatus}`);
    } finally {
      await cluster.stop();
    }
  }

  // 3. Production without a session secret: one line naming the variable, and nothing listens.
  const refused = shell(clone, 'NODE_ENV=production npm start');
  const refusedCode = await Promise.race([refused.exited, sleep(START_LIMIT_MS).then(() => 'timeout')]);
  if (refusedCode === 'timeout') await refused.stop();
  const errorLines = refused.output().split('\n').filter((line) => line.includes('SESSION_SECRET'));
  check(
    'NODE_ENV=production without SESSION_SECRET stops with one line naming it',
    refusedCode !== 0 && refusedCode !== 'timeout' && errorLines.length === 1 && errorLines[0] === 'Invalid environment variable SESSION_SECRET: required when NODE_ENV=production',
    `exit ${refusedCode}: ${errorLines.join(' | ') || refused.output().slice(-500)}`,
  );
  check('and nothing listens', await portIsFree());

  // 4. Production with a session secret serves.
  const production = shell(clone, 'NODE_ENV=production SESSION_SECRET=a-long-random-secret-of-32-characters npm start');
  const productionFailure = await waitFor200(production, ['/', '/p/demo'], START_LIMIT_MS);
  check('NODE_ENV=production with SESSION_SECRET serves / and /p/demo', !productionFailure, productionFailure);
  await production.stop();

  // 5. The development commands the README names.
  for (const [line, limit] of [
    ['npm run build', 180_000],
    ['npm run typecheck', 180_000],
    ['npm run lint', 120_000],
    ['npm run routes', 60_000],
    ['node bench/bundle-size.mjs', 60_000],
  ]) {
    const result = await finishes(clone, line, limit);
    check(`\`${line}\``, result.ok, result.detail);
  }
  // The phone journey's photos for the README, made again by the browser test that checks every screen.
  const shotsFrom = Date.now();
  const shots = await finishes(clone, 'npm run screenshots', 300_000);
  const landingShot = join(clone, 'docs', 'screenshots', 'he-01-landing.png');
  check('`npm run screenshots` photographs the phone journey', shots.ok && existsSync(landingShot) && statSync(landingShot).mtimeMs >= shotsFrom - 1000, shots.detail);
  const dev = shell(clone, 'npm run dev');
  const devFailure = (await waitFor200(dev, ['/api/health'], START_LIMIT_MS)) ?? (await waitFor200(dev, ['/'], START_LIMIT_MS, 'http://localhost:5173'));
  check('`npm run dev` serves the API on 3000 and the app on 5173', !devFailure, devFailure);
  await dev.stop();
} catch (error) {
  check('fresh clone', false, error instanceof Error ? error.message : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
process.stdout.write(`readme: ${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
