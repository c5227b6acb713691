/** The billing feature's public surface: what the landing page's prices and the admin's packages use. */
export { CycleToggle } from './CycleToggle';
export type { BillingCycle } from './order';
export { activeProductsQueryOptions } from './api/get-products';
export { HOME_PRODUCTS_KEY, PRODUCTS_KEY, averageYearlySaving, homePackagesQuery, inLanguage } from './packages';
export { PlanCard } from './PlanCard';
export { useSeatCheckout } from './seat-count';
