import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MESSAGES } from '../../shared/contract/account';
import type { QueryBuilder } from '../../db/query-builder';
import type { Config } from '../config';
import { newLinkToken, tokenDigest } from '../auth/link-token';
import { conflict, HttpError } from '../http/http-error';
import type { Mailer } from '../mail/mailer';
import { pageInLanguage } from '../mail/compose';
import { sessionsRepo } from '../sessions/repo';
import { DuplicateUserError, usersRepo, type UserRow } from '../users/repo';
import { emailChangedNotice, emailChangeMail } from './email-change-mail';

const linkInvalid = () => new HttpError(410, 'email_change_invalid', EMAIL_CHANGE_MESSAGES.invalid);
const takenMeanwhile = () => conflict(EMAIL_CHANGE_MESSAGES.takenMeanwhile, 'email_taken');

/**
 * Changes of an account's address, each waiting for the link mailed to the new address. The account keeps its address
 * (for signing in, Google and invitations) until the link is opened; opening it proves the mailbox, whoever opens it.
 */
export function emailChanges(query: QueryBuilder, { mailer, config }: { mailer: Mailer; config: Pick<Config, 'publicUrl'> }) {
  const users = usersRepo(query);
  const sessions = sessionsRepo(query);

  return {
    /**
     * Mails the new address a link that changes the account's address to it, replacing any change still waiting.
     * `sessionId` is the session that asked: it stays signed in when the address changes.
     */
    async request(user: UserRow, email: string, sessionId: string | undefined, now = new Date()): Promise<void> {
      const token = newLinkToken();
      const change = {
        email,
        token_hash: tokenDigest(token),
        session_id: sessionId ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000).toISOString(),
      };
      await query
        .insertInto('email_changes')
        .values({ user_id: user.id, ...change })
        .onConflict((conflicting) => conflicting.column('user_id').doUpdateSet(change))
        .execute();
      await mailer.send(emailChangeMail(email, { name: user.display_name || user.username, locale: user.locale, link: pageInLanguage(config.publicUrl, `/confirm-email?token=${token}`, user.locale) }));
    },

    /** Forgets the account's waiting change: its link stops working. */
    async cancel(userId: number): Promise<void> {
      await query.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    },

    /**
     * Opens a link: the account's address becomes the new one, the link is used up, every other session of the account
     * ends (the one that asked stays), and the previous address is told. 410 for a link that is not waiting (used,
     * replaced, cancelled, expired); 409 when the address belongs to another account by now.
     */
    async confirm(token: string, now = new Date()): Promise<{ previous: string; email: string }> {
      const tokenHash = tokenDigest(token);
      const change = await query.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now.toISOString()).executeTakeFirst();
      const user = change && (await users.findById(change.user_id));
      if (!change || !user) throw linkInvalid();
      const holder = await users.findByEmail(change.email);
      if (holder && holder.id !== user.id) throw takenMeanwhile();
      await query.transaction().execute(async (trx) => {
        // Whoever removes the waiting change makes it: a second opening of the link finds none.
        const taken = await trx.deleteFrom('email_changes').where('user_id', '=', user.id).where('token_hash', '=', tokenHash).executeTakeFirst();
        if (Number(taken.numDeletedRows) !== 1) throw linkInvalid();
        try {
          await usersRepo(trx).updateEmail(user.id, change.email);
        } catch (err) {
          // Another account took the address between the check and this write.
          if (err instanceof DuplicateUserError) throw takenMeanwhile();
          throw err;
        }
      });
      // The address is how the account is reached and recovered: whoever was signed in elsewhere is signed out.
      await sessions.endOthers(user.id, change.session_id ?? undefined);
      await mailer.send(emailChangedNotice(user.email, { name: user.display_name || user.username, locale: user.locale, newEmail: change.email, contactLink: pageInLanguage(config.publicUrl, '/contact', user.locale) }));
      return { previous: user.email, email: change.email };
    },
  };
}

/** The email changes as returned by emailChanges(). */
export type EmailChanges = ReturnType<typeof emailChanges>;
