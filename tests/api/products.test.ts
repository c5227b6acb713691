import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, type Product } from '../../api/contract/products';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function list(path: string): Promise<Product[]> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return productListSchema.parse(await response.json());
}

describe('GET /api/home-products', () => {
  it('lists the three seeded plans, active and shown at home, by sort order, in shekels', async () => {
    const products = await list('/api/home-products');
    expect(products.map((p) => [p.packageType, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['basic', 0, 0],
      ['monthly', 40, 480],
      ['annual', 40, 300],
    ]);
    for (const p of products) {
      expect(p.isActive && p.showAtHome && p.show_at_home).toBe(true);
      expect(p.features.length).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.isPopular).map((p) => p.packageType)).toEqual(['annual']);
  });

  it('leaves out inactive and hidden packages and follows sortOrder changes', async () => {
    server.db.prepare("UPDATE products SET sort_order = 0 WHERE package_type = 'annual'").run();
    server.db.prepare("UPDATE products SET is_active = 0 WHERE package_type = 'monthly'").run();
    const products = await list('/api/home-products');
    expect(products.map((p) => p.packageType)).toEqual(['annual', 'basic']);
    server.db.prepare("UPDATE products SET is_active = 1 WHERE package_type = 'monthly'").run();
    server.db.prepare("UPDATE products SET sort_order = 3 WHERE package_type = 'annual'").run();
  });
});

describe('GET /api/products', () => {
  it('lists every active package including ones not shown at home', async () => {
    const products = await list('/api/products');
    expect(products.map((p) => p.packageType)).toEqual(expect.arrayContaining(['basic', 'monthly', 'annual', 'nfc_card']));
    expect(products.find((p) => p.packageType === 'nfc_card')?.showAtHome).toBe(false);
  });
});
