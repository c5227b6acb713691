/** The billing feature's public surface: what the landing page's prices and the admin's packages use. */
export { CycleToggle } from './CycleToggle';
export type { BillingCycle } from './order';
export { averageYearlySaving, homePackagesQuery, inLanguage } from './packages';
export { PlanCard } from './PlanCard';
