import type { TestProject } from 'vitest/node';
import { postgresUnavailable, startPostgresCluster } from '../helpers/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's superuser URL, or '' when PostgreSQL is not on this machine. */
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL cluster for the run's PostgreSQL tests; each test file makes databases of its own in it. */
export default async function setup(project: TestProject) {
  const unavailable = postgresUnavailable();
  if (unavailable) {
    process.stdout.write(`\nPostgreSQL tests skipped: ${unavailable}.\n`);
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
