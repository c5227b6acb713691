import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/index';
import { openDatabase, type OpenDatabase } from '../../db/database';
import type { QueryBuilder } from '../../db/query-builder';
import { seed } from '../../api/seed/seed';
import { databaseFileStore } from '../../api/file-store/store';
import { loadConfig, type Config } from '../../api/config';
import { createLogger, type Logger } from '../../api/log';
import { createServer } from '../../api/server';
import { createServices, type Services } from '../../api/services';
import type { EventsService } from '../../api/events/service';
import type { ProfilesService } from '../../api/profiles/service';
import { describe } from 'vitest';
import { checkAnswersOf } from './answers';
import { filledPostgresDatabase, postgresUrl } from './postgres';

/** The engine the API tests run on: SQLite unless the run says PostgreSQL (`KARTIS_TEST_ENGINE=postgres`). */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.KARTIS_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** A describe block about SQLite itself (its file, pragmas, SQLite migrations), skipped when the tests run on another engine. */
export const sqliteOnly = describe.skipIf(testEngine() !== 'sqlite');

/** A running API on a random port over a fresh database: a SQLite file, or a new database in the run's cluster. */
export interface TestServer {
  url: string;
  /** The SQLite connection (SQLite runs only: on PostgreSQL any use of it throws, naming the test's assumption). */
  db: Database;
  /** The server's query builder over the same database. */
  query: QueryBuilder;
  database: OpenDatabase;
  services: Services;
  config: Config;
  logs: string[];
  /** The server's own recording of events: flush its queue, or record events as of a given day. */
  events: EventsService;
  /** The server's card rules, to change cards as the API would without going through HTTP. */
  cards: ProfilesService;
  close(): Promise<void>;
}

/**
 * Starts the real Koa app on port 0 with a fresh, migrated and seeded temporary database; `appDir` is the built
 * app it serves (none by default); `webhookDeliveries` starts the webhooks' delivery worker, `pushes` the Web Push worker.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { appDir, webhookDeliveries = false, pushes = false }: { appDir?: string; webhookDeliveries?: boolean; pushes?: boolean } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'kartis.db'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_PASSWORD: 'admin-password-1',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const log: Logger = createLogger('debug', (line) => logs.push(line));
  const onPostgres = testEngine() === 'postgres';
  if (onPostgres) {
    if (!postgresUrl) throw new Error('KARTIS_TEST_ENGINE=postgres, but this run has no PostgreSQL cluster (vitest project api-postgres starts one)');
    config.database = { engine: 'postgres', url: await seededPostgresDatabase(config) };
    config.uploadsStore = 'database';
  }
  const database = await openDatabase(config.database);
  const services = createServices({ database, config, log });
  if (!onPostgres) await seed(database.query, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, log, files: services.files });
  const app = createServer({ services, appDir: appDir ?? join(dir, 'no-app') });
  // The webhooks' delivery worker runs only where a test asks for it (as api/index.ts starts it).
  if (webhookDeliveries) services.webhookDeliveries.start();
  if (pushes) services.pushes.start();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The port is known only now: links, QR codes and redirect URIs should point at this server.
  if (!env.PUBLIC_URL) config.publicUrl = url;
  checkAnswersOf(url);
  return {
    url,
    db: database.sqlite ?? sqliteOnlyConnection(),
    query: services.query,
    database,
    services,
    config,
    logs,
    events: services.events,
    cards: services.cards,
    async close() {
      await services.live.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.webhookDeliveries.stop();
      await services.leadMailWorker.stop();
      await services.pushes.stop();
      await services.events.stop();
      await services.wallet.stop();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated PostgreSQL database seeded as a server with `config`'s admin account seeds it (its pictures in the database). */
function seededPostgresDatabase(config: Config): Promise<string> {
  const { adminEmail, adminPassword } = config;
  return filledPostgresDatabase(`seeded for ${adminEmail} ${adminPassword ?? ''}`, async (url) => {
    const database = await openDatabase({ engine: 'postgres', url });
    try {
      await seed(database.query, { adminEmail, adminPassword, log: createLogger('silent'), files: databaseFileStore(database.query) });
    } finally {
      await database.close();
    }
  });
}

/** A node of its own beside `first`: another server over the same database with connections of its own, as a second node behind a balancer is. */
export async function startSecondNode(first: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const database = await openDatabase(first.config.database);
  const services = createServices({ database, config: first.config, log: createLogger('silent') });
  const app = createServer({ services, appDir: first.config.dataDir });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await services.live.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** Stands in for the SQLite connection on PostgreSQL: a test that reaches for it says so at once. */
function sqliteOnlyConnection(): Database {
  return new Proxy({} as Database, {
    get(_target, property) {
      throw new Error(`server.db.${String(property)}: this test reads SQLite directly, and the run is on PostgreSQL`);
    },
  });
}
