import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { dueWork } from '../due-work';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { cardContext } from './card-context';
import { outgoingMail, visitorLinks } from './outgoing';
import { leadMailRepo, type LeadMailRow } from './repo';
import { breachOf } from './rules';
import { emailHash, type VisitorTokens } from './tokens';

/** How often the queue is looked at for mails that fell due (a new lead or a send by hand wakes the worker at once). */
const POLL_MS = 2_000;
const BATCH = 10;
/** How long a claimed mail is this worker's; a node that dies mid-send leaves it to another after this. */
const CLAIM_LEASE_MS = 60_000;
/** Attempts before a mail the mail server keeps refusing is marked failed, and the pause after the first. */
const ATTEMPTS = 3;
const FIRST_RETRY_MS = 60_000;

/**
 * The worker that sends due mails to leads: it reads everything from the database (mails queued before a restart go
 * out after it; a morning's follow-ups wait there overnight), claims each batch in one statement so that the workers of
 * several nodes never send one mail twice, checks the rules again at the moment of sending (a refusal or a deleted
 * lead since it was queued stops it), and records what happened on the lead's timeline.
 */
export function leadMailWorker(
  query: QueryBuilder,
  { mailer, files, tokens, publicUrl, log }: { mailer: Mailer; files: FileStore; tokens: VisitorTokens; publicUrl: () => string; log: Logger },
) {
  const repo = leadMailRepo(query);

  async function send(row: LeadMailRow, now: Date): Promise<void> {
    const lead = await query.selectFrom('leads').select(['email', 'profile_id', 'marketing_consented_at']).where('id', '=', row.lead_id).executeTakeFirst();
    if (!lead) return;
    const refused = (await repo.refusalsOf(row.user_id, [emailHash(row.to_email)])).size > 0;
    const breach = breachOf({ kind: row.kind, marketing: row.marketing === 1 }, lead, refused);
    if (breach) return repo.settle(row.id, { status: 'refused', reason: breach, now: now.toISOString() });
    const owner = await query.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
    // The sender and the attached card as the mail speaks of them: the version of the card in the mail's language.
    const card = await cardContext(query, lead.profile_id, publicUrl(), row.language);
    const { refuseUrl } = visitorLinks(tokens, publicUrl(), { ownerId: row.user_id, email: row.to_email, language: row.language }, now);
    try {
      await mailer.send(await outgoingMail(row, { card, ownerEmail: owner.email, refuseUrl, files, publicUrl: publicUrl() }));
      await repo.settle(row.id, { status: 'sent', reason: null, now: new Date().toISOString() });
    } catch (error) {
      log.warn('mail to a lead not sent', { mail: row.id, attempt: row.attempts, error });
      if (row.attempts >= ATTEMPTS) return repo.settle(row.id, { status: 'failed', reason: 'send_error', now: new Date().toISOString() });
      await repo.retryAt(row.id, new Date(Date.now() + FIRST_RETRY_MS * 2 ** (row.attempts - 1)).toISOString());
    }
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const now = new Date();
      const batch = await repo.claimDue(now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(), BATCH);
      for (const row of batch) await send(row, now);
      if (batch.length < BATCH) return;
    }
  }

  // Started by api/index.ts; `sendDue` sends what is due once, now.
  return { ...dueWork(sendDue, { pollMs: POLL_MS, log, failure: 'mail to leads failed' }), sendDue };
}

export type LeadMailWorker = ReturnType<typeof leadMailWorker>;
