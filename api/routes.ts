import { googleAuthRoutes } from './auth/google/routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { blogRoutes } from './blog/routes';
import { blogSitemapSource } from './blog/sitemap';
import { contactRoutes } from './contact/routes';
import { errorReportRoutes } from './error-reports/routes';
import { eventRoutes } from './events/routes';
import { leadRoutes } from './leads/routes';
import { notificationRoutes } from './notifications/routes';
import { organisationRoutes } from './organisations/routes';
import { physicalCardRoutes } from './physical-cards/routes';
import { productRoutes } from './products/routes';
import { profileRoutes } from './profiles/routes';
import { publishedCardsSitemap } from './public-profiles/sitemap';
import type { SitemapSources } from './pages/sitemap';
import type { ApiRouter } from './http/routing';
import type { Services } from './services';
import { statsRoutes } from './stats/routes';
import { systemRoutes } from './system/routes';
import { adminRoutes } from './admin/routes';
import { supportRoutes } from './support/routes';
import { uploadRoutes } from './uploads/routes';
import { webhookRoutes } from './webhooks/routes';

/**
 * Every /api router, in one list: the server mounts them and the authorization matrix reads their declarations. The
 * shared services are built once (createServices) and handed to the routers that need them.
 */
export function apiRouters(services: Services): ApiRouter[] {
  const { config, log, files, query, plans, support, tokens, allowance, mailer, saltOf, events, writes, webhookOutbox, webhookDeliveries, cards, removeUnusedUploads } = services;
  return [
    systemRoutes(),
    authRoutes(query, { mailer, config, support, tokens }),
    accountRoutes(query, { support, removeUnusedUploads }),
    googleAuthRoutes(query, tokens),
    productRoutes(services.products),
    errorReportRoutes(query),
    blogRoutes(query),
    contactRoutes(query, files, { allowance }),
    profileRoutes(cards),
    uploadRoutes(query, files, { plans, removeUnusedUploads }),
    physicalCardRoutes(query, config),
    eventRoutes(saltOf, events),
    statsRoutes(query, { plans, events }),
    leadRoutes(query, log, files, { plans, allowance, events, writes, outbox: webhookOutbox, deliveries: webhookDeliveries }),
    webhookRoutes(query, { config, plans, wake: webhookDeliveries.wake }),
    notificationRoutes(query),
    organisationRoutes(query, { mailer, config, tokens, plans, events }),
    supportRoutes(support),
    adminRoutes(query, files),
  ];
}

/** Where the sitemap finds the addresses of blog posts and cards, after the public pages. */
export const sitemapSources: SitemapSources = { blogPost: blogSitemapSource, card: publishedCardsSitemap };
