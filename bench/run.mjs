// `npm run bench`: runs every benchmark in bench/ one after the other; they print figures and never fail on them.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib.mjs';

const HELPERS = new Set(['run.mjs', 'lib.mjs']);
const benchDir = join(root, 'bench');
const benchmarks = readdirSync(benchDir).filter((name) => name.endsWith('.mjs') && !HELPERS.has(name)).sort();

ensureBuilt();
let failed = 0;
for (const name of benchmarks) {
  process.stdout.write(`\n== ${name}\n`);
  const status = spawnSync(process.execPath, [join(benchDir, name)], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) {
    failed += 1;
    process.stdout.write(`${name} could not run (exit ${status})\n`);
  }
}
process.exit(failed ? 1 : 0);
