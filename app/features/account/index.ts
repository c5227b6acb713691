/** The account feature's public surface. */
export { planLabel, planName } from './plan-name';
export { accountQueryOptions, useAccount } from './api/get-account';
