import type { Database } from 'better-sqlite3';
import type { AdminProduct, ProductInput } from '../../shared/contract/admin';
import { presentProduct } from '../products/present';
import { PRODUCT_COLUMNS, type ProductRow } from '../products/repo';

/** Subscriptions that hold a package now: active or waiting for payment. */
const IN_FORCE = "s.status IN ('active', 'pending')";

const COLUMNS = `${PRODUCT_COLUMNS},
  (SELECT count(*) FROM subscriptions s WHERE s.product_id = p.id AND ${IN_FORCE}) AS subscribers`;

const present = (row: ProductRow & { subscribers: number }): AdminProduct => ({ ...presentProduct(row), subscribers: row.subscribers });

/** A package's columns from the admin's input (money in agorot, flags as 0/1). */
function columns(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    monthly_price: Math.round(input.monthlyPrice * 100),
    yearly_price: Math.round(input.yearlyPrice * 100),
    features: JSON.stringify(input.features),
    benefit1: input.benefit1,
    benefit2: input.benefit2,
    benefit3: input.benefit3,
    benefit4: input.benefit4,
    benefit5: input.benefit5,
    is_popular: input.isPopular ? 1 : 0,
    is_active: input.isActive ? 1 : 0,
    show_at_home: input.showAtHome ? 1 : 0,
    sort_order: input.sortOrder,
    package_type: input.packageType,
    name_en: input.en.name,
    description_en: input.en.description,
    features_en: JSON.stringify(input.en.features),
    benefit1_en: input.en.benefit1,
    benefit2_en: input.en.benefit2,
    benefit3_en: input.en.benefit3,
    benefit4_en: input.en.benefit4,
    benefit5_en: input.en.benefit5,
  };
}

const ASSIGNMENTS = `name = @name, description = @description, monthly_price = @monthly_price, yearly_price = @yearly_price,
  features = @features, benefit1 = @benefit1, benefit2 = @benefit2, benefit3 = @benefit3, benefit4 = @benefit4, benefit5 = @benefit5,
  is_popular = @is_popular, is_active = @is_active, show_at_home = @show_at_home, sort_order = @sort_order, package_type = @package_type,
  name_en = @name_en, description_en = @description_en, features_en = @features_en, benefit1_en = @benefit1_en, benefit2_en = @benefit2_en,
  benefit3_en = @benefit3_en, benefit4_en = @benefit4_en, benefit5_en = @benefit5_en`;

/** The admin's SQL over packages and the subscriptions that hold them. */
export function adminProductsRepo(db: Database) {
  const all = db.prepare<[], ProductRow & { subscribers: number }>(`SELECT ${COLUMNS} FROM products p ORDER BY p.sort_order, p.id`);
  const one = db.prepare<[number], ProductRow & { subscribers: number }>(`SELECT ${COLUMNS} FROM products p WHERE p.id = ?`);
  const insert = db.prepare(`INSERT INTO products (name, description, monthly_price, yearly_price, features, benefit1, benefit2, benefit3,
      benefit4, benefit5, is_popular, is_active, show_at_home, sort_order, package_type, name_en, description_en, features_en, benefit1_en,
      benefit2_en, benefit3_en, benefit4_en, benefit5_en, created_at, updated_at)
    VALUES (@name, @description, @monthly_price, @yearly_price, @features, @benefit1, @benefit2, @benefit3, @benefit4, @benefit5,
      @is_popular, @is_active, @show_at_home, @sort_order, @package_type, @name_en, @description_en, @features_en, @benefit1_en,
      @benefit2_en, @benefit3_en, @benefit4_en, @benefit5_en, @now, @now)`);
  const update = db.prepare(`UPDATE products SET ${ASSIGNMENTS}, updated_at = @now WHERE id = @id`);
  const everUsed = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM subscriptions WHERE product_id = ?');
  const remove = db.prepare<[number]>('DELETE FROM products WHERE id = ?');
  const holders = db.prepare<[number], { id: number; user_id: number; billing_cycle: string }>(`SELECT s.id, s.user_id, s.billing_cycle FROM subscriptions s WHERE s.product_id = ? AND ${IN_FORCE}`);
  const move = db.prepare<[number, string, string, number]>('UPDATE subscriptions SET product_id = ?, billing_cycle = ?, updated_at = ? WHERE id = ?');

  return {
    list: () => all.all().map(present),
    find: (id: number) => {
      const row = one.get(id);
      return row && present(row);
    },
    create: (input: ProductInput, now: string) => Number(insert.run({ ...columns(input), now }).lastInsertRowid),
    update: (id: number, input: ProductInput, now: string) => void update.run({ ...columns(input), id, now }),
    /** Whether any subscription, in force or past, names the package (the table's foreign key keeps it then). */
    everUsed: (id: number) => everUsed.get(id)!.n > 0,
    remove: (id: number) => void remove.run(id),
    /** The subscriptions in force on a package. */
    holders: (productId: number) => holders.all(productId),
    moveSubscription: (subscriptionId: number, productId: number, billingCycle: string, now: string) => void move.run(productId, billingCycle, now, subscriptionId),
  };
}
