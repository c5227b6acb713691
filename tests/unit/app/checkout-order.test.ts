import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/contract/products';
import { checkoutOrder, orderSummary, parseCheckoutSearch, planPrice } from '../../../app/features/billing/order';

function product(overrides: Partial<Product>): Product {
  return {
    id: 3, name: 'מקצועי', description: '', monthlyPrice: 40, yearlyPrice: 300, features: [],
    benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null,
    isPopular: true, isActive: true, showAtHome: true, show_at_home: true, sortOrder: 2, packageType: 'annual',
    en: { name: 'Pro', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ar: { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ru: { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null },
    ...overrides,
  };
}

describe('checkout address', () => {
  it('reads type, id, cycle and quantity, dropping malformed values', () => {
    expect(parseCheckoutSearch({ type: 'subscription', id: '3', cycle: 'monthly', quantity: '2' })).toEqual({ type: 'subscription', id: 3, cycle: 'monthly', quantity: 2 });
    expect(parseCheckoutSearch({ type: 'gift', id: '-1', cycle: 'weekly', quantity: '101' })).toEqual({});
  });

  it('names an order from the path or the query, yearly by default, one item unless printed cards', () => {
    expect(checkoutOrder('subscription', '3', {})).toEqual({ type: 'subscription', productId: 3, cycle: 'yearly', quantity: 1 });
    expect(checkoutOrder('subscription', '3', { quantity: 5 })).toMatchObject({ quantity: 1 });
    expect(checkoutOrder('nfc_card', '4', { quantity: 5 })).toMatchObject({ type: 'nfc_card', quantity: 5 });
    expect(checkoutOrder(undefined, undefined, {})).toBeNull();
    expect(checkoutOrder('subscription', 'abc', {})).toBeNull();
  });
});

describe('plan price', () => {
  it('shows the yearly price against twelve monthly payments, and the saving worked out from both, when yearly saves money', () => {
    expect(planPrice(product({}), 'yearly')).toEqual({ amount: 300, cycle: 'yearly', regular: 480, saving: 38 });
    expect(planPrice(product({ yearlyPrice: 400 }), 'yearly')).toEqual({ amount: 400, cycle: 'yearly', regular: 480, saving: 17 });
    expect(planPrice(product({ yearlyPrice: 480 }), 'yearly')).toEqual({ amount: 480, cycle: 'yearly', regular: null, saving: null });
    expect(planPrice(product({}), 'monthly')).toEqual({ amount: 40, cycle: 'monthly', regular: null, saving: null });
  });
});

describe('order summary (agorot)', () => {
  it('charges a subscription by its cycle, with no shipping', () => {
    const yearly = orderSummary(product({}), { type: 'subscription', productId: 3, cycle: 'yearly', quantity: 1 });
    expect(yearly).toEqual({ productName: 'מקצועי', cycle: 'yearly', quantity: 1, perSeat: false, unitPrice: 30000, subtotal: 30000, shipping: 0, total: 30000 });
    expect(orderSummary(product({}), { type: 'subscription', productId: 3, cycle: 'monthly', quantity: 1 })?.total).toBe(4000);
  });

  it('multiplies printed cards by quantity and ships them free', () => {
    const card = product({ id: 4, name: 'כרטיס NFC', monthlyPrice: 0, yearlyPrice: 89.9, packageType: 'nfc_card' });
    expect(orderSummary(card, { type: 'nfc_card', productId: 4, cycle: 'yearly', quantity: 3 })).toEqual({
      productName: 'כרטיס NFC', cycle: null, quantity: 3, perSeat: false, unitPrice: 8990, subtotal: 26970, shipping: 0, total: 26970,
    });
  });

  it('charges the team plan per seat, and one account\'s plan once whatever seats the address asks for', () => {
    const team = product({ id: 5, name: 'צוות', monthlyPrice: 35, yearlyPrice: 260, packageType: 'team' });
    const order = checkoutOrder('subscription', '5', parseCheckoutSearch({ cycle: 'yearly', seats: '4' }))!;
    expect(order).toEqual({ type: 'subscription', productId: 5, cycle: 'yearly', quantity: 4 });
    expect(orderSummary(team, order)).toEqual({ productName: 'צוות', cycle: 'yearly', quantity: 4, perSeat: true, unitPrice: 26000, subtotal: 104000, shipping: 0, total: 104000 });
    expect(orderSummary(team, { ...order, cycle: 'monthly' })?.total).toBe(14000);
    expect(orderSummary(product({}), order)).toMatchObject({ quantity: 1, perSeat: false, total: 30000 });
    expect(parseCheckoutSearch({ seats: '501' })).toEqual({});
    expect(parseCheckoutSearch({ seats: '0' })).toEqual({});
  });

  it('refuses the free plan and a product bought as the wrong type', () => {
    expect(orderSummary(product({ packageType: 'basic', monthlyPrice: 0, yearlyPrice: 0 }), { type: 'subscription', productId: 3, cycle: 'yearly', quantity: 1 })).toBeNull();
    expect(orderSummary(product({}), { type: 'nfc_card', productId: 3, cycle: 'yearly', quantity: 1 })).toBeNull();
  });
});
