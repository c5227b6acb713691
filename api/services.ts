import type { OpenDatabase } from '../db/database';
import { tokensRepo } from './auth/tokens';
import { signInDevices } from './auth/sign-in-devices';
import { cardReadingsLimit } from './card-scan/routes';
import { fileExportLimit } from './http/middleware/file-export-limit';
import { nfcOrderLimit } from './physical-cards/routes';
import { cardScanner } from './card-scan/scanner';
import { LOGIN_LIMITS, loginThrottle } from './auth/login-throttle';
import { secondFactorsOf } from './auth/second-factor/factors';
import { secretSealer } from './sealed-secrets';
import { visitorSalts } from './events/salt';
import { eventsService } from './events/service';
import { dataKeyOf, vapidKeysOf, type Config } from './config';
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
import { liveEvents } from './live/events';
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

import { usersRepo, type UserRow } from './users/repo';
import { sessionsRepo } from './sessions/repo';
import { sessionStore } from './sessions/store';
import { pendingRegistrations } from './auth/pending-registrations';
import { passwordResetLinks } from './auth/password-reset/links';
import { accountRepo } from './account/repo';
import { emailChanges } from './account/email-changes';
import { accountExportZip } from './account/export-zip';
import { blogRepo } from './blog/repo';
import { errorReportsRepo } from './error-reports/repo';
import { notificationsRepo } from './notifications/repo';
import { pushRepo } from './push/repo';
import { pushSubscriptions } from './push/subscriptions';
import { pushWorker } from './push/worker';
import { contactService } from './contact/service';
import { adminService } from './admin/service';
import { visitorFilesRepo } from './visitor-files/repo';
import { uploadsRepo } from './uploads/repo';
import { storeUpload, type StoreUploadOptions } from './uploads/store';
import type { EncodedImage } from './uploads/image';
import { physicalCardsRepo } from './physical-cards/repo';
import { physicalCardsService } from './physical-cards/service';
import { orderMoves } from './physical-cards/order-moves';
import { statsService } from './stats/service';
import { webhooksService } from './webhooks/service';
import { organisationsService } from './organisations/service';
import { leadsService } from './leads/service';
import { publicCards } from './public-profiles/cards';
import { publishedCardsSitemap } from './public-profiles/sitemap';
import { blogSitemapSource } from './blog/sitemap';
import { profilesRepo } from './profiles/repo';
import { rateLimits } from './http/middleware/rate-limit';

/**
 * The composition root: every service, repository and shared counter of the server, built once when the server starts
 * and handed to the routers, the page routes and the middleware (api/routes.ts, api/server.ts); nothing builds its own
 * copy from the query builder. The wiring between parts is here, where a reader of the services sees it: a stored lead
 * wakes the webhook deliveries and the lead-mail worker and is counted in the statistics; every committed notification
 * wakes the pushes to its user's devices and is told to the user's open tabs, as is every attempt of a webhook
 * delivery; a card save tells the wallets; the card rules get the team lock and the sweep of unused images, which sit
 * above the cards.
 */
