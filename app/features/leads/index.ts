/** The leads feature's public surface: the refresh of its lists, for others that learn of a new lead, and a lead's contact links. */
export { invalidateLeads } from './api/get-leads';
export { LeadContact } from './LeadContact';
