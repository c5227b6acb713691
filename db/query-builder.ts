import type { Database, Statement } from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Compilable, type CompiledQuery, type SqliteDatabase } from 'kysely';
import type { Pool } from 'pg';
import type { Tables } from './tables';

/**
 * The typed query builder over either engine: repositories written with it run on SQLite and PostgreSQL alike.
 * Its answers are promises on both (better-sqlite3 answers at once; PostgreSQL over the network).
 */
export type QueryBuilder = Kysely<Tables>;

/**
 * `LIMIT 1` written into the SQL rather than bound as a parameter (Kysely binds a plain number): SQLite runs a bound
 * limit as a general one, and the plan lookup every gated request makes (a sort over an OR of two indexes) took 33 µs
 * that way instead of 4.
 */
export const ONE_ROW = sql.lit(1);

/** Which engine a query builder runs on, for the few statements whose text differs between them. */
export type Engine = 'sqlite' | 'postgres';

/** The engine under a query builder (or a transaction made from one). */
export function engineOf(query: QueryBuilder): Engine {
  return query.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Serialises a check-then-write on `key` within the caller's transaction (a quota checked and taken in one step): on
 * PostgreSQL a lock of the key's own, held until the transaction ends; a SQLite transaction holds the database's write
 * lock from its start already.
 */
export async function lockUntilCommit(query: QueryBuilder, key: string): Promise<void> {
  if (engineOf(query) === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(query);
}

/** How many distinct statement texts the SQLite connection keeps compiled. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite driver sees it, compiling each statement text once: Kysely prepares on every
 * query, and compiling costs more than running the hot paths' small statements. Transactions begin IMMEDIATE, so a
 * write never fails half-way for another process's lock. SQLite rolls a transaction back itself on some failures (a
 * full disk, an I/O error): the rollback then finds none to end, and the failure itself is what the caller sees.
 */
function cachingStatements(db: Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  const rollbackIfOpen = {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => (db.inTransaction ? db.prepare('rollback').run() : { changes: 0, lastInsertRowid: 0 }),
  };
  return {
    close: () => db.close(),
    prepare(sql: string) {
      if (sql === 'rollback') return rollbackIfOpen;
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = db.prepare(sql === 'begin' ? 'begin immediate' : sql);
        // Oldest first: past the bound, the statement compiled longest ago goes.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}

const bySqliteConnection = new WeakMap<Database, QueryBuilder>();
const connectionOf = new WeakMap<QueryBuilder, Database>();

/**
 * The query builder over a SQLite connection, which its opener keeps and closes. One per connection, whoever asks: its
 * lock is the connection's, so a transaction begun through it is never interleaved with another builder's statements.
 */
export function sqliteQueryBuilder(db: Database): QueryBuilder {
  let query = bySqliteConnection.get(db);
  if (!query) {
    query = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachingStatements(db) }) });
    bySqliteConnection.set(db, query);
    connectionOf.set(query, db);
  }
  return query;
}

/**
 * A statement built once whose values change from call to call, for the hottest paths (an NFC tap). On SQLite it runs
 * straight on its compiled statement: Kysely's driver would add a lock and several promises to a statement that
 * itself takes microseconds. While a transaction is open on the connection, and elsewhere (PostgreSQL, or a builder
 * made inside a transaction), it goes through Kysely.
 */
export function preparedStatement<Row>(query: QueryBuilder, compiled: CompiledQuery<Row>): (parameters: readonly unknown[]) => Promise<Row[]> {
  const db = connectionOf.get(query);
  if (!db) return async (parameters) => (await query.executeQuery<Row>({ ...compiled, parameters })).rows;
  const statement = db.prepare(compiled.sql);
  // Another request's transaction may be between two of its statements (its awaits let other requests' code run):
  // then the statement waits for it through Kysely's lock, so that it neither reads nor joins that transaction.
  const throughKysely = async (parameters: readonly unknown[]) => (await query.executeQuery<Row>({ ...compiled, parameters })).rows;
  if (statement.reader) return (parameters) => (db.inTransaction ? throughKysely(parameters) : Promise.resolve(statement.all(...parameters) as Row[]));
  return (parameters) => {
    if (db.inTransaction) return throughKysely(parameters);
    statement.run(...parameters);
    return Promise.resolve([]);
  };
}

/** A numeric stand-in for preparedQuery: no query holds it as a constant. */
export const NUMBER_STAND_IN = -1_000_000_007;

/**
 * A query built once from `build` with stand-in values (`standIns`, each distinct from every constant the query holds),
 * then run as a prepared statement (see preparedStatement) with the caller's values put where the stand-ins were.
 * Built on first use, so a repository made for one request does not compile what it never runs.
 */
export function preparedQuery<Args extends unknown[], Row>(
  query: QueryBuilder,
  build: (...args: Args) => Compilable<Row>,
  standIns: Args,
): (...args: Args) => Promise<Row[]> {
  let run: ((args: Args) => Promise<Row[]>) | undefined;
  const prepare = () => {
    const compiled = build(...standIns).compile();
    const statement = preparedStatement(query, compiled);
    const slots = compiled.parameters.map((value) => standIns.indexOf(value));
    return (args: Args) => statement(slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : args[slot])));
  };
  return (...args) => (run ??= prepare())(args);
}

/** Over a pool of PostgreSQL connections, which its opener ends. */
export function postgresQueryBuilder(pool: Pool): QueryBuilder {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** Whether an engine refused a write for a UNIQUE constraint (or primary key): SQLite's code, or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505';
}
