import type { Account } from '../../../api/contract/account';
import type { MessageKey } from '../../i18n';

/** How the user proves it is them: the password, or the username for an account without one (Google sign-up). */
export function confirmationField(account: Account, passwordLabel: MessageKey) {
  return account.hasPassword
    ? { label: passwordLabel, type: 'password', autoComplete: 'current-password' }
    : ({ label: 'account.confirmWithUsername', type: 'text', autoComplete: 'username' } as const);
}
