import { accountSchema, emailChangedSchema, type Account, type ChangeEmailInput, type EmailChanged } from '../../../../shared/contract/account';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ACCOUNT_KEY } from './get-account';

/** PUT /api/account/email, confirmed with the current password: mails the new address a link; answers the account. */
export async function changeEmail(input: ChangeEmailInput): Promise<Account> {
  return answer(await request('PUT', `${ACCOUNT_KEY}/email`, input), import.meta.env.DEV && accountSchema);
}

/** DELETE /api/account/email-change: the waiting change is cancelled and its link stops working; answers the account. */
export async function cancelEmailChange(): Promise<Account> {
  return answer(await request('DELETE', `${ACCOUNT_KEY}/email-change`), import.meta.env.DEV && accountSchema);
}

/** POST /api/account/email/confirm: the link mailed to the new address, opened. */
export async function confirmEmailChange(token: string): Promise<EmailChanged> {
  return answer(await request('POST', `${ACCOUNT_KEY}/email/confirm`, { token }), import.meta.env.DEV && emailChangedSchema);
}
