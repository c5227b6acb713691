import {
  accountSecuritySchema,
  recoveryCodesAnswerSchema,
  totpEnrolmentSchema,
  type AccountSecurity,
  type ConfirmIdentityInput,
  type DisableTotpInput,
  type NewRecoveryCodesInput,
  type SecondFactorInput,
  type TotpEnrolment,
} from '../../../../shared/contract/security';
import { answer } from '../../../lib/answer';
import { request } from '../../../lib/api';

/** `POST /api/account/totp`: starts an enrolment; the secret and its otpauth URI, shown this once. */
export async function startTotp(input: ConfirmIdentityInput): Promise<TotpEnrolment> {
  return answer(await request('POST', '/api/account/totp', input), import.meta.env.DEV && totpEnrolmentSchema);
}

/** `POST /api/account/totp/confirm`: the first code turns the app on; the recovery codes, shown this once. */
export async function confirmTotp(input: SecondFactorInput): Promise<string[]> {
  return answer(await request('POST', '/api/account/totp/confirm', input), import.meta.env.DEV && recoveryCodesAnswerSchema).recoveryCodes;
}

/** `POST /api/account/recovery-codes`: the password and a code replace the recovery codes; the new ones, shown this once. */
export async function newRecoveryCodes(input: NewRecoveryCodesInput): Promise<string[]> {
  return answer(await request('POST', '/api/account/recovery-codes', input), import.meta.env.DEV && recoveryCodesAnswerSchema).recoveryCodes;
}

/** `DELETE /api/account/totp/enrolment`: leaves the setup; the key shown no longer turns the app on. */
export async function cancelTotp(): Promise<void> {
  await request('DELETE', '/api/account/totp/enrolment');
}

/** `DELETE /api/account/totp`: the password and a code turn the app off. */
export async function disableTotp(input: DisableTotpInput): Promise<AccountSecurity> {
  return answer(await request('DELETE', '/api/account/totp', input), import.meta.env.DEV && accountSecuritySchema);
}

/**
 * What the browser's refusal to make a passkey means to the person: this device already holds one for the account
 * (the options name the account's passkeys, for the device to refuse a second), the prompt was cancelled or timed
 * out (WebAuthn does not tell the two apart), or anything else.
 */
export type PasskeyRefusal = 'already-registered' | 'cancelled' | 'failed';

/** The browser's refusal to make a passkey (its own message is English and technical: not for the screen). */
export class PasskeyCeremonyError extends Error {
  constructor(
    readonly refusal: PasskeyRefusal,
    options?: ErrorOptions,
  ) {
    super(`the browser made no passkey (${refusal})`, options);
    this.name = 'PasskeyCeremonyError';
  }
}

function refusalOf(error: unknown): PasskeyRefusal {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidStateError') return 'already-registered';
  return name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'failed';
}

/**
 * Registers a passkey: the server's options (after the password), the browser's ceremony, the server's check. The
 * browser's refusal is a PasskeyCeremonyError.
 */
export async function addPasskey(input: ConfirmIdentityInput & { name: string }): Promise<AccountSecurity> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = (await request('POST', '/api/account/passkeys/options', { password: input.password })) as Parameters<typeof startRegistration>[0]['optionsJSON'];
  const registration = await startRegistration({ optionsJSON }).catch((error: unknown) => {
    throw new PasskeyCeremonyError(refusalOf(error), { cause: error });
  });
  return answer(await request('POST', '/api/account/passkeys', { ...registration, name: input.name || undefined }), import.meta.env.DEV && accountSecuritySchema);
}

/** `DELETE /api/account/passkeys/{id}`: the password removes a passkey. */
export async function removePasskey(id: number, input: ConfirmIdentityInput): Promise<AccountSecurity> {
  return answer(await request('DELETE', `/api/account/passkeys/${id}`, input), import.meta.env.DEV && accountSecuritySchema);
}
