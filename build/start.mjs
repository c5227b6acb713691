// `npm start`: build when dist/ is missing or stale, then run the server (which migrates and seeds the database).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './steps.mjs';

if (buildIsStale()) {
  process.stdout.write('Building Kartis (first start or sources changed)…\n');
  // In a process of its own: building sets NODE_ENV=production in the process that builds, and the server must run
  // in the mode the operator chose, not the one the build left behind.
  const built = spawnSync(process.execPath, [join(root, 'build', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(join(root, 'dist', 'server', 'index.js')).href);
