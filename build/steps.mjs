// Build steps shared by `npm run build` and `npm start` (plain JS: Node 20 cannot run the TypeScript sources).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { prerender } from './prerender.mjs';
import { APP_ROUTES_FILE, ROUTE_MODULES_FILE } from '../shared/documents.mjs';
import { appRoutePatterns } from './app-route-patterns.mjs';
import { routeModules } from './route-modules.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = join(root, 'dist', 'build-stamp.json');
const SOURCES = ['app', 'api', 'db', 'sw', 'shared', 'build', 'public', 'manifest.webmanifest', 'vite.config.ts', 'package.json'];

/** The server's programs: dist/server/{name}.js from their sources. */
const SERVER_ENTRIES = {
  index: join(root, 'api', 'index.ts'),
  'db-copy': join(root, 'api', 'bin', 'db-copy.ts'),
  'seeded-home-products': join(root, 'api', 'bin', 'seeded-home-products.ts'),
};

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
  const outputs = [stampFile, join(root, 'dist', 'app', 'index.html'), ...Object.keys(SERVER_ENTRIES).map((name) => join(root, 'dist', 'server', `${name}.js`))];
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = statSync(stampFile).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Builds when dist/ is missing or stale, saying so; exits the process when the build fails. In a process of its own:
 * building sets NODE_ENV=production in the process that builds, and a server must run in the mode the operator
 * chose, not the one the build left behind.
 */
export function buildWhenStale() {
  if (!buildIsStale()) return;
  process.stdout.write('Building Kartis (first start or sources changed)…\n');
  const built = spawnSync(process.execPath, [join(root, 'build', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * esbuild plugin: `import css from './file.css?raw'` yields the file's text, as it does under Vite; CSS minified, as
 * the server sends it inline in pages (its comments are for whoever reads the source).
 */
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: join(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => {
      const text = readFileSync(args.path, 'utf8');
      const contents = args.path.endsWith('.css') ? (await build.esbuild.transform(text, { loader: 'css', minify: true, charset: 'utf8' })).code : text;
      return { contents, loader: 'text', watchFiles: [args.path] };
    });
  },
};

/**
 * Bundles one small page script from app/ into dist/app/assets as `{name}-{hash}.js` and returns its path
 * relative to dist/app (the server and the pre-renderer look it up).
 */
async function buildPageScript(esbuild, name, entry) {
  const result = await esbuild.build({
    entryPoints: { [name]: join(root, 'app', ...entry.split('/')) },
    outdir: join(root, 'dist', 'app', 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
  });
  const [output] = Object.keys(result.metafile.outputs);
  return relative(join(root, 'dist', 'app'), join(root, output)).split(sep).join('/');
}

/**
 * How esbuild bundles the server (api/index.ts → dist/server/index.js) and its data-copy command, for `npm run build`
 * and `npm run dev` alike.
 */
export function serverBuildOptions() {
  return {
    plugins: [rawText],
    entryPoints: SERVER_ENTRIES,
    outdir: join(root, 'dist', 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  };
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt)$/;

/** Writes `.gz` and `.br` beside each text asset once, at build time, so the server never compresses at start-up. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = readFileSync(path);
    if (body.length <= 1024) continue;
    writeFileSync(path + '.gz', gzipSync(body, { level: 9 }));
    writeFileSync(path + '.br', brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** The landing page's plans as a new installation serves them, from the built server's own code. */
function seededHomeProducts() {
  const result = spawnSync(process.execPath, [join(root, 'dist', 'server', 'seeded-home-products.js')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`reading the seeded plans failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Builds the SPA + service worker (Vite), the card page script, the server (esbuild) and the pre-rendered marketing pages into dist/. */
export async function build() {
  const started = Date.now();
  // The manifest tells the pre-render step which script and style files each page's route needs.
  run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--manifest', '--logLevel', 'warn']);
  const esbuild = await import('esbuild');
  // The server first: the landing page is pre-rendered with the plans it seeds.
  await esbuild.build(serverBuildOptions());
  // The public card page's script, and the one script of the pre-rendered marketing pages.
  await buildPageScript(esbuild, 'card-island', 'card-island/main.ts');
  await prerender(root, await buildPageScript(esbuild, 'start-app', 'prerender/start-app.ts'), seededHomeProducts());
  // The app's addresses, so the server answers 404 for one that no route names.
  const routeTree = readFileSync(join(root, 'app', 'routeTree.gen.ts'), 'utf8');
  writeFileSync(join(root, 'dist', 'app', APP_ROUTES_FILE), JSON.stringify(appRoutePatterns(routeTree)) + '\n');
  // The files each route starts with, announced in the document the server sends for it.
  const manifest = JSON.parse(readFileSync(join(root, 'dist', 'app', '.vite', 'manifest.json'), 'utf8'));
  writeFileSync(join(root, 'dist', 'app', ROUTE_MODULES_FILE), JSON.stringify(routeModules(manifest, join(root, 'app', 'routes'))) + '\n');
  precompress(join(root, 'dist', 'app'));
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  process.stdout.write(`Built Kartis in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
