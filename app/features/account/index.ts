/** The account feature's public surface. */
export { planName } from './plan-name';
export { accountQueryOptions, useAccount } from './api/get-account';
