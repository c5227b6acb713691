// The import graph of the project's own code, checked against the house's directions.
//
// `node tests/architecture/import-graph.mjs` prints which folder imports which and every rule broken (exit 1 if any);
// `--lint-zones` prints the `no-restricted-imports` overrides that .oxlintrc.json carries for the same rules, and
// `--write-lint-zones` writes them there (after moving files to a new depth: the test says when).
// tests/unit/architecture.test.ts runs the check inside `npm test`.
//
// The rules:
// - each top-level folder imports only the folders RUNTIMES allows it (the SPA never the server or the database,
//   the server never the SPA or the service worker, shared/ none of them);
// - a feature reaches another feature only through that feature's index.ts;
// - no folder loops (a top-level folder; inside app/ and shared/ each subfolder, and each feature on its own; inside
//   api/ each domain folder, http/ and plans/ too, and each file at its top), and no loops between files, counting
//   type imports and import() as imports too;
// - documents are drawn only in the page wing (api/pages/, shared/pages/, app/prerender/): nothing else imports
//   React's server renderer, the app's renderer or the document functions.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The top-level folders that hold code. */
const TOP_FOLDERS = ['app', 'api', 'sw', 'db', 'shared', 'build', 'tests', 'bench'];

/** What each top-level folder may import besides itself. Folders not named here (tests, bench) may import anything. */
export const RUNTIMES = {
  shared: [],
  db: [],
  sw: ['shared'],
  app: ['shared'],
  api: ['shared', 'db'],
  build: ['shared'],
};

/** Why each folder's imports are limited, said where a wrong-way import is reported. */
const WHY = {
  shared: 'shared/ is used by every runtime and imports none of them',
  db: 'db/ holds the connection and migrations; the server builds on it, never the other way',
  sw: 'the service worker shares code with the others only through shared/',
  app: 'the SPA runs in the browser: it reaches the server through HTTP and shares code only through shared/',
  api: 'the server never imports the SPA, its routes or the service worker (their shared code is in shared/)',
  build: 'the build bundles the runtimes by path; it imports only shared/ names',
};

const FEATURES = 'app/features/';

/** The page wing: the folders that draw the site's documents. */
export const PAGE_WING = ['api/pages/', 'shared/pages/', 'app/prerender/'];

/** What draws a document: React's server renderer, the app's renderer as the server loads it, the document functions. */
const RENDERER_PACKAGES = ['react-dom/server'];
const RENDERER_FILES = ['api/pages/app-renderer.ts', 'shared/pages/document.ts', 'shared/pages/app-document.ts'];
const WING_WHY = 'documents are drawn only in the page wing (api/pages/, shared/pages/, app/prerender/)';

/** Whether a file may draw documents: the wing's own, and the tests and benchmarks that check them. */
export const mayDraw = (file) => PAGE_WING.some((folder) => file.startsWith(folder)) || !RUNTIMES[topOf(file)];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.mts', '/index.ts', '/index.tsx'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.mts')) yield relative(root, path).split(sep).join('/');
  }
}

function isFile(path) {
  try {
    return statSync(join(root, path)).isFile();
  } catch {
    return false;
  }
}

/** The project file a relative specifier names (`./x` → x.ts, x.tsx or x/index.ts; `./x.js` → x.ts), or undefined. */
function resolveSpecifier(from, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/\?.*$/, '')));
  for (const suffix of RESOLVE_SUFFIXES) if (isFile(base + suffix)) return base + suffix;
  const typescript = base.replace(/\.js$/, '.ts');
  return isFile(typescript) ? typescript : undefined;
}

