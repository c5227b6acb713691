import { googleAuthRoutes } from './auth/google/routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { authenticationOf } from './auth/authenticate';
import { secondFactorSignInRoutes } from './auth/second-factor/sign-in-routes';
import { passwordResetRoutes } from './auth/password-reset/routes';
import { accountSecurityRoutes } from './account/security-routes';
import { accountSessionsRoutes } from './account/sessions-routes';
import { blogRoutes } from './blog/routes';
import { cardScanRoutes } from './card-scan/routes';
import { contactRoutes } from './contact/routes';
import { errorReportRoutes } from './error-reports/routes';
import { eventRoutes } from './events/routes';
import { leadRoutes } from './leads/routes';
import { leadMailRoutes } from './lead-mail/routes';
import { liveRoutes } from './live/routes';
import { notificationRoutes } from './notifications/routes';
import { pushRoutes } from './push/routes';
import { organisationRoutes } from './organisations/routes';
import { physicalCardRoutes } from './physical-cards/routes';
import { productRoutes } from './products/routes';
import { printRoutes } from './print/routes';
import { profileRoutes } from './profiles/routes';
import type { ApiRouter } from './http/routing';
import type { Services } from './services';
import { statsRoutes } from './stats/routes';
import { systemRoutes } from './system/routes';
import { adminRoutes } from './admin/routes';
import { supportRoutes } from './support/routes';
import { uploadRoutes } from './uploads/routes';
import { walletRoutes } from './wallet/routes';
import { webhookRoutes } from './webhooks/routes';

/**
 * Every /api router, in one list: the server mounts them and the authorization matrix reads their declarations. The
 * shared services are built once (createServices) and handed to the routers that need them.
 */
export function apiRouters(services: Services): ApiRouter[] {
  const { config, files, plans, support, users, sessions, tokens, signInDevices: devices, loginThrottle: throttle, secondFactors: factors, visitorKeyOf, mailer, limits, cards, prints } = services;
  return [
    systemRoutes(),
    authRoutes({ users, sessions, pending: services.pendingRegistrations, mailer, config, support, tokens, devices, throttle, factors, limits }),
    secondFactorSignInRoutes({ users, support, tokens, devices, throttle, factors, limits }),
    passwordResetRoutes({ users, sessions, links: services.passwordResetLinks, mailer, config, throttle, limits }),
    accountSecurityRoutes({ users, factors, limits }),
    accountSessionsRoutes({ sessions }),
    accountRoutes({ users, sessions, account: services.account, changes: services.emailChanges, exportZip: services.exportZip, support, organisations: services.organisations, removeUnusedUploads: services.removeUnusedUploads, mailer: services.mailer, log: services.log, config, limits }),
    googleAuthRoutes({ users, sessions, tokens, devices, config, log: services.log, limits }),
    productRoutes(services.products),
    errorReportRoutes({ reports: services.errorReports, limits }),
    blogRoutes(services.blog),
    contactRoutes({ contact: services.contact, visitorKeyOf, limits }),
    profileRoutes(cards),
    walletRoutes({ cards, wallet: services.wallet, config, limits }),
    printRoutes({ cards, organisations: services.organisations, prints, files, config, limits }),
    uploadRoutes({ uploads: services.uploads, storeUpload: services.storeUpload, plans, removeUnusedUploads: services.removeUnusedUploads, limits }),
    physicalCardRoutes({ cards: services.physicalCards, orders: services.orderMoves, ordering: services.nfcOrders, limits }),
    eventRoutes(services.saltOf, services.events),
    statsRoutes(services.stats, services.fileExports),
    cardScanRoutes(services.scanner, services.cardReadings),
    leadRoutes({ leads: services.leads, mail: services.leadMail, files, visitorKeyOf, cardReadings: services.cardReadings, fileExports: services.fileExports, limits }),
    leadMailRoutes(services.leadMail),
    webhookRoutes(services.webhooks),
    notificationRoutes(services.notifications),
    pushRoutes({ subscriptions: services.pushSubscriptions, publicKey: services.pushPublicKey }),
    organisationRoutes({ organisations: services.organisations, orders: services.orderMoves, ordering: services.nfcOrders, fileExports: services.fileExports, users, tokens, devices, config, limits }),
    supportRoutes({ support, limits }),
    liveRoutes({ live: services.live, sessionOf: (ctx) => authenticationOf(ctx)?.sessionId }),
    adminRoutes({ admin: services.admin, visitorFiles: services.visitorFiles, files }),
  ];
}
