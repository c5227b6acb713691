import type { Server } from 'node:http';
import { startCheckpointer } from '../db/checkpointer';
import { openDatabase } from '../db/database';
import { seed } from './seed/seed';
import { restoreDemoContent, scheduleDemoRestore } from './account/demo';
import { scheduleSharedDemoRestore } from './account/demo-lease';
import { ConfigError, loadConfig } from './config';
import { PRIVATE_UMASK, closeDataFolders } from './data-folder';
import { scheduleUploadSweep } from './upload-sweep/sweep';
import { scheduleLeadUpkeep } from './lead-upkeep/schedule';
import { trialReminders } from './plans/trial-reminder';
import { limitIdleConnections } from './http/idle-connections';
import { createLogger } from './log';
import { createServer } from './server';
import { createServices } from './services';
import { sealStoredSecrets } from './webhooks/secrets';

/** Starts Kartis: validate config, migrate and seed the database, listen, shut down gracefully. */
async function main() {
  // The data is this user's alone: folders 0700, files 0600.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  closeDataFolders(config, log);
  const database = await openDatabase(config.database, { onIdleError: (error) => log.warn('database connection lost while idle', { error }) });
  const checkpointer =
    !database.sqlite || config.databasePath === ':memory:' || config.checkpoints === 'inline'
      ? undefined
      : startCheckpointer(database.sqlite, { onError: (error) => log.error('checkpoint failed', { error }) });
  const services = createServices({ database, config, log });
  const { query, files } = services;
  const sealed = await sealStoredSecrets(query, services.secrets);
  if (sealed) log.info('webhook secrets sealed under the data key', { webhooks: sealed });
  const { generatedAdminPassword } = await seed(query, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, log, files });
  if (generatedAdminPassword) {
    process.stdout.write(`\nAdmin account created: ${config.adminEmail} / ${generatedAdminPassword}\n(shown once — set ADMIN_PASSWORD to choose your own)\n\n`);
  }
  await restoreDemoContent(query, files);
  (config.sharedLimits ? scheduleSharedDemoRestore : scheduleDemoRestore)(query, files, log);
  scheduleUploadSweep(query, files, log);
  const app = createServer({ services });
  // Leads' webhook deliveries waiting in the outbox (from before a restart, too) go out from now on, and so do the mails
  // to leads waiting in their queue (a morning's follow-ups among them).
  services.webhookDeliveries.start();
  services.leadMailWorker.start();
  // New bell notifications go to the owners' devices (those queued before a restart, too).
  services.pushes.start();
  // Whether paper cards can be read here is asked now, so that a server without Tesseract says so once in its log.
  void services.scanner.available();
  const upkeep = scheduleLeadUpkeep(query, { files, mailer: services.mailer, publicUrl: services.publicUrl, notified: services.notified, log });
  // An owner hears a few days ahead that their trial is ending.
  const trialReminding = trialReminders(query, { mailer: services.mailer, publicUrl: services.publicUrl, log });
  trialReminding.start();
  // A crowd arriving at once (a card shared to a big group) must queue for accept(), not see its handshakes
  // dropped and retried seconds later: the kernel caps the backlog at net.core.somaxconn.
  const server: Server = app.listen({ port: config.port, host: config.host, backlog: 4096 });
  limitIdleConnections(server);
  server.on('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('listening', { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, publicUrl: config.publicUrl });
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    process.stderr.write(err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to a free port.\n` : `${err.message}\n`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // The live streams never go idle on their own: they end first, their browsers reconnect to another node.
    void services.live.stop();
    server.close(async () => {
      upkeep.stop();
      await trialReminding.stop();
      // A mail about a sign-in from a new device, sent after its answer, may still be on its way.
      await services.signInDevices.settled(5_000);
      await services.webhookDeliveries.stop();
      await services.leadMailWorker.stop();
      await services.pushes.stop();
      await services.events.stop();
      await services.wallet.stop();
      await checkpointer?.stop();
      await database.close();
      process.exit(0);
    });
    // Requests in flight finish; a connection is closed as soon as it has no request, so keep-alive clients that
    // just got their answer do not hold the exit up. Whatever is still open after 10 s is cut.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Kartis failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
