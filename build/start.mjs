// `npm start`: build when dist/ is missing or stale, then run the server (which migrates and seeds the database).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhenStale, root } from './steps.mjs';

buildWhenStale();
await import(pathToFileURL(join(root, 'dist', 'server', 'index.js')).href);
