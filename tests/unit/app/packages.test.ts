import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/contract/products';
import { request } from '../../../app/lib/api';
import { averageYearlySaving, featureLines, fetchHomePackages, homePackages, inLanguage, yearlySavingPercent } from '../../../app/features/billing/packages';
import { truncateTestimonial } from '../../../app/features/landing/testimonials';

vi.mock('../../../app/lib/api', () => ({ request: vi.fn() }));

function product(overrides: Partial<Product>): Product {
  return {
    id: 1, name: 'מקצועי', description: '', monthlyPrice: 40, yearlyPrice: 300, features: [],
    benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null,
    isPopular: false, isActive: true, showAtHome: true, show_at_home: true, sortOrder: 1, packageType: 'monthly',
    en: { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ar: { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ru: { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ...overrides,
  };
}

/** A package's texts in one language, each made of its name. */
const texts = (name: string, feature: string) => ({ name, description: `${name}.`, features: [feature], benefit1: name, benefit2: null, benefit3: null, benefit4: null, benefit5: null });

describe('landing packages', () => {
  it('lists only active packages shown at home, by sortOrder', () => {
    const list = [
      product({ id: 1, sortOrder: 3 }),
      product({ id: 2, sortOrder: 1 }),
      product({ id: 3, sortOrder: 2, isActive: false }),
      product({ id: 4, sortOrder: 0, showAtHome: false, show_at_home: false }),
    ];
    expect(homePackages(list).map((p) => p.id)).toEqual([2, 1]);
  });

  it('computes the yearly saving as 100 − yearly/(12×monthly)×100, rounded', () => {
    expect(yearlySavingPercent({ monthlyPrice: 40, yearlyPrice: 400 })).toBe(17);
    expect(yearlySavingPercent({ monthlyPrice: 40, yearlyPrice: 300 })).toBe(38);
    expect(yearlySavingPercent({ monthlyPrice: 0, yearlyPrice: 0 })).toBeNull();
    expect(averageYearlySaving([product({ yearlyPrice: 400 }), product({ yearlyPrice: 300 }), product({ monthlyPrice: 0, yearlyPrice: 0 })])).toBe(28);
    // No plan saves anything yearly: the toggle claims no saving at all rather than a figure no price bears out.
    expect(averageYearlySaving([product({ monthlyPrice: 0, yearlyPrice: 0 })])).toBeNull();
    expect(averageYearlySaving([product({ yearlyPrice: 480 })])).toBeNull();
  });

  it('shows at most five feature lines, features first, without blanks', () => {
    const lines = featureLines(product({ features: ['א', 'ב', ' '], benefit1: 'ג', benefit2: null, benefit3: 'ד', benefit4: 'ה', benefit5: 'ו' }));
    expect(lines).toEqual(['א', 'ב', 'ג', 'ד', 'ה']);
  });

  it('caps a package at five lines even when its features alone are more', () => {
    expect(featureLines(product({ features: ['1', '2', '3', '4', '5', '6', '7'], benefit1: 'ז' }))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('puts a package in English with its English texts, and keeps Hebrew ones only where it has no English name', () => {
    const en = { name: 'Pro', description: 'For a growing business', features: ['Up to 5 cards'], benefit1: 'Full chat support', benefit2: null, benefit3: null, benefit4: null, benefit5: null };
    const bilingual = product({ name: 'מקצועי', description: 'לעסק שצומח', features: ['עד 5 כרטיסים'], benefit1: 'תמיכה מלאה', en });
    expect(inLanguage(bilingual, 'en')).toMatchObject({ ...en, monthlyPrice: 40, yearlyPrice: 300 });
    expect(featureLines(inLanguage(bilingual, 'en'))).toEqual(['Up to 5 cards', 'Full chat support']);
    expect(inLanguage(bilingual, 'he')).toBe(bilingual);
    const hebrewOnly = product({ name: 'ישנה' });
    expect(inLanguage(hebrewOnly, 'en')).toBe(hebrewOnly);
    expect(inLanguage(hebrewOnly, 'ru')).toBe(hebrewOnly);
  });

  it('shows a package in Arabic or Russian where an admin wrote it so, else in English', () => {
    const inFour = product({ en: texts('Pro', 'Up to 5 cards'), ar: texts('احترافي', 'حتى 5 بطاقات'), ru: texts('', '') });
    expect(inLanguage(inFour, 'ar')).toMatchObject({ name: 'احترافي', description: 'احترافي.', features: ['حتى 5 بطاقات'], benefit1: 'احترافي', monthlyPrice: 40 });
    expect(inLanguage(inFour, 'ru')).toMatchObject({ name: 'Pro', features: ['Up to 5 cards'] });
  });

  it('reads show_at_home, the other spelling of showAtHome', () => {
    expect(homePackages([product({ id: 7, showAtHome: undefined as unknown as boolean, show_at_home: true })]).map((p) => p.id)).toEqual([7]);
  });

  it('falls back to /api/products kept to home packages when /api/home-products fails, and fails when both do', async () => {
    const calls: string[] = [];
    vi.mocked(request).mockImplementation(async (_method, path) => {
      calls.push(path);
      if (path === '/api/home-products') throw new Error('503');
      return [product({ id: 1, sortOrder: 2 }), product({ id: 2, showAtHome: false, show_at_home: false }), product({ id: 3, sortOrder: 1 })];
    });
    expect((await fetchHomePackages()).map((p) => p.id)).toEqual([3, 1]);
    expect(calls).toEqual(['/api/home-products', '/api/products']);

    vi.mocked(request).mockRejectedValue(new Error('offline'));
    await expect(fetchHomePackages()).rejects.toThrow('offline');
  });

  it('cuts testimonials over 150 characters with an ellipsis', () => {
    expect(truncateTestimonial('א'.repeat(150))).toBe('א'.repeat(150));
    expect(truncateTestimonial('א'.repeat(151))).toBe(`${'א'.repeat(150)}…`);
    expect(truncateTestimonial(`${'א'.repeat(149)} ב`)).toBe(`${'א'.repeat(149)}…`);
  });
});
