import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Name of the built card script: `card-island-{hash}.js` (see build/steps.mjs). */
const ISLAND_FILE = /^card-island-[\w-]+\.js$/;

/** The public path of the card page's script in the built app, or undefined when the app is not built. */
export function findCardScript(appDir: string): string | undefined {
  const assets = join(appDir, 'assets');
  if (!existsSync(assets)) return undefined;
  const name = readdirSync(assets).find((file) => ISLAND_FILE.test(file));
  return name && `/assets/${name}`;
}
