import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript source files under a folder, recursively: where the app, its server and its pages keep their texts. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
