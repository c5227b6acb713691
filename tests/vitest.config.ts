import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * API test files that replace one of the server's modules (those that call `vi.mock`): only a module registry of their
 * own sees the replacement, so they run isolated. Found by reading them, so a new one cannot be left out.
 */
const MOCKING_API_FILES = readdirSync(join(root, 'tests/api'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && readFileSync(join(root, 'tests/api', file), 'utf8').includes('vi.mock('))
  .map((file) => `tests/api/${file}`);

/**
 * The API suite as two projects. Its files share a worker's modules (each starts a server of its own, and the server
 * keeps no state outside it): loading the server for each file anew was most of the suite's time (import 102 s of
 * 131 s for unit and API together; 9 s shared). The files that mock a module run isolated, as `{name}-isolated`.
 */
function apiProjects(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration[] {
  const common = { ...test, environment: 'node' as const };
  return [
    { extends: true, test: { ...common, name, include: ['tests/api/**/*.test.ts'], exclude: MOCKING_API_FILES, isolate: false } },
    { extends: true, test: { ...common, name: `${name}-isolated`, include: MOCKING_API_FILES } },
  ];
}

export default defineConfig({
  root,
  test: {
    // Vitest leaves a core to itself (one worker on two cores), but the test files mostly wait on their servers and
    // databases: two workers on this two-core machine ran the four projects in 295 s instead of 425 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CSS imported as text (`?raw`, the card page's inline styles) comes through as in the build, not emptied.
    css: { include: [/.+/] },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      ...apiProjects('api', { testTimeout: 20_000, hookTimeout: 30_000 }),
      // The API suite again, each test file's server on a database of its own in a throwaway PostgreSQL cluster.
      ...apiProjects('api-postgres', {
        env: { KARTIS_TEST_ENGINE: 'postgres' },
        globalSetup: ['tests/postgres/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/postgres/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
