import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** A rendered page kept in memory with its compressed forms and strong ETag. */
export interface CachedPage {
  version: number;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Compresses a rendered page once, so every later hit is a memory copy. */
export function preparePage(html: string, version: number): CachedPage {
  const body = Buffer.from(html);
  return {
    version,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * Rendered card pages by key (card id and variant), least recently used first out. An entry holds one
 * version of its card: a newer version replaces it, so an edit shows on the next request.
 */
export class PageCache<T extends { version: number } = CachedPage> {
  private readonly pages = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  /** The page for a key when it was rendered from this very version. */
  get(key: string, version: number): T | undefined {
    const page = this.pages.get(key);
    if (!page || page.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Stores a page, evicting the least recently used ones beyond the capacity. */
  set(key: string, page: T): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
