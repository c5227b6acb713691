import type { ChangePasswordInput } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { ACCOUNT_KEY } from './get-account';

/** PUT /api/account/password; the answer may carry a `message` for the owner. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return request('PUT', `${ACCOUNT_KEY}/password`, input);
}
