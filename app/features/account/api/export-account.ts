import { ACCOUNT_KEY } from './get-account';

/** GET /api/account/export: everything kept about the account as one ZIP (cards, leads, visitors' files, statistics, webhooks). */
export const ACCOUNT_EXPORT_PATH = `${ACCOUNT_KEY}/export`;
