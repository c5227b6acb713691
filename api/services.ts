import type { OpenDatabase } from '../db/database';
import { tokensRepo } from './auth/tokens';
import { cardReadingsLimit } from './card-scan/routes';
import { cardScanner } from './card-scan/scanner';
import { LOGIN_LIMITS, loginThrottle } from './auth/login-throttle';
import { secondFactorsOf } from './auth/second-factor/factors';
import { secretSealer } from './sealed-secrets';
import { visitorSalts } from './events/salt';
import { eventsService } from './events/service';
import { dataKeyOf, type Config } from './config';
import type { Logger } from './log';
import { memoryCounters, sharedCountersOf } from './http/counters';
import { createMailer } from './mail/mailer';
import { databaseFileStore, folderFileStore } from './file-store/store';
import { writeWatchOf } from './memo-by-data';
import { organisationsRepo } from './organisations/repo';
import { plansService } from './plans/service';
import { productLists } from './products/lists';
import { orderPrints } from './print/orders';
import { profilesService } from './profiles/service';
import { supportService } from './support/service';
import { removeUnusedUploads } from './upload-sweep/sweep';
import { visitorKeys } from './visitor-files/allowance';
import { walletService } from './wallet/service';
import { webhookDeliveries } from './webhooks/deliveries';
import { webhookOutbox } from './webhooks/service';
import { mailAllowance } from './lead-mail/allowance';
import { leadMailService } from './lead-mail/service';
import { visitorTokens } from './lead-mail/tokens';
import { leadMailWorker } from './lead-mail/worker';
import { visitorRights } from './visitor-rights/service';

/**
 * What more than one part of the server shares, built once when the server starts: the typed query builder over the
 * database, the plan rules and the plans as the landing page lists them, the card rules (handed the team lock and the
 * sweep of unused images, which sit above the cards), the support chat, the sign-in tokens, throttle and second
 * factors, the visitor salts and files, the recording of events (its queue written in batches), the database's
 * data_version read once a turn for the memos, the mailer, the wallets (which a card save tells), the webhooks' outbox,
 * their delivery worker, the sealing of stored secrets under the data key (which api/index.ts starts). The route table
 * and the page routes receive them from here; nothing prepares its own copy per request.
 */
export function createServices({ database, config, log }: { database: OpenDatabase; config: Config; log: Logger }) {
  const { query } = database;
  const files = config.uploadsStore === 'database' ? databaseFileStore(query) : folderFileStore(config.uploadsDir);
  const plans = plansService(query);
  const saltOf = visitorSalts(query);
  const organisations = organisationsRepo(query);
  const removeUnusedUploadsOf = (userId: number) => removeUnusedUploads(query, files, userId);
  const writes = writeWatchOf(database);
  const secrets = secretSealer(dataKeyOf(config));
  const sharedCounters = config.sharedLimits ? sharedCountersOf(query) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const publicUrl = () => config.publicUrl;
  const tokens = visitorTokens(config.sessionSecret);
  const allowance = mailAllowance(query);
  const leadMailSender = leadMailWorker(query, { mailer, files, tokens, publicUrl, log });
  const wallet = walletService({ query, config, files, log });
  return {
    database,
    query,
    config,
    log,
    plans,
    products: productLists(query, writes),
    cards: profilesService(query, {
      plans,
      teamTemplateOf: async (userId) => (await organisations.lockOf(userId))?.template ?? {},
      removeUnusedUploads: removeUnusedUploadsOf,
      cardSaved: wallet.cardSaved,
    }),
    wallet,
    prints: orderPrints(query, files, config),
    removeUnusedUploads: removeUnusedUploadsOf,
    support: supportService(query, plans),
    tokens: tokensRepo(query),
    secondFactors: secondFactorsOf(query, config, secrets),
    loginThrottle: loginThrottle(LOGIN_LIMITS, sharedCounters ?? memoryCounters()),
    saltOf,
    files,
    writes,
    sharedCounters,
    events: eventsService(query, (error) => log.error('recording events failed', { error })),
    visitorKeyOf: visitorKeys(saltOf),
    mailer,
    publicUrl,
    visitorTokens: tokens,
    mailAllowance: allowance,
    leadMail: leadMailService(query, { publicUrl, tokens, plans, allowance, wake: leadMailSender.wake }),
    leadMailWorker: leadMailSender,
    visitorRights: visitorRights(query, { files, mailer, tokens, allowance, publicUrl }),
    webhookOutbox: webhookOutbox(config, plans),
    secrets,
    webhookDeliveries: webhookDeliveries(query, config.webhooks, log, secrets),
    scanner: cardScanner(config.cardScan),
    cardReadings: cardReadingsLimit(),
  };
}

export type Services = ReturnType<typeof createServices>;
