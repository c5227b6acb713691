import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '../features/account/api/get-account';
import { cardOrdersQueryOptions } from '../features/admin/api/get-card-orders';
import { contactRequestsQueryOptions } from '../features/admin/api/get-contact-requests';
import { databaseQueryOptions } from '../features/admin/api/get-database';
import { errorReportsQueryOptions } from '../features/admin/api/get-error-reports';
import { overviewQueryOptions } from '../features/admin/api/get-overview';
import { adminProductsQueryOptions } from '../features/admin/api/get-products';
import { FIRST_USERS_SEARCH, usersQueryOptions } from '../features/admin/api/get-users';
import { activeProductsQueryOptions } from '../features/billing/api/get-products';
import { homePackagesQuery } from '../features/billing/packages';
import { blogPostQueryOptions, loadBlogPost } from '../features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '../features/blog/api/get-blog-posts';
import { leadsQueryOptions, type LeadFilter } from '../features/leads/api/get-leads';
import { physicalCardsQueryOptions } from '../features/physical-cards/api/get-physical-cards';
import { profileQueryOptions } from '../features/profiles/api/get-profile';
import { profilesQueryOptions } from '../features/profiles/api/get-profiles';
import { statsQueryOptions } from '../features/stats/api/get-stats';
import { conversationQueryOptions } from '../features/support/api/get-conversation';
import { supportInboxQueryOptions } from '../features/support/api/get-support-inbox';
import { organisationsQueryOptions } from '../features/teams/api';
import type { StatsRange } from '../../shared/contract/stats-ranges';
import { ensurePageData } from './ensure-page-data';

/** What an admin section at /admin/{section} shows first: its list's first page. */
function loadAdminSection(queryClient: QueryClient, section: string): Promise<void> {
  switch (section) {
    case 'users':
      return ensurePageData(queryClient, usersQueryOptions(FIRST_USERS_SEARCH));
    case 'packages':
      return ensurePageData(queryClient, adminProductsQueryOptions);
    case 'contact':
      return ensurePageData(queryClient, contactRequestsQueryOptions(1));
    case 'errors':
      return ensurePageData(queryClient, errorReportsQueryOptions(1));
    case 'orders':
      return ensurePageData(queryClient, cardOrdersQueryOptions(1));
    default:
      return Promise.resolve();
  }
}

/** What the blog admin shows first: every post, or the post being edited (a new post needs nothing). */
function loadBlogAdmin(queryClient: QueryClient, editor: 'new' | number | undefined): Promise<void> {
  if (editor === 'new') return Promise.resolve();
  if (editor === undefined) return ensurePageData(queryClient, blogPostsQueryOptions({ all: true }));
  return ensurePageData(queryClient, blogPostQueryOptions(String(editor)));
}

/**
 * What each page's route loader loads (through load-page.ts): the data the page shows first. A page the build
 * pre-renders (the blog's list among them) has none: its first render must match the HTML drawn without its data.
 */
export const pageLoaders = {
  account: (queryClient: QueryClient) => ensurePageData(queryClient, accountQueryOptions),
  dashboard: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, accountQueryOptions), ensurePageData(queryClient, profilesQueryOptions)]),
  subscription: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, accountQueryOptions), ensurePageData(queryClient, homePackagesQuery)]),
  editor: (queryClient: QueryClient, cardId: number) => ensurePageData(queryClient, profileQueryOptions(cardId)),
  /** A page about one of the owner's cards (its video-call background). */
  card: (queryClient: QueryClient, cardId: number) => ensurePageData(queryClient, profileQueryOptions(cardId)),
  leads: (queryClient: QueryClient, filter: LeadFilter) => ensurePageData(queryClient, leadsQueryOptions(filter)),
  stats: (queryClient: QueryClient, cardId: number | undefined, days: StatsRange) => ensurePageData(queryClient, statsQueryOptions(cardId, days)),
  physicalCards: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, physicalCardsQueryOptions), ensurePageData(queryClient, profilesQueryOptions)]),
  team: (queryClient: QueryClient) => ensurePageData(queryClient, organisationsQueryOptions),
  blogPost: loadBlogPost,
  checkout: (queryClient: QueryClient) => ensurePageData(queryClient, activeProductsQueryOptions),
  adminDashboard: (queryClient: QueryClient) => ensurePageData(queryClient, overviewQueryOptions),
  adminSection: loadAdminSection,
  packageMigration: (queryClient: QueryClient) => ensurePageData(queryClient, adminProductsQueryOptions),
  database: (queryClient: QueryClient) => ensurePageData(queryClient, databaseQueryOptions),
  supportAdmin: (queryClient: QueryClient, userId: number | undefined) =>
    Promise.all([ensurePageData(queryClient, supportInboxQueryOptions), userId !== undefined && ensurePageData(queryClient, conversationQueryOptions(userId))]),
  blogAdmin: loadBlogAdmin,
};

/** The pages that have a loader, with its arguments. */
export type PageLoaders = typeof pageLoaders;
