import { request } from '../../../lib/api';
import { ACCOUNT_KEY } from './get-account';

/** GET /api/account/export: everything kept about the user, sent as a JSON attachment. */
export async function exportAccount(): Promise<unknown> {
  const result = await request('GET', `${ACCOUNT_KEY}/export`);
  return result instanceof Response ? ((await result.json()) as unknown) : result;
}
