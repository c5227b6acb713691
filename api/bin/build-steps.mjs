// Build steps shared by `npm run build` and `npm start` (plain JS: Node 20 cannot run the TypeScript sources).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const stampFile = join(root, 'dist', 'build-stamp.json');
const SOURCES = ['app', 'api', 'db', 'sw', 'public', 'manifest.webmanifest', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than any source file. */
export function buildIsStale() {
  if (!existsSync(stampFile) || !existsSync(join(root, 'dist', 'server', 'index.js')) || !existsSync(join(root, 'dist', 'app', 'index.html'))) return true;
  const built = statSync(stampFile).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds the SPA + service worker (Vite) and bundles the server (esbuild) into dist/. */
export async function build() {
  const started = Date.now();
  run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(root, 'api', 'index.ts')],
    outfile: join(root, 'dist', 'server', 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  process.stdout.write(`Built Kartis in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
