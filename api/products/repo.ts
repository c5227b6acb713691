import type { Database } from 'better-sqlite3';

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
  package_type: 'basic' | 'monthly' | 'annual' | 'nfc_card';
}

const COLUMNS = `id, name, description, monthly_price, yearly_price, features, benefit1, benefit2, benefit3, benefit4,
  benefit5, is_popular, is_active, show_at_home, sort_order, package_type`;

/** Prepared product queries. */
export function productsRepo(db: Database) {
  const active = db.prepare<[], ProductRow>(`SELECT ${COLUMNS} FROM products WHERE is_active = 1 ORDER BY sort_order, id`);
  const home = db.prepare<[], ProductRow>(
    `SELECT ${COLUMNS} FROM products WHERE is_active = 1 AND show_at_home = 1 ORDER BY sort_order, id`,
  );
  return {
    listActive: () => active.all(),
    listHome: () => home.all(),
  };
}
