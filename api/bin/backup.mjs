// `npm run backup [-- FOLDER]`: an online, consistent copy of the database and the uploads into one dated folder
// (default <data folder>/backups/kartis-<date-time>), while the server keeps running and taking writes, with the data
// folder's data key when the server uses it (without DATA_KEY): the webhooks' secrets in the copy are sealed with it.
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PRIVATE_UMASK, dataFiles, fileStamp } from './data-files.mjs';

process.umask(PRIVATE_UMASK);
const { databasePath, uploadsDir, dataDir, dataKeyFile, dataKeyFromEnv, vapidKeysFile } = dataFiles();
if (!existsSync(databasePath)) {
  process.stderr.write(`No database at ${databasePath}: nothing to back up (set DATABASE_PATH).\n`);
  process.exit(1);
}
const stamp = fileStamp();
const target = resolve(process.argv[2] ?? join(dataDir, 'backups', `kartis-${stamp}`));
if (existsSync(join(target, 'kartis.db'))) {
  process.stderr.write(`${target} already holds a backup: choose another folder.\n`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });

// SQLite's online backup copies a consistent snapshot page by page while other connections keep writing.
const live = new Database(databasePath, { readonly: true, fileMustExist: true });
await live.backup(join(target, 'kartis.db'));
live.close();
const copy = new Database(join(target, 'kartis.db'), { readonly: true });
const check = copy.pragma('integrity_check', { simple: true });
const used = copy.prepare('SELECT id FROM uploads').all().map((row) => row.id);
copy.close();
if (check !== 'ok') {
  process.stderr.write(`The copy failed its integrity check (${check}).\n`);
  process.exit(1);
}

// Images are written once under random names and never changed, so copying them after the snapshot is safe; one
// removed in the meantime (its card changed) is no longer used by the live data.
if (existsSync(uploadsDir)) cpSync(uploadsDir, join(target, 'uploads'), { recursive: true });
const missing = used.filter((id) => !existsSync(join(target, 'uploads', `${id}.webp`)));
process.stdout.write(`Backed up ${databasePath} and ${used.length - missing.length} images to ${target}\n`);
if (missing.length) process.stdout.write(`${missing.length} images recorded in the copy were removed before they could be copied.\n`);
if (dataKeyFromEnv) {
  process.stdout.write('The webhooks’ secrets in it are sealed with DATA_KEY: restore it with the same DATA_KEY.\n');
} else if (existsSync(dataKeyFile)) {
  copyFileSync(dataKeyFile, join(target, 'data-key'));
  process.stdout.write('It holds the data key (data-key) its webhooks’ secrets are sealed with: keep the folder private.\n');
}
// The key pair the devices in the copy subscribed with: under another one, their pushes would reach no one.
if (existsSync(vapidKeysFile)) copyFileSync(vapidKeysFile, join(target, 'vapid-keys'));
