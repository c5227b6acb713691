// Where the product keeps its data, read from the environment exactly as the server reads it (api/config.ts):
// DATABASE_PATH (default ./data/kartis.db), UPLOADS_DIR (default: uploads beside the database), and the data key's
// file beside the database, which the server uses when DATA_KEY is not set.
import { dirname, join, resolve } from 'node:path';

/** The current time as a file-name part: 2026-11-25T03-30-00. */
export function fileStamp(now = new Date()) {
  return now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
}

/** What the commands create is their user's alone (folders 0700, files 0600), as the server's files are (api/data-folder.ts). */
export const PRIVATE_UMASK = 0o077;

/** The database file, the uploads folder, and the data key's and VAPID keys' files the server with this environment uses. */
export function dataFiles(env = process.env) {
  const databasePath = resolve(env.DATABASE_PATH || './data/kartis.db');
  const uploadsDir = env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dirname(databasePath), 'uploads');
  const dataDir = dirname(databasePath);
  return { databasePath, uploadsDir, dataDir, dataKeyFile: join(dataDir, 'data-key'), dataKeyFromEnv: Boolean(env.DATA_KEY), vapidKeysFile: join(dataDir, 'vapid-keys') };
}