/** Every static import, re-export and import() of a file, with whether it brings in types only. */
function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (node, typeOnly) => {
    if (node && ts.isStringLiteralLike(node) && (node.text.startsWith('.') || RENDERER_PACKAGES.includes(node.text))) found.push({ specifier: node.text, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const namedTypes = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, Boolean(clause?.isTypeOnly || namedTypes));
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The folder a file belongs to in the folder graph: top-level, with app/ and shared/ by subfolder and each feature
 * apart, and api/ by domain folder. A file at api/'s top (the composition root, config, log) stands alone: the
 * composition root imports every domain and the domains import config and log, which is no loop.
 */
export function folderOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  if (file.startsWith(FEATURES)) return parts.slice(0, 3).join('/');
  if (parts[0] === 'api') return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
  if ((parts[0] === 'app' || parts[0] === 'shared') && parts.length > 2) return parts.slice(0, 2).join('/');
  return parts[0];
}

const topOf = (file) => (file.includes('/') ? file.split('/')[0] : '.');
const featureOf = (file) => (file.startsWith(FEATURES) ? file.split('/')[2] : undefined);

/** Strongly connected groups of more than one node (Tarjan): the loops of a graph given as Map<node, Set<node>>. */
function loopsOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return loops;
}

/** Every project file `entry` loads when it runs (its imports of values, followed through), itself included. */
export function loadedFrom(entry) {
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = typeOnly || RENDERER_PACKAGES.includes(specifier) ? undefined : resolveSpecifier(file, specifier);
      if (target && CODE.test(target)) visit(target);
    }
  };
  visit(entry);
  return loaded;
}

/** Reads every source file's imports and checks them: `{ folders, problems }`, problems empty when the house holds. */
export function checkImports() {
  const problems = [];
  const files = new Map();
  for (const file of sourceFiles(root)) {
    const targets = [];
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (RENDERER_PACKAGES.includes(specifier)) {
        if (!mayDraw(file)) problems.push(`renderer outside the page wing: ${file} imports '${specifier}' (${WING_WHY})`);
        continue;
      }
      const target = resolveSpecifier(file, specifier);
      if (target) targets.push({ target, specifier, typeOnly });
      else if (!/\.(css|svg|png|json)(\?.*)?$/.test(specifier)) problems.push(`${file}: '${specifier}' names no file`);
    }
    files.set(file, targets);
  }

  const folders = new Map();
  const fileGraph = new Map();
  for (const [file, targets] of files) {
    fileGraph.set(file, new Set(targets.map(({ target }) => target)));
    for (const { target, specifier, typeOnly } of targets) {
      if (RENDERER_FILES.includes(target) && !typeOnly && !mayDraw(file)) problems.push(`renderer outside the page wing: ${file} imports '${specifier}' (${WING_WHY})`);
      const [from, to] = [topOf(file), topOf(target)];
      const allowed = RUNTIMES[from];
      if (allowed && from !== to && !allowed.includes(to)) problems.push(`wrong way: ${file} imports ${target} (${WHY[from]})`);
      const [fromFeature, toFeature] = [featureOf(file), featureOf(target)];
      if (fromFeature && toFeature && fromFeature !== toFeature && !/^app\/features\/[^/]+\/index\.tsx?$/.test(target)) {
        problems.push(`feature reached inside: ${file} imports '${specifier}' (a feature reaches another only through its index.ts)`);
      }
      const [a, b] = [folderOf(file), folderOf(target)];
      if (a === b) continue;
      if (!folders.has(a)) folders.set(a, new Map());
      folders.get(a).set(b, (folders.get(a).get(b) ?? 0) + 1);
    }
  }
  const folderGraph = new Map([...folders].map(([from, to]) => [from, new Set(to.keys())]));
  for (const loop of loopsOf(folderGraph)) problems.push(`folder loop: ${loop.join(' ⇄ ')}`);
  for (const loop of loopsOf(fileGraph)) problems.push(`file loop: ${loop.join(' ⇄ ')}`);
  return { folders, problems };
}

/** The folder graph as text, one line a folder: `app/routes → app/components (8), …` (the number counts imports). */
export function folderGraphText(folders) {
  const lines = [];
  for (const from of [...folders.keys()].sort()) {
    const targets = [...folders.get(from)].sort(([a], [b]) => a.localeCompare(b)).map(([to, count]) => `${to} (${count})`);
    lines.push(`${from.padEnd(28)} → ${targets.join(', ')}`);
  }
  return lines.join('\n');
}

