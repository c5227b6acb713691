import { describe, expect, it } from 'vitest';
import { databaseFileStore, folderFileStore, type FileStore } from '../../api/file-store/store';
import { tempDir } from '../helpers/db';
import { engines } from '../helpers/engines';

const stores: { name: string; open(): Promise<FileStore> }[] = [
  { name: 'the uploads folder', open: async () => folderFileStore(tempDir()) },
  ...engines.map((engine) => ({ name: `the database on ${engine.name}`, open: async () => databaseFileStore(await engine.open()) })),
];

describe.each(stores)('files in $name', ({ open }) => {
  it('keeps bytes under their name, tells size and date, and forgets them when removed', async () => {
    const files = await open();
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 255, 1, 2]);
    const before = Date.now() - 1000;
    await files.write('abcdefghijklmnopqrstuvwx.webp', bytes);
    await files.write('visitor-files/abcdefghijklmnopqrstuvwx.pdf', Buffer.from('%PDF-1.4\n'));
    expect(await files.read('abcdefghijklmnopqrstuvwx.webp')).toEqual(bytes);
    expect(await files.has('abcdefghijklmnopqrstuvwx.webp')).toBe(true);
    const opened = (await files.open('abcdefghijklmnopqrstuvwx.webp'))!;
    expect(opened.size).toBe(bytes.length);
    expect(opened.modifiedAt.getTime()).toBeGreaterThan(before);
    const body = opened.body();
    const read = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    expect(read).toEqual(bytes);
    expect((await files.read('visitor-files/abcdefghijklmnopqrstuvwx.pdf'))?.toString()).toBe('%PDF-1.4\n');
    expect(await files.list('visitor-files')).toEqual(['abcdefghijklmnopqrstuvwx.pdf']);
    expect(await files.list('elsewhere')).toEqual([]);

    await files.remove(['abcdefghijklmnopqrstuvwx.webp', 'never-written.webp']);
    expect(await files.has('abcdefghijklmnopqrstuvwx.webp')).toBe(false);
    expect(await files.open('abcdefghijklmnopqrstuvwx.webp')).toBeUndefined();
    expect(await files.read('abcdefghijklmnopqrstuvwx.webp')).toBeUndefined();
    expect(await files.has('visitor-files/abcdefghijklmnopqrstuvwx.pdf')).toBe(true);
  });
});
