import type { ExpressionBuilder, Insertable } from 'kysely';
import { ONE_ROW, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import type { AdminProduct, ProductInput } from '../../shared/contract/admin';
import { presentProduct } from '../products/present';
import { PRODUCT_COLUMNS, type ProductRow } from '../products/repo';
import { textColumns } from '../products/texts';

/** Subscriptions that hold a package now: active or waiting for payment. */
const IN_FORCE = ['active', 'pending'] as const;

/** How many subscriptions in force hold the package `p`. */
function subscribers(eb: ExpressionBuilder<Tables & { p: Tables['products'] }, 'p'>) {
  return eb
    .selectFrom('subscriptions as s')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('s.product_id', '=', 'p.id')
    .where('s.status', 'in', IN_FORCE)
    .$asScalar()
    .as('subscribers');
}

/** A subscription's billing cycle. */
export type BillingCycle = Tables['subscriptions']['billing_cycle'];

const present = (row: ProductRow & { subscribers: number }): AdminProduct => ({ ...presentProduct(row), subscribers: row.subscribers });
/** A package's columns from the admin's input (money in agorot, flags as 0/1). */
function columns(input: ProductInput): Omit<Insertable<Tables['products']>, 'created_at' | 'updated_at'> {
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
    ...textColumns(input.en, 'en'),
    ...textColumns(input.ar, 'ar'),
    ...textColumns(input.ru, 'ru'),
  };
}

/** The admin's SQL over packages and the subscriptions that hold them. */
export function adminProductsRepo(query: QueryBuilder) {
  const products = () => query.selectFrom('products as p').select(PRODUCT_COLUMNS).select(subscribers);

  return {
    list: async (): Promise<AdminProduct[]> => (await products().orderBy('p.sort_order').orderBy('p.id').execute()).map(present),
    find: async (id: number): Promise<AdminProduct | undefined> => {
      const row = await products().where('p.id', '=', id).executeTakeFirst();
      return row && present(row);
    },
    create: async (input: ProductInput, now: string): Promise<number> =>
      (await query.insertInto('products').values({ ...columns(input), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, input: ProductInput, now: string): Promise<void> => {
      await query.updateTable('products').set({ ...columns(input), updated_at: now }).where('id', '=', id).execute();
    },
    /** Whether any subscription, in force or past, names the package (the table's foreign key keeps it then). */
    everUsed: async (id: number): Promise<boolean> =>
      (await query.selectFrom('subscriptions').select('id').where('product_id', '=', id).limit(ONE_ROW).executeTakeFirst()) !== undefined,
    remove: async (id: number): Promise<void> => {
      await query.deleteFrom('products').where('id', '=', id).execute();
    },
    /** The subscriptions in force on a package. */
    holders: (productId: number): Promise<{ id: number; user_id: number; billing_cycle: BillingCycle }[]> =>
      query.selectFrom('subscriptions').select(['id', 'user_id', 'billing_cycle']).where('product_id', '=', productId).where('status', 'in', IN_FORCE).execute(),
    moveSubscription: async (subscriptionId: number, productId: number, billingCycle: BillingCycle, now: string): Promise<void> => {
      await query.updateTable('subscriptions').set({ product_id: productId, billing_cycle: billingCycle, updated_at: now }).where('id', '=', subscriptionId).execute();
    },
  };
}
