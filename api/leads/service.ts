import type { QueryBuilder } from '../../db/query-builder';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES, type Lead, type LeadList, type LeadListQuery, type LeadUpdate, type PublicLeadInput } from '../../shared/contract/leads';
import { LEAD_NOTIFICATION } from '../../shared/contract/notifications';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import type { AuthUser } from '../http/context';
import { notFound } from '../http/http-error';
import { notificationsRepo } from '../notifications/repo';
import { profilesRepo, type ProfileRow } from '../profiles/repo';
import { usersRepo } from '../users/repo';
import { publicCards } from '../public-profiles/cards';
import { recordVisitorFile } from '../visitor-files/allowance';
import type { AcceptedFile } from '../visitor-files/form';
import { visitorFilesRepo, type VisitorFileRow } from '../visitor-files/repo';
import { deleteVisitorFile, storeWithVisitorFile, visitorFileRow, type PendingVisitorFile } from '../visitor-files/store';
import { derivedIdempotencyKey } from './idempotency';
import type { PlansService } from '../plans/service';
import { leadsRepo, presentLead, type LeadFilter, type LeadRow } from './repo';
import type { WebhookOutbox } from '../webhooks/service';
import type { WriteWatch } from '../memo-by-data';
import type { FileStore } from '../file-store/store';

/** Who handles leads: their owner, or an admin. */
export type LeadActor = Pick<AuthUser, 'id' | 'userRole'>;

/** What happened to a submission: stored now, already stored under its key, or dropped as a bot's. */
export type SubmissionOutcome = 'created' | 'duplicate' | 'ignored';

/** Called once per stored lead (the stats' lead event); failures are the caller's to log. */
export type LeadStoredListener = (lead: { profileId: number; createdAt: Date }) => void;

/** What the lead service needs besides the database: where visitors' files are kept, and who hears of a stored lead. */
export interface LeadsServiceOptions {
  files: FileStore;
  onStored?: LeadStoredListener;
  plans: PlansService;
  /** Where a new lead's deliveries to its owner's webhooks are queued, in the lead's own transaction. */
  outbox?: WebhookOutbox;
  /** The database's data_version as read this turn, for the card heads kept until a write. */
  writes: WriteWatch;
}

