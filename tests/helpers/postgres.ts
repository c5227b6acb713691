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

/** Makes a database in the cluster (a copy of `template`, else empty) and returns its name. */
async function createDatabase(template?: string): Promise<string> {
  const name = `kartis_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return name;
}

function urlOf(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL of a new, empty database in the cluster, dropped after the test file. */
export async function emptyPostgresDatabase(): Promise<string> {
  const name = await createDatabase();
  made.push(name);
  return urlOf(name);
}

/** Templates filled once in this worker, by what filled them; they go with the cluster. */
const templates = new Map<string, Promise<string>>();

/**
 * The URL of a new database that starts as `fill` leaves an empty one, dropped after the test file. `fill` runs once
 * per worker and `key` (which names what it puts in); each call after that copies the result, which is quicker than
 * migrating and seeding again (the PostgreSQL API tests: 72 s to 63 s).
 */
export async function filledPostgresDatabase(key: string, fill: (url: string) => Promise<void>): Promise<string> {
  let template = templates.get(key);
  if (!template) {
    template = createDatabase().then(async (name) => {
      await fill(urlOf(name));
      return name;
    });
    templates.set(key, template);
  }
  const name = await createDatabase(await template);
  made.push(name);
  return urlOf(name);
}

/** A pool to `url`, ended after the test file. */
export async function postgresPool(url: string): Promise<Pool> {
  const pool = await openPostgres(url);
  pools.push(pool);
  return pool;
}
