// `npm test`: type-check, lint, unit and API tests (and the PostgreSQL tests where PostgreSQL's server is installed),
// then browser tests against the production build.
// Vitest, then Playwright: side by side on two cores they took five times as long (vitest 37 min instead of 7), and the
// browser tests' journeys ran out of time. The run ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresUnavailable } from './helpers/postgres-cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'kartis-test-reports-'));

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`\n▶ ${label}\n`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      process.stdout.write(`◀ ${label}: ${code === 0 ? 'ok' : `failed (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve(code ?? 1);
    });
  });
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const typecheck = await run('type-check (tsc -b)', bin('tsc'), ['-b']);
const lint = await run('lint (oxlint)', bin('oxlint'), ['--deny-warnings', 'app', 'api', 'db', 'sw', 'shared', 'build', 'tests', 'bench']);

const noPostgres = postgresUnavailable();
// The API suite runs a second time on PostgreSQL wherever its server can be started here.
const projects = ['unit', 'api', 'api-isolated', 'postgres', ...(noPostgres ? [] : ['api-postgres', 'api-postgres-isolated'])].flatMap((name) => ['--project', name]);
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const vitest = await run('unit and API tests (vitest)', bin('vitest'), ['run', '--config', 'tests/vitest.config.ts', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const e2e = await run('browser tests (playwright + chromium)', process.execPath, ['tests/e2e/run.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

// Two nodes and a balancer of their own: after the other browser tests, not beside them, on a machine with few cores.
const multiNodeJson = join(reports, 'multi-node.json');
const multiNode = await run('multi-node journey (playwright + haproxy)', bin('playwright'), ['test', '-c', join('tests', 'multi-node', 'playwright.config.ts'), '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: multiNodeJson,
});

/** Each browser test of a Playwright report with the title path that names it. */
function testsIn(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) found.push({ title: [...path, spec.title].filter(Boolean).join(' › '), test });
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** The browser tests that needed a retry (CI allows one): each test's title and how many runs it took. */
const retriedIn = (report) =>
  testsIn(report)
    .filter(({ test }) => (test.results?.length ?? 0) > 1)
    .map(({ title, test }) => `${title} (${test.results.length} runs)`);

/** Each spec file of a Playwright report with the time its tests took, slowest first. */
function slowestFiles(report, count) {
  const seconds = new Map();
  for (const { title, test } of testsIn(report)) {
    const file = title.split(' › ')[0];
    seconds.set(file, (seconds.get(file) ?? 0) + (test.results ?? []).reduce((sum, result) => sum + result.duration / 1000, 0));
  }
  return [...seconds].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const failedIn = (report) => testsIn(report).filter(({ test }) => test.status === 'unexpected').map(({ title }) => title);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const v = readJson(vitestJson);
if (v) {
  for (const file of v.testResults ?? []) {
    const name = file.name.replace(root, '');
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
    // A file that failed to load or in a hook reports no failed test of its own.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) failures.push(`${name}: ${file.message?.split('\n')[0] ?? 'failed'}`);
  }
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
const retried = [];
const browserReport = readJson(playwrightJson);
for (const p of [browserReport, readJson(multiNodeJson)]) {
  if (!p) continue;
  retried.push(...retriedIn(p));
  failures.push(...failedIn(p));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}
rmSync(reports, { recursive: true, force: true });

const steps = { typecheck, lint, vitest, e2e, multiNode };
const broken = Object.entries(steps).filter(([, code]) => code !== 0).map(([name]) => name);
if (broken.length) process.stdout.write(`\nFailed steps: ${broken.join(', ')}\n`);
// A step that failed without reporting tests (type errors, lint, a crash) still counts as a failure.
if (failed === 0 && broken.length) failed = broken.length;
if (noPostgres) process.stdout.write(`\nThe PostgreSQL run was skipped: ${noPostgres}.\n`);
// A retry that passed hides a flaky test: each is named, so its cause gets found.
process.stdout.write(`\nRetries used: ${retried.length}${retried.map((title) => `\n  retried: ${title}`).join('')}\n`);
if (browserReport) {
  process.stdout.write(`\nThe 15 slowest browser spec files (their tests' time, on ${browserReport.config?.workers ?? 2} workers):\n`);
  for (const [file, seconds] of slowestFiles(browserReport, 15)) process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${file}\n`);
}
// The end of the output is what a short log keeps: the failed tests are named there.
if (failures.length) process.stdout.write(`\nFailed tests:${failures.map((title) => `\n  ✗ ${title}`).join('')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(broken.length ? 1 : 0);
