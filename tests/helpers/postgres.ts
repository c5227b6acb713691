import { randomBytes } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgres } from '../../db/postgres';

/** The run's throwaway cluster, or '' when PostgreSQL is not on this machine (the tests then skip). */
export const postgresUrl = inject('postgresUrl');

const made: string[] = [];
const pools: Pool[] = [];

afterAll(async () => {
  for (const pool of pools.splice(0)) await pool.end();
  if (!postgresUrl || !made.length) return;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  for (const name of made.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** The URL of a new, empty database in the cluster, dropped after the test file. */
export async function emptyPostgresDatabase(): Promise<string> {
  const name = `kartis_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A pool to `url`, ended after the test file. */
export async function postgresPool(url: string): Promise<Pool> {
  const pool = await openPostgres(url);
  pools.push(pool);
  return pool;
}
