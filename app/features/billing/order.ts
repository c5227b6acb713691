import type { Product } from '../../../shared/contract/products';
import { MAX_TEAM_SEATS } from '../../../shared/contract/team-seats';
import { isPaidPlan, isTeamPlan, yearlySavingPercent } from './packages';

/** How often a subscription is billed (the toggle defaults to yearly). */
export type BillingCycle = 'monthly' | 'yearly';

/** What can be bought at checkout: a subscription plan or printed NFC cards. */
export type CheckoutType = 'subscription' | 'nfc_card';

/** The most printed cards one order may hold (as the physical-card order form allows). */
export const MAX_CARD_QUANTITY = 100;

/** The checkout's address state beyond the path: cycle, quantity (printed cards), seats (the team plan) and, on bare /checkout, type and id. */
export interface CheckoutSearch {
  type?: CheckoutType;
  id?: number;
  cycle?: BillingCycle;
  quantity?: number;
  seats?: number;
}

/** What the visitor is about to pay for: `quantity` counts printed cards, or a team plan's seats. */
export interface CheckoutOrder {
  type: CheckoutType;
  productId: number;
  cycle: BillingCycle;
  quantity: number;
}

/** An order's amounts, in agorot, as the summary lists them. */
export interface OrderSummary {
  productName: string;
  cycle: BillingCycle | null;
  /** Printed cards, or the seats of a team plan (then `unitPrice` is a seat's). */
  quantity: number;
  perSeat: boolean;
  unitPrice: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/**
 * A plan's price for a cycle, in shekels as the products carry them. Billed yearly for less than twelve months cost,
 * `regular` is 12 × monthly and `saving` the percent saved (100 − yearly / (12 × monthly) × 100, rounded); both null otherwise.
 */
export interface PlanPrice {
  amount: number;
  cycle: BillingCycle;
  regular: number | null;
  saving: number | null;
}

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

const asCheckoutType = (value: unknown): CheckoutType | undefined => (value === 'subscription' || value === 'nfc_card' ? value : undefined);

/** Reads the checkout's search parameters, dropping anything malformed. */
export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const type = asCheckoutType(search.type);
  const id = positiveInteger(search.id);
  const cycle = search.cycle === 'monthly' || search.cycle === 'yearly' ? search.cycle : undefined;
  const quantity = positiveInteger(search.quantity);
  const seats = positiveInteger(search.seats);
  return {
    ...(type && { type }),
    ...(id && { id }),
    ...(cycle && { cycle }),
    ...(quantity && quantity <= MAX_CARD_QUANTITY && { quantity }),
    ...(seats && seats <= MAX_TEAM_SEATS && { seats }),
  };
}

/** The order named by /checkout/{type}/{id} or /checkout?type=&id=, or null when it names nothing buyable. */
export function checkoutOrder(type: unknown, id: unknown, search: CheckoutSearch): CheckoutOrder | null {
  const checkoutType = asCheckoutType(type);
  const productId = positiveInteger(id);
  if (!checkoutType || !productId) return null;
  return { type: checkoutType, productId, cycle: search.cycle ?? 'yearly', quantity: (checkoutType === 'nfc_card' ? search.quantity : search.seats) ?? 1 };
}

/** A plan's price for a billing cycle, with the regular yearly price and the saving when yearly billing saves money. */
export function planPrice(product: Pick<Product, 'monthlyPrice' | 'yearlyPrice'>, cycle: BillingCycle): PlanPrice {
  if (cycle === 'monthly') return { amount: product.monthlyPrice, cycle, regular: null, saving: null };
  const regular = product.monthlyPrice * 12;
  const saves = regular > product.yearlyPrice && product.yearlyPrice > 0;
  return { amount: product.yearlyPrice, cycle, regular: saves ? regular : null, saving: saves ? yearlySavingPercent(product) : null };
}

/** Shekels as agorot, the unit all sums are made in. */
export const toAgorot = (shekels: number): number => Math.round(shekels * 100);

/** The amounts of an order for a product, or null when the product cannot be bought that way (the free plan, a type mismatch). */
export function orderSummary(product: Product, order: CheckoutOrder): OrderSummary | null {
  if (order.type === 'subscription' ? !isPaidPlan(product) : product.packageType !== 'nfc_card') return null;
  // A printed card is a one-off purchase whose price the products keep as the yearly price.
  const unitPrice = toAgorot(order.type === 'subscription' ? planPrice(product, order.cycle).amount : product.yearlyPrice);
  if (unitPrice <= 0) return null;
  // One account's plan is one; the team plan is paid per seat, printed cards per card.
  const perSeat = order.type === 'subscription' && isTeamPlan(product);
  const quantity = order.type === 'subscription' && !perSeat ? 1 : order.quantity;
  const subtotal = unitPrice * quantity;
  // Subscriptions ship nothing and printed cards ship free: no order carries a shipping charge.
  const shipping = 0;
  return {
    productName: product.name,
    cycle: order.type === 'subscription' ? order.cycle : null,
    quantity,
    perSeat,
    unitPrice,
    subtotal,
    shipping,
    total: subtotal + shipping,
  };
}
