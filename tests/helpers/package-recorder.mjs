// `node --import=<this file>`: appends the name of every package the program imports, one a line, to the file that
// PACKAGES_LOG names (tests read which packages a server has loaded, and when).
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

// The module resolution hooks below run on a thread of their own, where this file is loaded again.
if (isMainThread && process.env.PACKAGES_LOG) register(import.meta.url, { data: process.env.PACKAGES_LOG });

let log;

export function initialize(path) {
  log = path;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; undefined for a built-in, a path or a URL. */
function packageOf(specifier) {
  if (/^(node:|data:|file:|\.|\/)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export async function resolve(specifier, context, next) {
  const name = packageOf(specifier);
  if (log && name) appendFileSync(log, `${name}\n`);
  return next(specifier, context);
}
