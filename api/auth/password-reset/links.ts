import type { QueryBuilder } from '../../../db/query-builder';
import { RESET_LINK_MINUTES } from '../../../shared/contract/security';
import { newLinkToken, tokenDigest } from '../link-token';

/** Password-reset links: one open link per account, valid RESET_LINK_MINUTES, used once; only the token's digest is kept. */
export function passwordResetLinks(query: QueryBuilder) {
  return {
    /** A new link for the account (its earlier ones stop working); returns the token the link carries. */
    async create(userId: number, now = new Date()): Promise<string> {
      const token = newLinkToken();
      await query.deleteFrom('password_resets').where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', now.getTime())])).execute();
      await query
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: tokenDigest(token), created_at: now.toISOString(), expires_at: now.getTime() + RESET_LINK_MINUTES * 60_000 })
        .execute();
      return token;
    },
    /** Uses a link up: the account it was for while it works, else undefined (of two parallel uses, one wins). */
    async use(token: string, now = new Date()): Promise<number | undefined> {
      const used = await query
        .deleteFrom('password_resets')
        .where('token_hash', '=', tokenDigest(token))
        .where('expires_at', '>', now.getTime())
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return undefined;
      await query.deleteFrom('password_resets').where('user_id', '=', used.user_id).execute();
      return used.user_id;
    },
  };
}

export type PasswordResetLinks = ReturnType<typeof passwordResetLinks>;
