import { accountSchema, type Account, type UpdateAccountInput } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ACCOUNT_KEY } from './get-account';

/** PATCH /api/account: display name, username and interface language; answers the account. */
export async function updateAccount(input: UpdateAccountInput): Promise<Account> {
  return answer(await request('PATCH', ACCOUNT_KEY, input), import.meta.env.DEV && accountSchema);
}
