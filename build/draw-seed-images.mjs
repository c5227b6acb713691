// `npm run seed:images`: redraws the seeded cards' pictures into api/seed/images (run it after changing their art).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './steps.mjs';

const esbuild = await import('esbuild');
const outfile = join(root, 'node_modules', '.cache', 'kartis', 'draw-seed-images.mjs');
mkdirSync(join(outfile, '..'), { recursive: true });
await esbuild.build({
  stdin: { contents: "export { writeSeedImages } from './api/seed/draw-images.ts';", resolveDir: root, loader: 'ts' },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { writeSeedImages } = await import(pathToFileURL(outfile).href);
process.stdout.write(`Drew ${await writeSeedImages()} seed pictures into api/seed/images\n`);
