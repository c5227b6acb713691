import type { OpenDatabase } from '../db/database';
import { tokensRepo } from './auth/tokens';
import { visitorSalts } from './events/salt';
import { eventsService } from './events/service';
import type { Config } from './config';
import type { Logger } from './log';
import { sharedCountersOf } from './http/counters';
import { createMailer } from './mail/mailer';
import { databaseFileStore, folderFileStore } from './file-store/store';
import { writeWatchOf } from './memo-by-data';
import { organisationsRepo } from './organisations/repo';
import { plansService } from './plans/service';
import { productLists } from './products/lists';
import { profilesService } from './profiles/service';
import { supportService } from './support/service';
import { removeUnusedUploads } from './upload-sweep/sweep';
import { visitorAllowance } from './visitor-files/allowance';
import { visitorFilesRepo } from './visitor-files/repo';
import { webhookDeliveries } from './webhooks/deliveries';
import { webhookOutbox } from './webhooks/service';

/**
 * What more than one part of the server shares, built once when the server starts: the typed query builder over the
 * database, the plan rules, the card rules (handed the team lock and the sweep of unused images, which sit above the
 * cards), the support chat, the sign-in tokens, the visitor salts and files, the recording of events (its queue
 * written in batches), the database's data_version read once a turn for the memos, the mailer, the webhooks' outbox
 * and their delivery worker (which api/index.ts starts). The route table and the page routes receive them from here;
 * nothing prepares its own copy per request.
 */
export function createServices({ database, config, log }: { database: OpenDatabase; config: Config; log: Logger }) {
  const { query } = database;
  const files = config.uploadsStore === 'database' ? databaseFileStore(query) : folderFileStore(config.uploadsDir);
  const plans = plansService(query);
  const saltOf = visitorSalts(query);
  const organisations = organisationsRepo(query);
  const removeUnusedUploadsOf = (userId: number) => removeUnusedUploads(query, files, userId);
  const writes = writeWatchOf(database);
  return {
    database,
    query,
    config,
    log,
    plans,
    products: productLists(query, writes),
    cards: profilesService(query, { plans, teamTemplateOf: async (userId) => (await organisations.lockOf(userId))?.template ?? {}, removeUnusedUploads: removeUnusedUploadsOf }),
    removeUnusedUploads: removeUnusedUploadsOf,
    support: supportService(query, plans),
    tokens: tokensRepo(query),
    saltOf,
    files,
    writes,
    sharedCounters: config.sharedLimits ? sharedCountersOf(query) : undefined,
    events: eventsService(query, (error) => log.error('recording events failed', { error })),
    allowance: visitorAllowance(visitorFilesRepo(query), saltOf),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    webhookOutbox: webhookOutbox(config, plans),
    webhookDeliveries: webhookDeliveries(query, config.webhooks, log),
  };
}

export type Services = ReturnType<typeof createServices>;
