// A longer run of the property-based fuzz suite (tests/api/fuzz.test.ts): generated requests to every /api route as
// a visitor, another owner and an admin, from the zod contract. Prints requests tried and failures found.
// `node bench/fuzz.mjs --runs=5000` sets the requests per caller (default 10,000).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { report, root } from './lib.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 10_000);
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '-c', 'tests/vitest.config.ts', 'tests/api/fuzz.test.ts'],
  { cwd: root, env: { ...process.env, KARTIS_FUZZ_RUNS: String(runs) }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
const output = `${result.stdout}${result.stderr}`;
const summary = /fuzz: (\d+) requests tried, (\d+) failures found/.exec(output);
process.stdout.write(`Fuzz suite from the zod contract, ${runs} requests per caller (visitor, other owner, admin)\n`);
if (!summary) {
  process.stdout.write(output.slice(-4000));
  process.exit(1);
}
report('requests tried', Number(summary[1]), 'requests');
report('failures found', Number(summary[2]), 'failures', '0');
report('run time', (Date.now() - started) / 1000, 's');
if (result.status !== 0) process.stdout.write(output.slice(-4000));
