/** The leads feature's public surface: where its lists are asked for, so others can refresh them. */
export { LEADS_PATH } from './queries';
