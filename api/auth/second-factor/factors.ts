import type { QueryBuilder } from '../../../db/query-builder';
import type { SecondFactorMethod } from '../../../shared/contract/security';
import type { Config } from '../../config';
import type { SecretSealer } from '../../sealed-secrets';
import { passkeysOf } from './passkeys';
import { recoveryCodes } from './recovery-codes';
import { totpFactors } from './totp';

/** An account's second factors: its authenticator app, its recovery codes and its passkeys. */
export function secondFactorsOf(query: QueryBuilder, config: Pick<Config, 'publicUrl'>, secrets: SecretSealer) {
  const totp = totpFactors(query, secrets);
  const recovery = recoveryCodes(query);
  const passkeys = passkeysOf(query, config);
  /** The second factors an account may finish signing in with (none: the password is enough). */
  const methods = async (userId: number): Promise<SecondFactorMethod[]> => {
    const found: SecondFactorMethod[] = [];
    if (await totp.enabled(userId)) found.push('totp');
    if ((await passkeys.count(userId)) > 0) found.push('passkey');
    return found;
  };
  return {
    totp,
    recovery,
    passkeys,
    methods,
    /** Whether signing in with the password alone is not enough: the account has an authenticator app or a passkey. */
    async enrolled(userId: number): Promise<boolean> {
      return (await methods(userId)).length > 0;
    },
    /** Checks a code wherever one is asked: a current code of the app, or an unused recovery code (used up by this). */
    checkCode(userId: number, code: string): Promise<boolean> {
      return /^\d{6}$/.test(code) ? totp.check(userId, code) : recovery.use(userId, code);
    },
  };
}

export type SecondFactors = ReturnType<typeof secondFactorsOf>;
