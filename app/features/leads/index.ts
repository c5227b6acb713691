/** The leads feature's public surface: where its lists are asked for, so others can refresh them, and a lead's contact links. */
export { LEADS_PATH } from './queries';
export { LeadContact } from './LeadContact';