export function createServices({ database, config, log }: { database: OpenDatabase; config: Config; log: Logger }) {
  const { query } = database;
  const files = config.uploadsStore === 'database' ? databaseFileStore(query) : folderFileStore(config.uploadsDir);
  const plans = plansService(query);
  const saltOf = visitorSalts(query);
  const organisationRows = organisationsRepo(query);
  const removeUnusedUploadsOf = (userId: number) => removeUnusedUploads(query, files, userId);
  const writes = writeWatchOf(database);
  const secrets = secretSealer(dataKeyOf(config));
  const sharedCounters = config.sharedLimits ? sharedCountersOf(query) : undefined;
  const limits = rateLimits(sharedCounters);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const publicUrl = () => config.publicUrl;
  const tokens = visitorTokens(config.sessionSecret);
  const allowance = mailAllowance(query);
  const leadMailSender = leadMailWorker(query, { mailer, files, tokens, publicUrl, log });
  const leadMail = leadMailService(query, { publicUrl, tokens, plans, allowance, wake: leadMailSender.wake });
  const wallet = walletService({ query, config, files, log });
  const prints = orderPrints(query, files, config);
  const events = eventsService(query, (error) => log.error('recording events failed', { error }));
  const outbox = webhookOutbox(config, plans);
  const sessions = sessionsRepo(query);
  const live = liveEvents({ signals: database.signals, sessions, log });
  const deliveries = webhookDeliveries(query, { config: config.webhooks, secrets, log, changed: live.webhooksChanged });
  const vapidKeys = vapidKeysOf(config);
  const pushSender = { keys: vapidKeys, subject: config.push.subject, targets: config.webhooks };
  const pushes = pushWorker(query, { sender: () => pushSender, quietMs: config.push.quietMs, log });
  const scanner = cardScanner(config.cardScan, log);
  const visitorFiles = visitorFilesRepo(query);
  const users = usersRepo(query);
  const blog = blogRepo(query);
  // A notification, once committed, goes to the user's devices and the user's open tabs read their bell again.
  const notified = (userId: number) => {
    pushes.wake();
    live.notified(userId);
  };
  return {
    database,
    query,
    config,
    log,
    plans,
    products: productLists(query, writes),
    cards: profilesService(query, {
      plans,
      teamLockOf: async (userId) => (await organisationRows.lockOf(userId)) ?? { template: {}, setsTemplate: false },
      removeUnusedUploads: removeUnusedUploadsOf,
      cardSaved: wallet.cardSaved,
    }),
    publicCards: publicCards(query, writes),
    profiles: profilesRepo(query),
    wallet,
    prints,
    removeUnusedUploads: removeUnusedUploadsOf,
    // Support's answer, once committed, rings the customer's bell; every change of a conversation is told to the chats
    // open on it, on every node.
    support: supportService(query, plans, { notified, changed: live.supportChanged }),
    live,
    notified,
    users,
    sessions,
    sessionStore: sessionStore(query),
    pendingRegistrations: pendingRegistrations(query),
    passwordResetLinks: passwordResetLinks(query),
    account: accountRepo(query),
    emailChanges: emailChanges(query, { mailer, config }),
    exportZip: (user: UserRow) => accountExportZip(query, files, user, config.publicUrl),
    tokens: tokensRepo(query),
    // Every sign-in remembers its device, and mails the owner when the account is signed in from a new one.
    signInDevices: signInDevices(query, { mailer, publicUrl, log }),
    secondFactors: secondFactorsOf(query, config, secrets),
    loginThrottle: loginThrottle(LOGIN_LIMITS, sharedCounters ?? memoryCounters()),
    limits,
    blog,
    // Where the sitemap finds the addresses of blog posts and cards, after the public pages.
    sitemapSources: { blogPost: () => blogSitemapSource(blog), card: () => publishedCardsSitemap(query) },
    errorReports: errorReportsRepo(query),
    notifications: notificationsRepo(query),
    pushSubscriptions: pushSubscriptions(pushRepo(query), config.webhooks),
    pushPublicKey: () => vapidKeys.publicKey,
    contact: contactService(query, files),
    admin: adminService(query, { notified }),
    visitorFiles,
    uploads: uploadsRepo(query),
    storeUpload: (image: EncodedImage, options: StoreUploadOptions) => storeUpload(query, files, image, options),
    physicalCards: physicalCardsService(query, config, prints),
    physicalCardCodes: physicalCardsRepo(query),
    orderMoves: orderMoves(query, { mailer, publicUrl, notified, log }),
    stats: statsService(query, { plans, events }),
    webhooks: webhooksService(query, { config, plans, secrets, counters: sharedCounters ?? memoryCounters(), log, changed: live.webhooksChanged }),
    organisations: organisationsService(query, { mailer, config, plans, events, prints, cardSaved: wallet.cardSaved, refusalsOfLeads: leadMail.refusalsOfLeads, notified }),
    leads: leadsService(query, {
      files,
      plans,
      outbox,
      writes,
      mail: leadMail,
      allowance,
      publicUrl,
      wakeMail: leadMailSender.wake,
      readCard: scanner.read,
      // A visitor's lead, once stored, wakes the webhook deliveries and the lead-mail worker; its notification rings.
      onStored: () => {
        deliveries.wake();
        leadMailSender.wake();
      },
      notified,
    }),
    saltOf,
    files,
    writes,
    events,
    visitorKeyOf: visitorKeys(saltOf),
    mailer,
    publicUrl,
    visitorTokens: tokens,
    leadMail,
    leadMailWorker: leadMailSender,
    visitorRights: visitorRights(query, { files, mailer, tokens, allowance, publicUrl, notified }),
    secrets,
    webhookDeliveries: deliveries,
    pushes,
    scanner,
    cardReadings: cardReadingsLimit(limits),
    nfcOrders: nfcOrderLimit(limits),
    fileExports: fileExportLimit(limits),
  };
}

export type Services = ReturnType<typeof createServices>;
