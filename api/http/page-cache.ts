import type { Prepared } from './prepared';
import { RecentKeys } from './recent-keys';

/**
 * Prepared answers by key (a card's id and variant), about `capacity` of them, those not asked for longest forgotten
 * first. An entry holds one version of what it was made from: a newer version replaces it, so an edit shows on the
 * next request. A hit only reads: moving the entry to the end of a Map (delete, then set) on every hit made the
 * Map's table grow and be copied under a crowd, thousands of times a second.
 */
export class PageCache<T = Prepared> {
  private readonly pages: RecentKeys<{ version: number; page: T }>;

  constructor(capacity: number) {
    this.pages = new RecentKeys(capacity);
  }

  /** The page for a key when it was made from this very version. */
  get(key: string, version: number): T | undefined {
    const entry = this.pages.get(key);
    return entry?.version === version ? entry.page : undefined;
  }

  /** Stores a page in place of the key's older one. */
  set(key: string, version: number, page: T): void {
    this.pages.set(key, { version, page });
  }
}