/** How deep below the top each folder's files sit: the `../` count that reaches the project's root from them. */
function depthsOf(top, predicate = () => true) {
  const depths = new Set();
  for (const file of sourceFiles(join(root, top))) if (predicate(file)) depths.add(file.split('/').length - 1);
  return [...depths].sort((a, b) => a - b);
}

const ups = (count) => `^(\\.\\./){${count}}`;
const filesAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth - folder.split('/').length)}*`];

/** The pattern that keeps a top-level folder's files at `depth` from the folders RUNTIMES does not allow it. */
function zone(top, depth) {
  const closed = TOP_FOLDERS.filter((other) => other !== top && !RUNTIMES[top].includes(other));
  return { regex: `${ups(depth)}(${closed.join('|')})(/|$)`, message: WHY[top] };
}

/** The patterns that keep files outside the page wing from what draws documents. */
const RENDERER_ZONES = [
  { regex: `^(${RENDERER_PACKAGES.join('|')})$`, message: WING_WHY },
  { regex: `(^|/)pages/(${RENDERER_FILES.map((file) => file.split('/').at(-1).replace(/\.ts$/, '')).join('|')})(\\.ts)?$`, message: WING_WHY },
];

/**
 * The same directions for oxlint, as `no-restricted-imports` overrides: one per folder and depth, since a pattern
 * sees the specifier only (`../../api/x` leaves app/ from app/lib/ but not from app/features/profiles/). Oxlint's
 * regexes have no look-around, and the last override that names a file sets the rule for it, so the features'
 * overrides come last and repeat the app's pattern.
 */
export function lintZones() {
  const overrides = [];
  const restrict = (files, patterns) => overrides.push({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
  for (const top of Object.keys(RUNTIMES)) {
    for (const depth of depthsOf(top)) restrict(filesAt(top, depth), [zone(top, depth), ...RENDERER_ZONES]);
  }
  for (const depth of depthsOf('app/features', (file) => file.split('/').length > 3)) {
    const feature = { regex: `${ups(depth - 2)}[^./][^/]*/.`, message: 'a feature reaches another only through its index.ts' };
    restrict(filesAt('app/features/*', depth), [zone('app', depth), feature, ...RENDERER_ZONES]);
  }
  // The wing itself, last: it draws documents.
  for (const folder of PAGE_WING) {
    const wing = folder.replace(/\/$/, '');
    const top = wing.split('/')[0];
    for (const depth of depthsOf(wing)) restrict(filesAt(wing, depth), [zone(top, depth)]);
  }
  return overrides;
}

export const LINT_CONFIG = join(root, '.oxlintrc.json');
const isZone = (override) => Boolean(override.rules?.['no-restricted-imports']);

/** JSON on one line, with a space after each colon and comma and inside braces. */
function oneLine(value) {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')} }`;
  return JSON.stringify(value);
}

/** .oxlintrc.json with its zone overrides replaced by `zones`, one override a line, the other overrides kept first. */
export function withLintZones(configText, zones) {
  const config = JSON.parse(configText);
  const kept = (config.overrides ?? []).filter((override) => !isZone(override));
  const text = JSON.stringify({ ...config, overrides: [...kept, ...zones.map((_, index) => `@zone${index}`)] }, null, 2);
  return `${text.replace(/"@zone(\d+)"/g, (_, index) => oneLine(zones[Number(index)]))}\n`;
}

/** The zone overrides .oxlintrc.json carries now. */
export function currentLintZones(configText) {
  return (JSON.parse(configText).overrides ?? []).filter(isZone);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--write-lint-zones')) {
    writeFileSync(LINT_CONFIG, withLintZones(readFileSync(LINT_CONFIG, 'utf8'), lintZones()));
    process.stdout.write('Wrote the zone overrides into .oxlintrc.json\n');
  } else if (process.argv.includes('--lint-zones')) {
    process.stdout.write(`${JSON.stringify(lintZones(), null, 2)}\n`);
  } else {
    const { folders, problems } = checkImports();
    process.stdout.write(`Who imports whom (the number counts imports):\n${folderGraphText(folders)}\n\n`);
    process.stdout.write(problems.length === 0 ? 'No folder loops, no file loops, no wrong-way imports.\n' : `${problems.join('\n')}\n`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  }
}
