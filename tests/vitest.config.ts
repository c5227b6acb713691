import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

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
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The API suite again, each test file's server on a database of its own in a throwaway PostgreSQL cluster.
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { KARTIS_TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/postgres/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
