// `npm run restore -- FOLDER`: puts a backup made by `npm run backup` in place of the database, the uploads and the
// data key (when the backup holds one). Stop the server first. The current files are kept beside the new ones
// (…-before-restore-<date-time>).
import { copyFileSync, cpSync, existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PRIVATE_UMASK, dataFiles, fileStamp } from './data-files.mjs';

process.umask(PRIVATE_UMASK);
const source = process.argv[2] && resolve(process.argv[2]);
if (!source || !existsSync(join(source, 'kartis.db'))) {
  process.stderr.write('Usage: npm run restore -- FOLDER (a folder made by npm run backup, holding kartis.db)\n');
  process.exit(1);
}
function integrityOf(path) {
  try {
    const copy = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return copy.pragma('integrity_check', { simple: true });
    } finally {
      copy.close();
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const check = integrityOf(join(source, 'kartis.db'));
if (check !== 'ok') {
  process.stderr.write(`${source}/kartis.db failed its integrity check (${check}): nothing was changed.\n`);
  process.exit(1);
}

const { databasePath, uploadsDir, dataKeyFile, vapidKeysFile } = dataFiles();
const stamp = fileStamp();
const keep = (path) => existsSync(path) && renameSync(path, `${path}-before-restore-${stamp}`);
for (const suffix of ['', '-wal', '-shm']) keep(databasePath + suffix);
keep(uploadsDir);
// Copied under a temporary name and renamed, so a crash midway never leaves half a database in place.
cpSync(join(source, 'kartis.db'), `${databasePath}.restoring`);
renameSync(`${databasePath}.restoring`, databasePath);
if (existsSync(join(source, 'uploads'))) cpSync(join(source, 'uploads'), uploadsDir, { recursive: true });
// The key the copy's webhooks' secrets are sealed with; a backup made with DATA_KEY holds none, and needs that DATA_KEY.
if (existsSync(join(source, 'data-key'))) {
  keep(dataKeyFile);
  copyFileSync(join(source, 'data-key'), dataKeyFile);
}
if (existsSync(join(source, 'vapid-keys'))) {
  keep(vapidKeysFile);
  copyFileSync(join(source, 'vapid-keys'), vapidKeysFile);
}
process.stdout.write(`Restored ${source} to ${databasePath} (the previous files end in -before-restore-${stamp}).\n`);
