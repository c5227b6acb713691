import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '../features/account/api/get-account';
import { homePackagesQuery } from '../features/billing/packages';
import { loadBlogPost } from '../features/blog/api/get-blog-post';
import { leadsQueryOptions, type LeadFilter } from '../features/leads/api/get-leads';
import { physicalCardsQueryOptions } from '../features/physical-cards/api/get-physical-cards';
import { profileQueryOptions } from '../features/profiles/api/get-profile';
import { profilesQueryOptions } from '../features/profiles/api/get-profiles';
import { statsQueryOptions } from '../features/stats/api/get-stats';
import { organisationsQueryOptions } from '../features/teams/api';
import type { StatsRange } from '../../shared/contract/stats-ranges';
import { ensurePageData } from './ensure-page-data';

/**
 * What each page's route loader loads (through load-page.ts): the data the page shows first. A page the build
 * pre-renders (the blog's list among them) has none: its first render must match the HTML drawn without its data.
 */
export const pageLoaders = {
  account: (queryClient: QueryClient) => ensurePageData(queryClient, accountQueryOptions),
  dashboard: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, accountQueryOptions), ensurePageData(queryClient, profilesQueryOptions)]),
  subscription: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, accountQueryOptions), ensurePageData(queryClient, homePackagesQuery)]),
  editor: (queryClient: QueryClient, cardId: number) => ensurePageData(queryClient, profileQueryOptions(cardId)),
  leads: (queryClient: QueryClient, filter: LeadFilter) => ensurePageData(queryClient, leadsQueryOptions(filter)),
  stats: (queryClient: QueryClient, cardId: number | undefined, days: StatsRange) => ensurePageData(queryClient, statsQueryOptions(cardId, days)),
  physicalCards: (queryClient: QueryClient) => Promise.all([ensurePageData(queryClient, physicalCardsQueryOptions), ensurePageData(queryClient, profilesQueryOptions)]),
  team: (queryClient: QueryClient) => ensurePageData(queryClient, organisationsQueryOptions),
  blogPost: loadBlogPost,
};

/** The pages that have a loader, with its arguments. */
export type PageLoaders = typeof pageLoaders;
