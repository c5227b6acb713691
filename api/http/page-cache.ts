import type { Prepared } from './prepared';

/**
 * Prepared answers by key (a card's id and variant), least recently used first out. An entry holds one version of
 * what it was made from: a newer version replaces it, so an edit shows on the next request.
 */
export class PageCache<T = Prepared> {
  private readonly pages = new Map<string, { version: number; page: T }>();

  constructor(private readonly capacity: number) {}

  /** The page for a key when it was made from this very version. */
  get(key: string, version: number): T | undefined {
    const entry = this.pages.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /** Stores a page, evicting the least recently used ones beyond the capacity. */
  set(key: string, version: number, page: T): void {
    this.pages.delete(key);
    this.pages.set(key, { version, page });
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
