import type { ConfirmIdentityInput } from '../../../../shared/contract/security';
import { request } from '../../../lib/api';
import { ACCOUNT_KEY } from './get-account';

/** POST /api/account/google-link: the password lets the sign-in at Google that follows connect its identity. */
export async function confirmGoogleLink(input: ConfirmIdentityInput): Promise<void> {
  await request('POST', `${ACCOUNT_KEY}/google-link`, input);
}
