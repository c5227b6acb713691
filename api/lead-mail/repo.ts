import type { Insertable, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { LeadMail, LeadMailKind, LeadMailReason, LeadMailStatus } from '../../shared/contract/lead-mail';
import type { CardLanguage } from '../../shared/contract/card-languages';

/** A `follow_up_templates` row. */
export type TemplateRow = Selectable<Tables['follow_up_templates']>;

/** A `lead_mails` row. */
export type LeadMailRow = Omit<Selectable<Tables['lead_mails']>, 'reason'> & { reason: LeadMailReason | null };

/** A mail to queue: due at `dueAt`, or settled at once as refused (`reason`) when the rules already forbid it. */
export interface NewLeadMail {
  leadId: number;
  userId: number;
  kind: LeadMailKind;
  marketing: boolean;
  toEmail: string;
  language: CardLanguage;
  subject: string;
  body: string;
  dueAt: string;
  refusedFor?: LeadMailReason;
  now: string;
}

/** What a mail's row says of it, as it is queued now. */
function mailColumns(mail: NewLeadMail): Omit<Insertable<Tables['lead_mails']>, 'id' | 'lead_id' | 'user_id' | 'kind' | 'attempts'> {
  return {
    marketing: mail.marketing ? 1 : 0,
    to_email: mail.toEmail,
    language: mail.language,
    subject: mail.subject,
    body: mail.body,
    status: mail.refusedFor ? 'refused' : 'pending',
    reason: mail.refusedFor ?? null,
    due_at: mail.dueAt,
    next_attempt_at: mail.refusedFor ? null : mail.dueAt,
    created_at: mail.now,
    settled_at: mail.refusedFor ? mail.now : null,
  };
}

export function presentLeadMail(row: LeadMailRow): LeadMail {
  return {
    id: row.id,
    kind: row.kind,
    marketing: row.marketing === 1,
    toEmail: row.to_email,
    language: row.language,
    subject: row.subject,
    body: row.body,
    status: row.status,
    reason: row.reason,
    dueAt: row.due_at,
    settledAt: row.settled_at,
    createdAt: row.created_at,
  };
}

/** SQL access to follow-up templates, the queue and record of mails to leads, and refusals. */
export function leadMailRepo(query: QueryBuilder) {
  return {
    template: (profileId: number) => query.selectFrom('follow_up_templates').selectAll().where('profile_id', '=', profileId).executeTakeFirst() as Promise<TemplateRow | undefined>,

    async saveTemplate(row: TemplateRow): Promise<void> {
      const { profile_id: _, ...changes } = row;
      await query.insertInto('follow_up_templates').values(row).onConflict((conflict) => conflict.column('profile_id').doUpdateSet(changes)).execute();
    },

    enqueue(mail: NewLeadMail): Promise<LeadMailRow> {
      return query
        .insertInto('lead_mails')
        .values({ lead_id: mail.leadId, user_id: mail.userId, kind: mail.kind, ...mailColumns(mail) })
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<LeadMailRow>;
    },

    /**
     * Makes the lead's follow-up that no worker has claimed yet (one waiting for its morning) this one, in one
     * statement, so that a worker's claim and this cannot both have it. Returns it, or nothing when none waits.
     */
    async takeWaitingFollowUp(mail: NewLeadMail): Promise<LeadMailRow | undefined> {
      return (await query
        .updateTable('lead_mails')
        .set(mailColumns(mail))
        .where('lead_id', '=', mail.leadId)
        .where('kind', '=', 'follow_up')
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .returningAll()
        .executeTakeFirst()) as LeadMailRow | undefined;
    },

    /**
     * Queues a follow-up unless one of the lead's already waits to be sent (being sent, or waiting to retry): the
     * database keeps one waiting per lead, so this and a worker's send cannot make two. Returns it, or nothing.
     */
    async enqueueUnlessOneWaits(mail: NewLeadMail): Promise<LeadMailRow | undefined> {
      return (await query
        .insertInto('lead_mails')
        .values({ lead_id: mail.leadId, user_id: mail.userId, kind: mail.kind, ...mailColumns(mail) })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst()) as LeadMailRow | undefined;
    },

    /** The lead's newest follow-up. */
    latestFollowUp: (leadId: number) =>
      query.selectFrom('lead_mails').selectAll().where('lead_id', '=', leadId).where('kind', '=', 'follow_up').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow() as Promise<LeadMailRow>,

    /**
     * Takes up to `limit` mails due at `now`, oldest first, for this worker alone: one statement moves their next attempt
     * to `leaseUntil`, so no other node's worker finds them due while they are sent (PostgreSQL skips rows another is
     * claiming), and a worker that dies mid-send leaves them due again once the lease runs out.
     */
    async claimDue(now: string, leaseUntil: string, limit: number): Promise<LeadMailRow[]> {
      const oldestDue = query
        .selectFrom('lead_mails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      const claimed = (await query
        .updateTable('lead_mails')
        .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', engineOf(query) === 'postgres' ? oldestDue.forUpdate().skipLocked() : oldestDue)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .returningAll()
        .execute()) as LeadMailRow[];
      return claimed.sort((a, b) => a.id - b.id);
    },

    async settle(id: number, outcome: { status: Exclude<LeadMailStatus, 'pending'>; reason: LeadMailReason | null; now: string }): Promise<void> {
      await query.updateTable('lead_mails').set({ status: outcome.status, reason: outcome.reason, next_attempt_at: null, settled_at: outcome.now }).where('id', '=', id).execute();
    },

    async retryAt(id: number, at: string): Promise<void> {
      await query.updateTable('lead_mails').set({ next_attempt_at: at }).where('id', '=', id).execute();
    },

    ofLead: (leadId: number) => query.selectFrom('lead_mails').selectAll().where('lead_id', '=', leadId).orderBy('id').execute() as Promise<LeadMailRow[]>,

    /** Every mail to the user's leads, oldest first (the account's export). */
    ofUser: (userId: number) => query.selectFrom('lead_mails').selectAll().where('user_id', '=', userId).orderBy('id').execute() as Promise<LeadMailRow[]>,

    /**
     * Who a refusal of the owner's mail binds: the owner, while the account exists, and every other account holding a
     * lead of the address that came through one of the owner's cards.
     */
    async refusersOf(ownerId: number, emailLower: string): Promise<number[]> {
      const owner = await query.selectFrom('users').select('id').where('id', '=', ownerId).execute();
      const holders = await query
        .selectFrom('leads')
        .innerJoin('profiles', 'profiles.id', 'leads.profile_id')
        .select('leads.user_id')
        .distinct()
        .where('profiles.user_id', '=', ownerId)
        .where('leads.user_id', '<>', ownerId)
        .where((eb) => eb(eb.fn('lower', ['leads.email']), '=', emailLower))
        .execute();
      return [...owner.map((row) => row.id), ...holders.map((row) => row.user_id)];
    },

    /** Records that the address refused the owner's mail (once; the first time is kept), and cancels what waits for it. */
    async refuse(userId: number, emailHash: string, toEmailLower: string, now: string): Promise<void> {
      await query.insertInto('mail_refusals').values({ user_id: userId, email_hash: emailHash, created_at: now }).onConflict((conflict) => conflict.columns(['user_id', 'email_hash']).doNothing()).execute();
      await query
        .updateTable('lead_mails')
        .set({ status: 'refused', reason: 'refused', next_attempt_at: null, settled_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .where((eb) => eb(eb.fn('lower', ['to_email']), '=', toEmailLower))
        .execute();
    },

    /**
     * Gives `toUserId` the refusals `fromUserId` holds of these addresses (by hash), each from when it was made: whoever
     * takes over a lead takes over that its address refused mail.
     */
    async carryRefusals(fromUserId: number, toUserId: number, hashes: readonly string[]): Promise<void> {
      if (hashes.length === 0) return;
      const rows = await query.selectFrom('mail_refusals').select(['email_hash', 'created_at']).where('user_id', '=', fromUserId).where('email_hash', 'in', [...new Set(hashes)]).execute();
      if (rows.length === 0) return;
      await query
        .insertInto('mail_refusals')
        .values(rows.map((row) => ({ user_id: toUserId, email_hash: row.email_hash, created_at: row.created_at })))
        .onConflict((conflict) => conflict.columns(['user_id', 'email_hash']).doNothing())
        .execute();
    },

    /**
     * Gives `toUserId` the mails `fromUserId` wrote to leads `toUserId` holds now: a lead's history goes with it (and
     * stays when the writer's account is deleted), and what still waits is sent, or stopped by a refusal, as the holder's.
     */
    async carryMails(fromUserId: number, toUserId: number): Promise<void> {
      await query
        .updateTable('lead_mails')
        .set({ user_id: toUserId })
        .where('user_id', '=', fromUserId)
        .where('lead_id', 'in', (eb) => eb.selectFrom('leads').select('leads.id').where('leads.user_id', '=', toUserId))
        .execute();
    },

    /** When each of these addresses (by hash) refused the owner's mail. */
    async refusalsOf(userId: number, hashes: readonly string[]): Promise<Map<string, string>> {
      if (hashes.length === 0) return new Map();
      const rows = await query.selectFrom('mail_refusals').select(['email_hash', 'created_at']).where('user_id', '=', userId).where('email_hash', 'in', [...new Set(hashes)]).execute();
      return new Map(rows.map((row) => [row.email_hash, row.created_at]));
    },
  };
}

export type LeadMailRepo = ReturnType<typeof leadMailRepo>;