/** The rules of leads: public submission (honeypot, idempotency, attachment, notification), and the owner's plan-gated handling. */
export function leadsService(query: QueryBuilder, { files: store, onStored, plans, outbox, writes }: LeadsServiceOptions) {
  const repo = leadsRepo(query);
  const files = visitorFilesRepo(query);
  const cards = publicCards(query, writes);
  const profiles = profilesRepo(query);
  const users = usersRepo(query);

  /** The lead if the actor may handle it; someone else's lead is "not found", as if it did not exist. */
  async function owned(actor: LeadActor, id: number): Promise<LeadRow> {
    const row = await repo.findById(id);
    if (!row || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(LEAD_MESSAGES.notFound);
    return row;
  }

  /** 402 with the waiting count unless the actor's plan covers leads (checked after ownership, so others' ids stay 404). */
  function assertPlan(actor: LeadActor, profileId?: number): Promise<void> {
    return plans.assertLeads(actor, async () => {
      const card = profileId === undefined ? (await profiles.listByUser(actor.id))[0] : await profiles.findById(profileId);
      return { waitingLeads: await repo.countNewByUser(actor.id), profileName: card?.display_name ?? null };
    });
  }

  /** 404 for a card filter naming a card that is not the actor's (listings are always of the actor's own leads). */
  async function assertCardFilter(actor: LeadActor, profileId: number | undefined): Promise<void> {
    if (profileId === undefined) return;
    if ((await profiles.findById(profileId))?.user_id !== actor.id) throw notFound(PROFILE_MESSAGES.notFound);
  }

  /** Stores a lead (once per key) with its written file, notifies the owner and queues its webhook deliveries, in one transaction. */
  function storeLead(card: ProfileRow, input: PublicLeadInput, pending: PendingVisitorFile | undefined, now: Date): Promise<SubmissionOutcome> {
    return query.transaction().execute(async (trx): Promise<SubmissionOutcome> => {
        const { row, created } = await leadsRepo(trx).insertOnce({
          userId: card.user_id,
          profileId: card.id,
          cardName: card.display_name,
          name: input.name,
          phone: input.phone,
          email: input.email,
          message: input.message,
          consentText: LEAD_CONSENT_TEXT[card.language],
          idempotencyKey: input.idempotencyKey ?? derivedIdempotencyKey(card.id, input, now),
          now: now.toISOString(),
        });
        if (!created) return 'duplicate';
        if (pending) await recordVisitorFile(trx, visitorFileRow(pending, { leadId: row.id }, now), now);
        await outbox?.queueLead(trx, card.user_id, {
          id: row.id,
          createdAt: row.created_at,
          card: { slug: card.slug, name: card.display_name },
          name: row.name,
          phone: row.phone,
          email: row.email,
          message: row.message,
          file: pending?.file,
        });
        await notificationsRepo(trx).create({
          userId: card.user_id,
          title: LEAD_NOTIFICATION.title(row.name),
          content: LEAD_NOTIFICATION.content(card.display_name),
          createdAt: row.created_at,
          kind: 'lead',
          params: { leadName: row.name, cardName: card.display_name },
        });
        return 'created';
    });
  }

  return {
    /**
     * Stores a visitor's lead for a public card, once per idempotency key, and notifies the owner.
     * A filled honeypot is answered like a success and stored nowhere. Plans play no part: leads are kept
     * while the owner's plan is inactive.
     */
    async submit(slug: string, input: PublicLeadInput, { file, now = new Date() }: { file?: AcceptedFile; now?: Date } = {}): Promise<SubmissionOutcome> {
      const head = await cards.bySlug(slug);
      if (!head || cards.visibility(head) !== 'public') throw notFound(PROFILE_MESSAGES.notFound);
      if (input.website) return 'ignored';
      const card = (await profiles.findById(head.id))!;
      // The demo card is everyone's to try: what visitors type into it is answered like any lead and kept nowhere,
      // so the people trying the demo account never see each other's details.
      if ((await users.findById(card.user_id))?.is_demo === 1) return 'ignored';
      // A retry of a lead already stored keeps the file that came with it the first time.
      const outcome = await storeWithVisitorFile(store, file, (pending) => storeLead(card, input, pending, now), (stored) => stored === 'created');
      if (outcome === 'created') onStored?.({ profileId: card.id, createdAt: now });
      return outcome;
    },

    /** One page of the actor's leads with the status counts. */
    async list(actor: LeadActor, listQuery: LeadListQuery): Promise<LeadList> {
      await assertCardFilter(actor, listQuery.profileId);
      await assertPlan(actor, listQuery.profileId);
      const { rows, total } = await repo.page(actor.id, listQuery);
      return { items: rows.map(presentLead), total, page: listQuery.page, pageSize: listQuery.pageSize, statusCounts: await repo.statusCounts(actor.id, listQuery) };
    },

    /** Every lead of the actor under the filter (the CSV export). */
    async export(actor: LeadActor, filter: LeadFilter): Promise<Lead[]> {
      await assertCardFilter(actor, filter.profileId);
      await assertPlan(actor, filter.profileId);
      return (await repo.all(actor.id, filter)).map(presentLead);
    },

    /** One lead of the actor. */
    async get(actor: LeadActor, id: number): Promise<Lead> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      return presentLead(row);
    },

    /** Changes a lead's status and/or private note. */
    async update(actor: LeadActor, id: number, changes: LeadUpdate, now = new Date()): Promise<Lead> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      await repo.update(id, { status: changes.status ?? row.status, note: changes.note ?? row.note }, now.toISOString());
      return presentLead((await repo.findById(id))!);
    },

    /** The file attached to one lead of the actor, if any. */
    async attachment(actor: LeadActor, id: number): Promise<VisitorFileRow | undefined> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      return files.ofLead(id);
    },

    /** Deletes a lead for good, with its file. */
    async remove(actor: LeadActor, id: number): Promise<void> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      const file = await files.ofLead(id);
      await repo.delete(id);
      if (file) await deleteVisitorFile(query, store, file);
    },
  };
}

/** The lead rules as returned by leadsService(). */
export type LeadsService = ReturnType<typeof leadsService>;
