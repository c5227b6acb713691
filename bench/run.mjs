// `npm run bench`: runs every benchmark in bench/ one after the other (or those named: `npm run bench -- card-page
// lighthouse`); they print figures and never fail on them. `--write docs/benchmarks.md` also writes the table of the
// latest figures there: one row a bench, with its headline figures, the date, the machine and the command; the rows
// of the benches not run this time are kept as they were.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib.mjs';

const HELPERS = new Set(['run.mjs', 'lib.mjs']);
const benchDir = join(root, 'bench');
const args = process.argv.slice(2);
const writeAt = args.indexOf('--write');
const tableFile = writeAt === -1 ? undefined : args[writeAt + 1];
if (writeAt !== -1 && !tableFile) throw new Error('--write needs a file: npm run bench -- --write docs/benchmarks.md');
const named = args.filter((arg, index) => !arg.startsWith('--') && index !== writeAt + 1).map((name) => name.replace(/(\.mjs)?$/, '.mjs'));
const all = readdirSync(benchDir).filter((name) => name.endsWith('.mjs') && !HELPERS.has(name)).sort();
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length) throw new Error(`no such bench: ${unknown.join(', ')}`);
const benchmarks = named.length ? named : all;

/** The machine the figures were taken on, and how busy it was when the bench started (other programs slow every figure). */
function machine() {
  const [cpu] = cpus();
  const load = loadavg()[0].toFixed(1);
  return `${cpu?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU'}, ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${load}`;
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

ensureBuilt();
const rowsDir = mkdtempSync(join(tmpdir(), 'kartis-bench-rows-'));
const rows = new Map();
let failed = 0;
try {
  for (const name of benchmarks) {
    process.stdout.write(`\n== ${name}\n`);
    const rowFile = join(rowsDir, `${name}.txt`);
    const startedOn = machine();
    const status = spawnSync(process.execPath, [join(benchDir, name)], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_ROW_FILE: rowFile } }).status;
    if (status !== 0) {
      failed += 1;
      process.stdout.write(`${name} could not run (exit ${status})\n`);
      continue;
    }
    const figures = existsSync(rowFile) ? readFileSync(rowFile, 'utf8').trim().split('\n').filter(Boolean) : [];
    rows.set(name, `| \`${name.replace(/\.mjs$/, '')}\` | ${cell(figures.join('; ') || 'see its output')} | ${new Date().toISOString().slice(0, 10)} | ${cell(startedOn)} | \`node bench/${name}\` |`);
  }
} finally {
  rmSync(rowsDir, { recursive: true, force: true });
}

if (tableFile) {
  const path = join(root, tableFile);
  const kept = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter((line) => /^\| `[\w-]+` \|/.test(line)) : [];
  for (const line of kept) {
    const name = `${/^\| `([\w-]+)`/.exec(line)[1]}.mjs`;
    if (!rows.has(name) && all.includes(name)) rows.set(name, line);
  }
  const table = [...rows.keys()].sort().map((name) => rows.get(name));
  writeFileSync(
    path,
    `# Benchmarks

The latest figures of each bench in \`bench/\`, a row a bench, written by \`npm run bench -- --write ${tableFile}\`
(\`npm run bench -- --write ${tableFile} card-page lighthouse\` runs only those and keeps the other rows). Each bench
prints more than its row: run its command to see every figure. Targets are in parentheses. The history of a figure is
in this file's history.

| Bench | Figures | Date | Machine | Command |
| --- | --- | --- | --- | --- |
${table.join('\n')}
`,
  );
  process.stdout.write(`\nWrote ${rows.size} rows into ${tableFile}\n`);
}
process.exit(failed ? 1 : 0);
