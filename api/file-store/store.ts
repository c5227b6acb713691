import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import type { QueryBuilder } from '../../db/query-builder';

/** A stored file as a response sends it: its size and date (the validators) and a way to read its bytes. */
export interface StoredFile {
  size: number;
  modifiedAt: Date;
  body(): Readable | Buffer;
}

/**
 * Where uploaded images and visitors' files are kept. Names are written once and never change (a random id with its
 * variant, or `visitor-files/…`), so a file's bytes are immutable: readers may cache them for good.
 */
export interface FileStore {
  kind: 'folder' | 'database';
  write(name: string, bytes: Buffer): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  open(name: string): Promise<StoredFile | undefined>;
  read(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Deletes the files; a name already gone is fine. */
  remove(names: readonly string[]): Promise<void>;
  /** The names of the files directly in a folder (`visitor-files`), without the folder. */
  list(folder: string): Promise<string[]>;
}

/** Files in a folder of this machine (the default with SQLite: one machine, backed up with the database). */
export function folderFileStore(dir: string): FileStore {
  const path = (name: string) => join(dir, name);
  return {
    kind: 'folder',
    async write(name, bytes) {
      await mkdir(dirname(path(name)), { recursive: true });
      await writeFile(path(name), bytes);
    },
    async open(name) {
      const info = await stat(path(name)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, modifiedAt: info.mtime, body: () => createReadStream(path(name)) };
    },
    read: (name) => readFile(path(name)).catch(() => undefined),
    has: async (name) => (await stat(path(name)).catch(() => undefined))?.isFile() === true,
    async remove(names) {
      await Promise.all(names.map((name) => rm(path(name), { force: true })));
    },
    async list(folder) {
      const entries = await readdir(path(folder), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
  };
}

/**
 * Files in the database (the default with PostgreSQL): every node reads the same bytes with no shared filesystem,
 * and the database's backups hold them. Images are small once re-encoded and are served with a year's
 * Cache-Control, so a CDN or the browser takes the repeat reads.
 */
export function databaseFileStore(query: QueryBuilder): FileStore {
  return {
    kind: 'database',
    async write(name, bytes) {
      await query
        .insertInto('stored_files')
        .values({ name, bytes, size: bytes.length, created_at: Date.now() })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ bytes, size: bytes.length }))
        .execute();
    },
    async open(name) {
      const row = await query.selectFrom('stored_files').select(['bytes', 'size', 'created_at']).where('name', '=', name).executeTakeFirst();
      return row && { size: row.size, modifiedAt: new Date(row.created_at), body: () => row.bytes };
    },
    async read(name) {
      const row = await query.selectFrom('stored_files').select('bytes').where('name', '=', name).executeTakeFirst();
      return row?.bytes;
    },
    has: async (name) => (await query.selectFrom('stored_files').select('name').where('name', '=', name).executeTakeFirst()) !== undefined,
    async remove(names) {
      if (names.length) await query.deleteFrom('stored_files').where('name', 'in', names).execute();
    },
    async list(folder) {
      const prefix = `${folder}/`;
      const rows = await query.selectFrom('stored_files').select('name').where('name', '>=', prefix).where('name', '<', `${folder}0`).execute();
      return rows.map((row) => row.name.slice(prefix.length)).filter((name) => !name.includes('/'));
    },
  };
}
