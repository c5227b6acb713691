import { accountSchema, type Account, type ChangeEmailInput } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ACCOUNT_KEY } from './get-account';

/** PUT /api/account/email, confirmed with the current password; answers the account. */
export async function changeEmail(input: ChangeEmailInput): Promise<Account> {
  return answer(await request('PUT', `${ACCOUNT_KEY}/email`, input), import.meta.env.DEV && accountSchema);
}
