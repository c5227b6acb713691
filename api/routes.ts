import { googleAuthRoutes } from './auth/google/routes';
import { accountRoutes } from './account/routes';
import { createMailer } from './mail/mailer';
import { authRoutes } from './auth/routes';
import { blogRoutes } from './blog/routes';
import { blogSitemapSource } from './blog/sitemap';
import { contactRoutes } from './contact/routes';
import type { Deps } from './http/context';
import { errorReportRoutes } from './error-reports/routes';
import { eventRoutes } from './events/routes';
import { leadRoutes } from './leads/routes';
import { notificationRoutes } from './notifications/routes';
import { physicalCardRoutes } from './physical-cards/routes';
import { productRoutes } from './products/routes';
import { profileRoutes } from './profiles/routes';
import { publishedCardsSitemap } from './public-profiles/sitemap';
import type { SitemapSource } from './render/sitemap';
import type { ApiRouter } from './http/routing';
import { statsRoutes } from './stats/routes';
import { systemRoutes } from './system/routes';
import { adminRoutes } from './admin/routes';
import { supportRoutes } from './support/routes';
import { uploadRoutes } from './uploads/routes';

/** Every /api router, in one list: the server mounts them and the authorization matrix reads their declarations. */
export function apiRouters({ db, config, log }: Deps): ApiRouter[] {
  return [systemRoutes(), authRoutes(db, { mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }), config }), accountRoutes(db, config.uploadsDir), googleAuthRoutes(db), productRoutes(db), errorReportRoutes(db), blogRoutes(db), contactRoutes(db, config.uploadsDir), profileRoutes(db, config.uploadsDir), uploadRoutes(db, config.uploadsDir), physicalCardRoutes(db, config), eventRoutes(), statsRoutes(db), leadRoutes(db, log, config.uploadsDir), notificationRoutes(db), supportRoutes(db), adminRoutes(db, config.uploadsDir)];
}

/** Producers of sitemap entries beyond the fixed public pages. */
export const sitemapSources: SitemapSource[] = [blogSitemapSource, publishedCardsSitemap];
