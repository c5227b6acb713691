// `npm run db:copy -- --from ./data/kartis.db --to postgres://…`: moves an installation's data from its SQLite file
// to an empty PostgreSQL database. The SQLite file is only read (migrated first, as the server would on start).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openAndMigrate } from '../../db';
import { CopyError, copySqliteToPostgres } from '../../db/postgres/copy';
import { isPostgresUrl } from '../../db/location';
import { openPostgres } from '../../db/postgres/index';
import { MigrationError } from '../../db/migrate';

/** Runs the command with its arguments; resolves with the exit code, having written what happened. */
export async function dbCopy(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  let uploads: string | undefined;
  try {
    ({ values: { from, to, uploads } } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' }, uploads: { type: 'string' } } }));
  } catch (error) {
    err.write(`${(error as Error).message}\n`);
  }
  if (!from || !to || !isPostgresUrl(to)) {
    err.write('Usage: npm run db:copy -- --from ./data/kartis.db --to postgres://user:password@host:5432/database [--uploads ./data/uploads]\n');
    return 2;
  }
  const path = resolve(from);
  if (!existsSync(path)) {
    err.write(`No SQLite database at ${path}.\n`);
    return 1;
  }
  // The uploads folder beside the database file, as the server keeps it by default.
  const uploadsDir = resolve(uploads ?? join(dirname(path), 'uploads'));
  if (uploads !== undefined && !existsSync(uploadsDir)) {
    err.write(`No uploads folder at ${uploadsDir}.\n`);
    return 1;
  }
  const sqlite = openAndMigrate(path);
  const pool = await openPostgres(to, { max: 1 });
  try {
    const { rows, files } = await copySqliteToPostgres(sqlite, pool, { uploadsDir });
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    out.write(`Copied ${total} rows of ${Object.keys(rows).length} tables from ${path} to PostgreSQL:\n`);
    for (const [table, n] of Object.entries(rows)) if (n) out.write(`  ${table.padEnd(28)} ${n}\n`);
    out.write(`and ${files} files of ${uploadsDir} into the database (where the nodes read them: UPLOADS_STORE=database)\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CopyError || error instanceof MigrationError)) throw error;
    err.write(`${error.message}\n`);
    return 1;
  } finally {
    sqlite.close();
    await pool.end();
  }
}
