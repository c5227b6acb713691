import type { Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { QueryBuilder } from '../../db/query-builder';

/** A products row as stored (money in agorot, flags as 0/1). */
export type ProductRow = Omit<Selectable<Tables['products']>, 'seed_key' | 'created_at' | 'updated_at'>;

/** A product's columns, for a query that names the table `p`. */
export const PRODUCT_COLUMNS = [
  'p.id', 'p.name', 'p.description', 'p.monthly_price', 'p.yearly_price', 'p.features', 'p.benefit1', 'p.benefit2', 'p.benefit3', 'p.benefit4',
  'p.benefit5', 'p.is_popular', 'p.is_active', 'p.show_at_home', 'p.sort_order', 'p.package_type', 'p.name_en', 'p.description_en',
  'p.features_en', 'p.benefit1_en', 'p.benefit2_en', 'p.benefit3_en', 'p.benefit4_en', 'p.benefit5_en', 'p.name_ar', 'p.description_ar',
  'p.features_ar', 'p.benefit1_ar', 'p.benefit2_ar', 'p.benefit3_ar', 'p.benefit4_ar', 'p.benefit5_ar', 'p.name_ru', 'p.description_ru',
  'p.features_ru', 'p.benefit1_ru', 'p.benefit2_ru', 'p.benefit3_ru', 'p.benefit4_ru', 'p.benefit5_ru',
] as const;

/** Product queries. */
export function productsRepo(query: QueryBuilder) {
  const active = () => query.selectFrom('products as p').select(PRODUCT_COLUMNS).where('p.is_active', '=', 1);
  return {
    listActive: (): Promise<ProductRow[]> => active().orderBy('p.sort_order').orderBy('p.id').execute(),
    listHome: (): Promise<ProductRow[]> => active().where('p.show_at_home', '=', 1).orderBy('p.sort_order').orderBy('p.id').execute(),
  };
}
