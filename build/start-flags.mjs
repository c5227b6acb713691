// The Node options of package.json's start script (V8's memory settings): the benchmarks and the tests that start the
// built server run it with them too, so what they measure is what `npm start` runs.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);

export function startNodeFlags() {
  const start = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}
