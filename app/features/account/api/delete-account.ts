import type { DeleteAccountInput } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { ACCOUNT_KEY } from './get-account';

/** DELETE /api/account, confirmed with the password. */
export function deleteAccount(input: DeleteAccountInput): Promise<unknown> {
  return request('DELETE', ACCOUNT_KEY, input);
}
