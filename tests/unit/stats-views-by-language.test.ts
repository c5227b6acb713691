import { describe, expect, it } from 'vitest';
import type { BreakdownRow } from '../../api/stats/repo';
import { viewsByLanguage } from '../../api/stats/views-by-language';

const language = (profileId: number, key: string, count: number): BreakdownRow => ({ profile_id: profileId, dimension: 'language', key, count });

describe('viewsByLanguage', () => {
  it("counts views read in a version under its language and the rest, recorded in none or the card's own, under the card's own", () => {
    const card = { id: 1, views: 10, languages: ['he', 'en'] as const };
    // Ten views: three read in English, two recorded in Hebrew, five from before languages were recorded.
    expect(viewsByLanguage([card], [language(1, 'en', 3), language(1, 'he', 2), { profile_id: 1, dimension: 'source', key: 'qr', count: 10 }])).toEqual([
      { language: 'he', views: 7 },
      { language: 'en', views: 3 },
    ]);
  });

  it('lists most read first, and a version nobody read with no views', () => {
    const card = { id: 1, views: 5, languages: ['he', 'ar', 'en'] as const };
    expect(viewsByLanguage([card], [language(1, 'en', 4)])).toEqual([
      { language: 'en', views: 4 },
      { language: 'he', views: 1 },
      { language: 'ar', views: 0 },
    ]);
  });

  it('is empty for cards in one language, whatever their views', () => {
    expect(viewsByLanguage([{ id: 1, views: 4, languages: ['he'] }], [language(1, 'he', 4)])).toEqual([]);
    expect(viewsByLanguage([{ id: 1, views: 4, languages: ['he'] }, { id: 2, views: 2, languages: ['en'] }], [])).toEqual([]);
  });

  it('keeps the views of a version since removed, under its language', () => {
    expect(viewsByLanguage([{ id: 1, views: 6, languages: ['he'] }], [language(1, 'ru', 2)])).toEqual([
      { language: 'he', views: 4 },
      { language: 'ru', views: 2 },
    ]);
  });

  it("adds up several cards, each view under its card's language, and ignores keys that are no language", () => {
    const cards = [
      { id: 1, views: 8, languages: ['he', 'en'] as const },
      { id: 2, views: 3, languages: ['en'] as const },
    ];
    expect(viewsByLanguage(cards, [language(1, 'en', 2), language(2, 'en', 3), language(1, 'xx', 1)])).toEqual([
      { language: 'he', views: 6 },
      { language: 'en', views: 5 },
    ]);
  });
});
