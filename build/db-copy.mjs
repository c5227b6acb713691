// `npm run db:copy -- --from ./data/kartis.db --to postgres://…`: builds when needed (as `npm start` does), then runs
// the built copy command (api/bin/db-copy.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhenStale, root } from './steps.mjs';

buildWhenStale();
const { dbCopy } = await import(pathToFileURL(join(root, 'dist', 'server', 'db-copy.js')).href);
process.exitCode = await dbCopy(process.argv.slice(2));
