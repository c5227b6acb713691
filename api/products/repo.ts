import type { QueryBuilder } from '../../db/query-builder';
import type { PackageType } from '../../shared/contract/products';

/** A products row as stored (money in agorot, flags as 0/1). */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  monthly_price: number;
  yearly_price: number;
  features: string;
  benefit1: string | null;
  benefit2: string | null;
  benefit3: string | null;
  benefit4: string | null;
  benefit5: string | null;
  is_popular: number;
  is_active: number;
  show_at_home: number;
  sort_order: number;
  package_type: PackageType;
  name_en: string;
  description_en: string;
  features_en: string;
  benefit1_en: string | null;
  benefit2_en: string | null;
  benefit3_en: string | null;
  benefit4_en: string | null;
  benefit5_en: string | null;
}

/** A product's columns, for a query that names the table `p`. */
export const PRODUCT_COLUMNS = [
  'p.id', 'p.name', 'p.description', 'p.monthly_price', 'p.yearly_price', 'p.features', 'p.benefit1', 'p.benefit2', 'p.benefit3', 'p.benefit4',
  'p.benefit5', 'p.is_popular', 'p.is_active', 'p.show_at_home', 'p.sort_order', 'p.package_type', 'p.name_en', 'p.description_en',
  'p.features_en', 'p.benefit1_en', 'p.benefit2_en', 'p.benefit3_en', 'p.benefit4_en', 'p.benefit5_en',
] as const;

/** Product queries. */
export function productsRepo(query: QueryBuilder) {
  const active = () => query.selectFrom('products as p').select(PRODUCT_COLUMNS).where('p.is_active', '=', 1);
  return {
    listActive: (): Promise<ProductRow[]> => active().orderBy('p.sort_order').orderBy('p.id').execute(),
    listHome: (): Promise<ProductRow[]> => active().where('p.show_at_home', '=', 1).orderBy('p.sort_order').orderBy('p.id').execute(),
  };
}
