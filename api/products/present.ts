import type { Product } from '../../shared/contract/products';
import type { ProductRow } from './repo';
import { hebrewFeatures, textsOf } from './texts';

/** The API shape of a product: shekels, booleans, both spellings of showAtHome, its texts in the other languages beside the Hebrew. */
export function presentProduct(row: ProductRow): Product {
  const showAtHome = row.show_at_home === 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthly_price / 100,
    yearlyPrice: row.yearly_price / 100,
    features: hebrewFeatures(row),
    benefit1: row.benefit1,
    benefit2: row.benefit2,
    benefit3: row.benefit3,
    benefit4: row.benefit4,
    benefit5: row.benefit5,
    isPopular: row.is_popular === 1,
    isActive: row.is_active === 1,
    showAtHome,
    show_at_home: showAtHome,
    sortOrder: row.sort_order,
    packageType: row.package_type,
    en: textsOf(row, 'en'),
    ar: textsOf(row, 'ar'),
    ru: textsOf(row, 'ru'),
  };
}
