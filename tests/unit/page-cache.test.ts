import { describe, expect, it } from 'vitest';
import { PageCache } from '../../api/http/page-cache';

describe('PageCache', () => {
  it('answers only for the version a page was made from, and a newer version replaces it', () => {
    const pages = new PageCache<string>(10);
    pages.set('card:1', 3, 'v3');
    expect(pages.get('card:1', 3)).toBe('v3');
    expect(pages.get('card:1', 4)).toBeUndefined();
    pages.set('card:1', 4, 'v4');
    expect(pages.get('card:1', 4)).toBe('v4');
    expect(pages.get('card:1', 3)).toBeUndefined();
  });

  it('keeps about its capacity: a page asked for all along stays, pages not asked for again are forgotten', () => {
    const pages = new PageCache<string>(100);
    pages.set('popular', 1, 'page');
    for (let i = 0; i < 1_000; i += 1) {
      pages.set(`card:${i}`, 1, `page ${i}`);
      expect(pages.get('popular', 1)).toBe('page');
    }
    expect(pages.get('card:0', 1)).toBeUndefined();
    expect(pages.get('card:999', 1)).toBe('page 999');
    const kept = Array.from({ length: 1_000 }, (_, i) => pages.get(`card:${i}`, 1)).filter(Boolean).length;
    expect(kept).toBeLessThanOrEqual(100);
    expect(kept).toBeGreaterThanOrEqual(49);
  });
});
