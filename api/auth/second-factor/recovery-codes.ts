import { randomBytes } from 'node:crypto';
import type { QueryBuilder } from '../../../db/query-builder';
import { RECOVERY_CODE_COUNT } from '../../../shared/contract/security';
import { tokenDigest } from '../link-token';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 letters and digits of base32 (80 random bits), shown in groups of four: `ABCD-EFGH-2345-WXYZ`. */
function newCode(): string {
  const letters = [...randomBytes(16)].map((byte) => BASE32[byte & 31]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** The form a code is stored and compared in: capitals, without dashes or spaces. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** One-time recovery codes, stored as SHA-256 digests and deleted when used. */
export function recoveryCodes(query: QueryBuilder) {
  return {
    /** Replaces the account's codes with new ones: the only plain copies, to show once. */
    async replace(userId: number, now = new Date()): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
      await query.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await query
        .insertInto('recovery_codes')
        .values(codes.map((code) => ({ user_id: userId, code_hash: tokenDigest(normalized(code)), created_at: now.toISOString() })))
        .execute();
      return codes;
    },
    /** Uses one code up: true when it was one of the account's, unused (of two parallel tries, one wins). */
    async use(userId: number, code: string): Promise<boolean> {
      const used = await query.deleteFrom('recovery_codes').where('user_id', '=', userId).where('code_hash', '=', tokenDigest(normalized(code))).executeTakeFirst();
      return used.numDeletedRows > 0n;
    },
    /** How many unused codes the account has. */
    async left(userId: number): Promise<number> {
      const { n } = await query.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    async removeAll(userId: number): Promise<void> {
      await query.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    },
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
