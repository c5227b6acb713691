import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAndMigrate, type Database } from '../../db/index';
import type { QueryBuilder } from '../../db/query-builder';
import { seed } from '../../api/seed/seed';
import { loadConfig, type Config } from '../../api/config';
import { createLogger, type Logger } from '../../api/log';
import { createServer } from '../../api/server';
import { createServices } from '../../api/services';
import type { EventsService } from '../../api/events/service';
import type { ProfilesService } from '../../api/profiles/service';
import { describe } from 'vitest';
import { checkAnswersOf } from './answers';

/** The engine the API tests run on: `KARTIS_TEST_ENGINE` ('sqlite' or 'postgres'), SQLite when unset. */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.KARTIS_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** A describe block about SQLite itself (its file, pragmas, SQLite migrations), skipped when the tests run on another engine. */
export const sqliteOnly = describe.skipIf(testEngine() !== 'sqlite');

/** A running API on a random port over a fresh SQLite file. */
export interface TestServer {
  url: string;
  db: Database;
  /** The server's query builder over the same database. */
  query: QueryBuilder;
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
 * app it serves (none by default); `webhookDeliveries` starts the webhooks' delivery worker.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { appDir, webhookDeliveries = false }: { appDir?: string; webhookDeliveries?: boolean } = {},
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
  const db = openAndMigrate(config.databasePath);
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, log, uploadsDir: config.uploadsDir });
  const services = createServices({ db, config, log });
  const app = createServer({ db, config, log, appDir: appDir ?? join(dir, 'no-app'), services });
  // The webhooks' delivery worker runs only where a test asks for it (as api/index.ts starts it).
  if (webhookDeliveries) services.webhookDeliveries.start();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The port is known only now: links, QR codes and redirect URIs should point at this server.
  if (!env.PUBLIC_URL) config.publicUrl = url;
  checkAnswersOf(url);
  return {
    url,
    db,
    query: services.query,
    config,
    logs,
    events: services.events,
    cards: services.cards,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.webhookDeliveries.stop();
      await services.events.stop();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
