import { googleAuthRoutes } from './auth/google/routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { secondFactorSignInRoutes } from './auth/second-factor/sign-in-routes';
import { passwordResetRoutes } from './auth/password-reset/routes';
import { accountSecurityRoutes } from './account/security-routes';
import { blogRoutes } from './blog/routes';
import { blogSitemapSource } from './blog/sitemap';
import { cardScanRoutes } from './card-scan/routes';
import { contactRoutes } from './contact/routes';
import { errorReportRoutes } from './error-reports/routes';
import { eventRoutes } from './events/routes';
import { leadRoutes } from './leads/routes';
import { leadMailRoutes } from './lead-mail/routes';
import { notificationRoutes } from './notifications/routes';
import { organisationRoutes } from './organisations/routes';
import { physicalCardRoutes } from './physical-cards/routes';
import { productRoutes } from './products/routes';
import { printRoutes } from './print/routes';
import { profileRoutes } from './profiles/routes';
import { publishedCardsSitemap } from './public-profiles/sitemap';
import type { SitemapSources } from './pages/sitemap';
import type { ApiRouter } from './http/routing';
import { memoryCounters } from './http/counters';
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
  const { config, log, files, query, plans, support, tokens, loginThrottle, secondFactors, visitorKeyOf, mailer, saltOf, events, writes, webhookOutbox, webhookDeliveries, secrets, sharedCounters, cards, removeUnusedUploads, wallet, prints, scanner, cardReadings } = services;
  const { leadMail, leadMailWorker, mailAllowance, publicUrl } = services;
  return [
    systemRoutes(),
    authRoutes(query, { mailer, config, support, tokens, throttle: loginThrottle, factors: secondFactors }),
    secondFactorSignInRoutes(query, { support, tokens, throttle: loginThrottle, factors: secondFactors }),
    passwordResetRoutes(query, { mailer, config, throttle: loginThrottle }),
    accountSecurityRoutes(query, { factors: secondFactors }),
    accountRoutes(query, { support, removeUnusedUploads, mailer, config, files }),
    googleAuthRoutes(query, tokens),
    productRoutes(services.products),
    errorReportRoutes(query),
    blogRoutes(query),
    contactRoutes(query, files, { visitorKeyOf }),
    profileRoutes(cards),
    walletRoutes(cards, wallet, config),
    printRoutes(cards, prints, { files, config }),
    uploadRoutes(query, files, { plans, removeUnusedUploads }),
    physicalCardRoutes(query, config, prints),
    eventRoutes(saltOf, events),
    statsRoutes(query, { plans, events }),
    cardScanRoutes(scanner, cardReadings),
    leadRoutes(query, log, files, { plans, visitorKeyOf, events, writes, outbox: webhookOutbox, deliveries: webhookDeliveries, mail: leadMail, mailAllowance, wakeMail: leadMailWorker.wake, publicUrl, readCard: scanner.read, cardReadings }),
    leadMailRoutes(leadMail),
    webhookRoutes(query, { config, plans, secrets, counters: sharedCounters ?? memoryCounters(), log }),
    notificationRoutes(query),
    organisationRoutes(query, { mailer, config, tokens, plans, events, prints }),
    supportRoutes(support),
    adminRoutes(query, files),
  ];
}

/** Where the sitemap finds the addresses of blog posts and cards, after the public pages. */
export const sitemapSources: SitemapSources = { blogPost: blogSitemapSource, card: publishedCardsSitemap };
