import type { QueryBuilder } from '../../../db/query-builder';
import type { SecretSealer } from '../../sealed-secrets';

/** otplib loads with the first code: a server that only serves cards never needs it. */
const otp = () => import('otplib');

/** How long an enrolment waits for its first code. */
const ENROLMENT_MS = 15 * 60 * 1000;

/** Codes one 30-second step early or late are accepted (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;

/** The name authenticator apps show above the account. */
const ISSUER = 'Kartis';

/**
 * Authenticator apps (TOTP, RFC 6238: HMAC-SHA1, 30 s, 6 digits). The secret is sealed at rest and shown once, at
 * enrolment; a code is accepted once: the step it belongs to is remembered, and no code of that step or an earlier one
 * is accepted again.
 */
export function totpFactors(query: QueryBuilder, box: SecretSealer) {
  const rowOf = (userId: number) => query.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();

  /** The step `code` belongs to, if it is a current code of `secret` newer than `afterStep`. */
  async function stepOf(sealedSecret: string, code: string, afterStep: number): Promise<number | undefined> {
    const { verify } = await otp();
    const result = await verify({ secret: box.open(sealedSecret), token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  return {
    /** Whether the account signs in with an authenticator app. */
    async enabled(userId: number): Promise<boolean> {
      return (await rowOf(userId))?.confirmed_at != null;
    },
    /** Starts an enrolment (replacing one not confirmed): the secret and the otpauth URI, shown this once. */
    async start(userId: number, label: string, now = new Date()): Promise<{ secret: string; otpauthUri: string }> {
      const { generateSecret, generateURI } = await otp();
      const secret = generateSecret();
      const row = { secret: box.seal(secret), confirmed_at: null, last_time_step: 0, created_at: now.toISOString() };
      await query
        .insertInto('totp_factors')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
      return { secret, otpauthUri: generateURI({ issuer: ISSUER, label, secret }) };
    },
    /** Confirms a started enrolment with its first code; false for a wrong code, undefined when none was started (or it lapsed). */
    async confirm(userId: number, code: string, now = new Date()): Promise<boolean | undefined> {
      const row = await rowOf(userId);
      if (!row || row.confirmed_at !== null || Date.parse(row.created_at) + ENROLMENT_MS < now.getTime()) return undefined;
      const step = await stepOf(row.secret, code, 0);
      if (step === undefined) return false;
      await query.updateTable('totp_factors').set({ confirmed_at: now.toISOString(), last_time_step: step }).where('user_id', '=', userId).execute();
      return true;
    },
    /** Whether `code` is a current code of the account's app not used before; accepting it uses it up (parallel tries included). */
    async check(userId: number, code: string): Promise<boolean> {
      const row = await rowOf(userId);
      if (!row || row.confirmed_at === null) return false;
      const step = await stepOf(row.secret, code, row.last_time_step);
      if (step === undefined) return false;
      const taken = await query
        .updateTable('totp_factors')
        .set({ last_time_step: step })
        .where('user_id', '=', userId)
        .where('last_time_step', '<', step)
        .executeTakeFirst();
      return taken.numUpdatedRows > 0n;
    },
    /** Forgets an enrolment started and not confirmed (its owner left the setup); an app that is on stays on. */
    async forgetEnrolment(userId: number): Promise<void> {
      await query.deleteFrom('totp_factors').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
    },
    /** Turns the app off (and forgets a started enrolment). */
    async remove(userId: number): Promise<void> {
      await query.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    },
  };
}

export type TotpFactors = ReturnType<typeof totpFactors>;
