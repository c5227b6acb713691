/** The statistics feature's public surface: the refresh of its reports, for others that learn of a new lead. */
export { invalidateStats } from './api/invalidate-stats';
