// `npm run db:copy -- --from ./data/kartis.db --to postgres://…`: builds when needed (as `npm start` does), then runs
// the built copy command (api/bin/db-copy.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhenStale, root } from './steps.mjs';

buildWhenStale();
// The SQLite file's -wal and -shm files, if opening it makes them, are this user's alone, as the server's are
// (PRIVATE_UMASK in api/data-folder.ts).
process.umask(0o077);
const { dbCopy } = await import(pathToFileURL(join(root, 'dist', 'server', 'db-copy.js')).href);
process.exitCode = await dbCopy(process.argv.slice(2));
