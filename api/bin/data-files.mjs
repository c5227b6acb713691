// Where the product keeps its data, read from the environment exactly as the server reads it (api/config.ts):
// DATABASE_PATH (default ./data/kartis.db) and UPLOADS_DIR (default: uploads beside the database).
import { dirname, join, resolve } from 'node:path';

/** The current time as a file-name part: 2026-11-25T03-30-00. */
export function fileStamp(now = new Date()) {
  return now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
}

/** The database file and the uploads folder the server with this environment uses. */
export function dataFiles(env = process.env) {
  const databasePath = resolve(env.DATABASE_PATH || './data/kartis.db');
  const uploadsDir = env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dirname(databasePath), 'uploads');
  return { databasePath, uploadsDir, dataDir: dirname(databasePath) };
}
