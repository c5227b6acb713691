// `npm run test:e2e`: make sure Chromium and a fresh build exist, then run Playwright with any extra arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsStale, root } from '../../build/steps.mjs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(`Chromium is missing: run \`sudo apt-get install -y chromium\` (Debian's package at ${CHROMIUM}), then retry.\n`);
    process.exit(1);
  }
  process.stdout.write('Installing Debian Chromium (apt-get install -y chromium)…\n');
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (run('apt-get', ['update', '-qq'], quiet) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium'], quiet) !== 0 || !existsSync(CHROMIUM)) {
    process.stderr.write('Installing Chromium failed: see the apt-get output above.\n');
    process.exit(1);
  }
}

ensureChromium();
if (buildIsStale() && run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', join('tests', 'e2e', 'playwright.config.ts'), ...process.argv.slice(2)]));
