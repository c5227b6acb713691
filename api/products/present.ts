import type { Product } from '../../shared/contract/products';
import type { ProductRow } from './repo';

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The API shape of a product: shekels, booleans, both spellings of showAtHome, the English texts beside the Hebrew. */
export function presentProduct(row: ProductRow): Product {
  const showAtHome = row.show_at_home === 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthly_price / 100,
    yearlyPrice: row.yearly_price / 100,
    features: parseFeatures(row.features),
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
    en: {
      name: row.name_en,
      description: row.description_en,
      features: parseFeatures(row.features_en),
      benefit1: row.benefit1_en,
      benefit2: row.benefit2_en,
      benefit3: row.benefit3_en,
      benefit4: row.benefit4_en,
      benefit5: row.benefit5_en,
    },
  };
}
