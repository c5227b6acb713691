import type { Deps } from './context';
import { errorReportRoutes } from './error-reports/routes';
import { productRoutes } from './products/routes';
import type { SitemapSource } from './render/sitemap';
import type { ApiRouter } from './routing';
import { systemRoutes } from './system/routes';

/** Every /api router, in one list: the server mounts them and the authorization matrix reads their declarations. */
export function apiRouters({ db }: Deps): ApiRouter[] {
  return [systemRoutes(), productRoutes(db), errorReportRoutes(db)];
}

/** Producers of sitemap entries beyond the fixed public pages. */
export const sitemapSources: SitemapSource[] = [];
