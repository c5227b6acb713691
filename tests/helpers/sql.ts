import { sql, type RawBuilder } from 'kysely';
import type { QueryBuilder } from '../../db/query-builder';

/**
 * Raw SQL for tests on either engine, through Kysely's `sql` tag: values interpolated into the template become
 * placeholders in the engine's own style (`?` on SQLite, `$1` on PostgreSQL), so one statement text serves both.
 * Write SQL both engines accept: booleans are integer 0/1 in this schema, and `count(*)` comes back as a number.
 */
export { sql };

/** Every row a statement answers. */
export async function rows<T = Record<string, unknown>>(query: QueryBuilder, statement: RawBuilder<unknown>): Promise<T[]> {
  return (await statement.execute(query)).rows as T[];
}

/** The first row a statement answers, or undefined when there is none. */
export async function row<T = Record<string, unknown>>(query: QueryBuilder, statement: RawBuilder<unknown>): Promise<T | undefined> {
  return (await rows<T>(query, statement))[0];
}

/** The first column of the first row a statement answers (a count, an id), or undefined when there is no row. */
export async function value<T = unknown>(query: QueryBuilder, statement: RawBuilder<unknown>): Promise<T | undefined> {
  const first = await row(query, statement);
  return first === undefined ? undefined : (Object.values(first)[0] as T);
}

/** Runs an INSERT, UPDATE or DELETE; how many rows it changed. */
export async function run(query: QueryBuilder, statement: RawBuilder<unknown>): Promise<number> {
  return Number((await statement.execute(query)).numAffectedRows ?? 0);
}
