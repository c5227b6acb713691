import { SECURITY_MESSAGES } from '../../../shared/contract/security-messages';
import type { MessageKey } from '../../i18n';

const KEYS: Partial<Record<string, MessageKey>> = {
  [SECURITY_MESSAGES.resetRequested]: 'security.resetRequested',
  [SECURITY_MESSAGES.resetLinkInvalid]: 'security.resetLinkInvalid',
  [SECURITY_MESSAGES.passwordReset]: 'security.passwordReset',
  [SECURITY_MESSAGES.passwordsMismatch]: 'security.passwordsMismatch',
  [SECURITY_MESSAGES.secondFactorExpired]: 'security.secondFactorExpired',
  [SECURITY_MESSAGES.codeInvalid]: 'security.codeInvalid',
  [SECURITY_MESSAGES.codeFormat]: 'security.codeFormat',
  [SECURITY_MESSAGES.totpAlreadyEnabled]: 'security.totpAlreadyEnabled',
  [SECURITY_MESSAGES.totpNotStarted]: 'security.totpNotStarted',
  [SECURITY_MESSAGES.passkeyInvalid]: 'security.passkeyInvalid',
  [SECURITY_MESSAGES.passkeyLimit]: 'security.passkeyLimit',
  [SECURITY_MESSAGES.adminSecondFactor]: 'security.adminSecondFactor',
};

/** A server text of the security contract (Hebrew) in the language shown; any other text as it came. */
export function securityText(t: (key: MessageKey) => string, message: string): string {
  const key = KEYS[message];
  return key ? t(key) : message;
}
