import type { PageLoaders } from './page-loaders';

/**
 * Runs a page's route loader. page-loaders.ts, with the fetchers it needs, loads with the first page that has one:
 * the route definitions, which every page starts with, carry none of them.
 */
export async function loadPage<P extends keyof PageLoaders>(page: P, ...args: Parameters<PageLoaders[P]>): Promise<void> {
  const { pageLoaders } = await import('./page-loaders');
  const load = pageLoaders[page] as (...given: Parameters<PageLoaders[P]>) => Promise<unknown>;
  await load(...args);
}
