import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/contract/products';
import { averageYearlySaving, featureLines, homePackages, yearlySavingPercent } from '../../../app/features/landing/packages';
import { truncateTestimonial } from '../../../app/features/landing/testimonials';

function product(overrides: Partial<Product>): Product {
  return {
    id: 1, name: 'חודשי', description: '', monthlyPrice: 40, yearlyPrice: 300, features: [],
    benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null,
    isPopular: false, isActive: true, showAtHome: true, show_at_home: true, sortOrder: 1, packageType: 'monthly',
    ...overrides,
  };
}

describe('landing packages (spec §9)', () => {
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
    expect(averageYearlySaving([product({ monthlyPrice: 0, yearlyPrice: 0 })])).toBe(17);
  });

  it('shows at most five feature lines, features first, without blanks', () => {
    const lines = featureLines(product({ features: ['א', 'ב', ' '], benefit1: 'ג', benefit2: null, benefit3: 'ד', benefit4: 'ה', benefit5: 'ו' }));
    expect(lines).toEqual(['א', 'ב', 'ג', 'ד', 'ה']);
  });

  it('cuts testimonials over 150 characters with an ellipsis', () => {
    expect(truncateTestimonial('א'.repeat(150))).toBe('א'.repeat(150));
    expect(truncateTestimonial('א'.repeat(151))).toBe(`${'א'.repeat(150)}…`);
  });
});
