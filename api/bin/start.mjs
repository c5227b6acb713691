// `npm start`: build when dist/ is missing or stale, then run the server (which migrates and seeds the database).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildIsStale, root } from './build-steps.mjs';

if (buildIsStale()) {
  process.stdout.write('Building Kartis (first start or sources changed)…\n');
  await build();
}
await import(pathToFileURL(join(root, 'dist', 'server', 'index.js')).href);
