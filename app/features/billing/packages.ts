import { shownPackageLanguage, type Product } from '../../../shared/contract/products';
import { request } from '../../lib/api';
import { answer, fieldsOf } from '../../lib/answer';
import type { Language } from '../../i18n';

/** GET /api/products: every active product, also the query key of the list (kept here, in the landing page's first load without zod). */
export const PRODUCTS_KEY = '/api/products';

/** GET /api/home-products: the products the landing page shows, also the query key of that list. */
export const HOME_PRODUCTS_KEY = '/api/home-products';

/** A package card lists at most this many feature lines. */
export const MAX_FEATURE_LINES = 5;

/** True for a plan a customer pays for, by the month or by the year (the API's `monthly` and `annual` types alike, and the team plan). */
export function isPaidPlan(product: Pick<Product, 'packageType'>): boolean {
  return product.packageType === 'monthly' || product.packageType === 'annual' || product.packageType === 'team';
}

/** True for the team plan, whose prices are per seat (one seat for each member of the organisation, the owner included). */
export function isTeamPlan(product: Pick<Product, 'packageType'>): boolean {
  return product.packageType === 'team';
}

/**
 * The package with its texts in `language`: where an admin has not written them in that language (no name), its
 * English ones; a package an admin made before packages had English texts keeps its Hebrew ones, rather than
 * showing none.
 */
export function inLanguage<T extends Product>(product: T, language: Language): T {
  const shown = shownPackageLanguage(language, { en: product.en.name, ar: product.ar.name, ru: product.ru.name });
  if (shown === 'he') return product;
  const texts = product[shown];
  return {
    ...product,
    name: texts.name,
    description: texts.description,
    features: texts.features,
    benefit1: texts.benefit1,
    benefit2: texts.benefit2,
    benefit3: texts.benefit3,
    benefit4: texts.benefit4,
    benefit5: texts.benefit5,
  };
}

/** Packages for the landing page: shown at home, active, by sortOrder. */
export function homePackages(products: readonly Product[]): Product[] {
  return products
    .filter((product) => (product.showAtHome || product.show_at_home) && product.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Yearly saving of a package in percent: 100 − yearly / (12 × monthly) × 100, rounded; null without both prices. */
export function yearlySavingPercent(product: Pick<Product, 'monthlyPrice' | 'yearlyPrice'>): number | null {
  if (product.monthlyPrice <= 0 || product.yearlyPrice <= 0) return null;
  return Math.round(100 - (product.yearlyPrice / (12 * product.monthlyPrice)) * 100);
}

/** The average yearly saving across packages, shown in the billing toggle; null when no package saves anything yearly. */
export function averageYearlySaving(products: readonly Product[]): number | null {
  const savings = products.map(yearlySavingPercent).filter((value): value is number => value !== null && value > 0);
  if (savings.length === 0) return null;
  return Math.round(savings.reduce((sum, value) => sum + value, 0) / savings.length);
}

/** A package's feature lines: its features, then benefit1..5, at most five, no blanks. */
export function featureLines(product: Product): string[] {
  const benefits = [product.benefit1, product.benefit2, product.benefit3, product.benefit4, product.benefit5];
  return [...product.features, ...benefits]
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .slice(0, MAX_FEATURE_LINES);
}

/** A product list answer: a list, without entries that are not products (in development, checked whole). */
async function asProductList(data: unknown): Promise<Product[]> {
  if (!Array.isArray(data)) throw new TypeError('product list expected');
  const list = data.filter((item) => typeof fieldsOf(item).id === 'number');
  // The landing page's first load: the schema comes by a dynamic import, which the production build never runs.
  return answer(list, import.meta.env.DEV && (await import('../../../shared/contract/products')).productListSchema);
}

/** GET /api/home-products, or /api/products kept to showAtHome when that fails. */
export async function fetchHomePackages(): Promise<Product[]> {
  try {
    return homePackages(await asProductList(await request('GET', HOME_PRODUCTS_KEY)));
  } catch {
    return homePackages(await asProductList(await request('GET', PRODUCTS_KEY)));
  }
}

/** Query options for the landing page's packages. */
export const homePackagesQuery = {
  queryKey: [HOME_PRODUCTS_KEY],
  queryFn: fetchHomePackages,
  retry: false,
} as const;
