import { chmodSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_KEY_FILE, SESSION_SECRET_FILE, VAPID_KEYS_FILE, type Config } from './config';
import type { Logger } from './log';

/**
 * The umask the server and its commands set first thing: everything they create is then made 0700 (folders) or 0600
 * (files), whatever umask they were started with. The umask is the one setting that also reaches the files others
 * make for them: SQLite's database, -wal and -shm files, and whatever a library writes.
 */
export const PRIVATE_UMASK = 0o077;

const STICKY = 0o1000;

/**
 * Closes what an earlier version (or another umask) left open: the data and uploads folders (nobody else can then
 * reach anything inside them), and the database and key files themselves.
 */
export function closeDataFolders(config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databasePath'>, log: Logger): void {
  const files = ['', '-wal', '-shm'].map((suffix) => config.databasePath + suffix).concat(join(config.dataDir, SESSION_SECRET_FILE), join(config.dataDir, DATA_KEY_FILE), join(config.dataDir, VAPID_KEYS_FILE));
  for (const [path, mode] of [...[config.dataDir, config.uploadsDir].map((dir) => [dir, 0o700] as const), ...files.map((file) => [file, 0o600] as const)]) {
    if (!existsSync(path)) continue;
    // A folder every user shares (sticky, as /tmp is) is not the server's to close: closed, it would lock every other
    // user out of it. What the server writes there is private all the same, by its umask.
    const stat = statSync(path);
    if (stat.isDirectory() && (stat.mode & STICKY) !== 0) {
      log.warn('the data folder is shared by every user: left open to them', { path });
      continue;
    }
    try {
      chmodSync(path, mode);
    } catch (error) {
      // A folder of another owner (a mounted volume): its owner sets who may read it.
      log.warn('could not make the data private to this user', { path, error });
    }
  }
}
