import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The texts zbar's `zbarimg` (Debian's zbar-tools, a decoder independent of the one that drew the code) reads in a
 * picture, one per code found; none when it finds no code.
 */
export async function zbarDecode(image: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'kartis-zbar-'));
  try {
    const file = join(dir, 'code.png');
    await writeFile(file, image);
    // `-Sbinary` keeps the bytes as encoded (a vCard's UTF-8), `--raw` prints them without the symbology's name.
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', '-Sbinary', '--oneshot', file], { encoding: 'buffer' }).catch((error: { code?: number; stdout?: Buffer }) => {
      // zbarimg exits 4 when the picture holds no code it can read.
      if (error.code === 4) return { stdout: Buffer.alloc(0) };
      throw error;
    });
    const text = stdout.toString('utf8');
    return text ? [text.replace(/\n$/, '')] : [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
