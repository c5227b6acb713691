import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, type Product } from '../../shared/contract/products';
import { startTestServer, type TestServer } from '../helpers/server';
import { run, sql } from '../helpers/sql';

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

const HEBREW_LETTER = /[\u0590-\u05FF]/;

/** Every text a package shows, in one language. */
const textsOf = (texts: Pick<Product, 'name' | 'description' | 'features' | 'benefit1' | 'benefit2' | 'benefit3' | 'benefit4' | 'benefit5'>) =>
  [texts.name, texts.description, ...texts.features, texts.benefit1, texts.benefit2, texts.benefit3, texts.benefit4, texts.benefit5].filter(
    (text): text is string => text !== null,
  );

describe('GET /api/home-products', () => {
  it('lists one catalogue: the free basic plan, the paid plan and the team plan (a seat\'s price) with their monthly and yearly prices, in shekels', async () => {
    const products = await list('/api/home-products');
    expect(products.map((p) => [p.name, p.en.name, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['בסיסי', 'Basic', 0, 0],
      ['מקצועי', 'Pro', 40, 300],
      ['צוות', 'Team', 35, 260],
    ]);
    for (const p of products) {
      expect(p.isActive && p.showAtHome && p.show_at_home).toBe(true);
      expect(p.features.length).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.isPopular).map((p) => p.en.name)).toEqual(['Pro']);
  });

  it('names no plan after a billing cycle and claims no price its numbers contradict', async () => {
    for (const p of await list('/api/home-products')) {
      expect([p.name, p.en.name]).not.toEqual(expect.arrayContaining(['חודשי', 'שנתי', 'Monthly', 'Yearly', 'Annual']));
      for (const text of [...textsOf(p), ...textsOf(p.en)]) expect(text).not.toMatch(/₪|%/);
    }
  });

  it('carries every text in both languages: Hebrew in the plain fields, English with no Hebrew letter in `en`', async () => {
    for (const p of await list('/api/products')) {
      expect(textsOf(p).every((text) => HEBREW_LETTER.test(text))).toBe(true);
      expect(textsOf(p.en)).toHaveLength(textsOf(p).length);
      expect(textsOf(p.en).filter((text) => HEBREW_LETTER.test(text))).toEqual([]);
    }
  });

  it('carries the seeded packages in Arabic and Russian too, each text in its own letters', async () => {
    const products = await list('/api/products');
    expect(products.map((p) => [p.ar.name, p.ru.name])).toEqual([
      ['أساسي', 'Базовый'],
      ['احترافي', 'Профи'],
      ['فريق', 'Команда'],
      ['بطاقة NFC', 'NFC-карта'],
    ]);
    for (const p of products) {
      expect(textsOf(p.ar)).toHaveLength(textsOf(p).length);
      expect(textsOf(p.ru)).toHaveLength(textsOf(p).length);
      expect(textsOf(p.ar).every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
      expect(textsOf(p.ru).every((text) => /[А-Яа-яЁё]/.test(text))).toBe(true);
    }
  });

  it('leaves out inactive and hidden packages and follows sortOrder changes', async () => {
    await run(server.query, sql`UPDATE products SET sort_order = 0 WHERE seed_key = 'pro'`);
    expect((await list('/api/home-products')).map((p) => p.en.name)).toEqual(['Pro', 'Basic', 'Team']);
    await run(server.query, sql`UPDATE products SET is_active = 0 WHERE seed_key = 'basic'`);
    await run(server.query, sql`UPDATE products SET show_at_home = 0 WHERE seed_key = 'team'`);
    expect((await list('/api/home-products')).map((p) => p.en.name)).toEqual(['Pro']);
    await run(server.query, sql`UPDATE products SET show_at_home = 1 WHERE seed_key = 'team'`);
    await run(server.query, sql`UPDATE products SET is_active = 1 WHERE seed_key = 'basic'`);
    await run(server.query, sql`UPDATE products SET sort_order = 2 WHERE seed_key = 'pro'`);
  });
});

describe('the package lists as caches keep them', () => {
  it('show a package edited in the database on the next request, and a revalidation with the new ETag gets 304', async () => {
    const before = await fetch(server.url + '/api/home-products');
    const { id, name } = ((await before.json()) as { id: number; name: string }[])[0]!;
    await run(server.query, sql`UPDATE products SET name = ${'חבילה ששונתה'} WHERE id = ${id}`);
    // The list is kept until the database changes, which is read once per event-loop turn.
    await new Promise((resolve) => setImmediate(resolve));
    const after = await fetch(server.url + '/api/home-products');
    const products = (await after.json()) as { id: number; name: string }[];
    expect(products.find((p) => p.id === id)?.name).toBe('חבילה ששונתה');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.headers.get('cache-control')).toBe('public, max-age=60');
    // As a browser revalidates (fetch would add `no-cache`, which asks for a full answer).
    const revalidated = await fetch(server.url + '/api/home-products', { headers: { 'if-none-match': after.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(revalidated.status).toBe(304);
    await run(server.query, sql`UPDATE products SET name = ${name} WHERE id = ${id}`);
  });
});

describe('GET /api/products', () => {
  it('lists every active package including ones not shown at home', async () => {
    const products = await list('/api/products');
    expect(products.map((p) => p.packageType)).toEqual(['basic', 'annual', 'team', 'nfc_card']);
    expect(products.find((p) => p.packageType === 'nfc_card')).toMatchObject({ showAtHome: false, en: { name: 'NFC card' } });
  });
});
