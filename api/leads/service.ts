import type { CardLanguage } from '../../shared/contract/card-languages';
import type { QueryBuilder } from '../../db/query-builder';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES, MARKETING_CONSENT_TEXT, type Lead, type LeadDetail, type LeadList, type LeadListQuery, type LeadUpdate, type OwnerLeadInput, type PublicLeadInput } from '../../shared/contract/leads';
import type { LeadDraft } from '../../shared/contract/card-scan';
import { LEAD_NOTIFICATION, SCANNED_CARD_NOTIFICATION } from '../../shared/contract/notifications';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import type { AuthUser } from '../http/context';
import { randomUUID } from 'node:crypto';
import { LEAD_MAIL_MESSAGES, type LeadMail, type ShareCardInput } from '../../shared/contract/lead-mail';
import { HttpError, conflict, notFound, tooManyRequests } from '../http/http-error';
import type { MailAllowance } from '../lead-mail/allowance';
import { cardContext, type CardContext } from '../lead-mail/card-context';
import type { LeadMailService } from '../lead-mail/service';
import { emailHash, normalEmail } from '../lead-mail/tokens';
import { ringDueReminders } from '../lead-upkeep/reminders';
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
import { leadsRepo, presentLead, type LeadFilter, type LeadRow, type NewLead } from './repo';
import { ownLeadFields, withDraft } from './own-leads';
import type { WebhookOutbox } from '../webhooks/service';
import type { WriteWatch } from '../memo-by-data';
import type { FileStore } from '../file-store/store';

/** Who handles leads: their owner, or an admin. */
export type LeadActor = Pick<AuthUser, 'id' | 'userRole'>;

/** What happened to a submission: stored now, already stored under its key, or dropped as a bot's. */
export type SubmissionOutcome = 'created' | 'duplicate' | 'ignored';

/**
 * What happened to a visitor's lead: an outcome as above, or sent to the demo card, which keeps none; then with the
 * language of the card's version the visitor read, which its thanks speaks.
 */
export type VisitorSubmission = { outcome: SubmissionOutcome } | { outcome: 'demo'; language: CardLanguage };

/** What the lead service needs besides the database: where visitors' files are kept, and who hears of a stored lead. */
export interface LeadsServiceOptions {
  files: FileStore;
  /** Called once per visitor's lead, once it is stored (to wake the workers that send what it queued). */
  onStored?: () => void;
  /** Told the owner's id once a notification of theirs is committed (a new lead's, a reminder's). */
  notified?: (userId: number) => void;
  plans: PlansService;
  /** Where a new lead's deliveries to its owner's webhooks are queued, in the lead's own transaction. */
  outbox?: WebhookOutbox;
  /** The database's data_version as read this turn, for the card heads kept until a write. */
  writes: WriteWatch;
  /** The mail to leads: the card a visitor asks for and the follow-ups, queued in the lead's transaction. */
  mail: LeadMailService;
  /** The count of card mails per address, so the form cannot mail strangers. */
  allowance: MailAllowance;
  publicUrl: () => string;
  /** Wakes the worker that sends mail to leads, once a mail is queued. */
  wakeMail: () => void;
  /** Reads a photo of a paper card (the owner's lead sent from the outbox with `read`). */
  readCard?: (photo: Buffer) => Promise<LeadDraft>;
}

/** The longest a queued lead may have waited on a device and still keep its own time. */
const MAX_WAITED_MS = 30 * 24 * 60 * 60_000;

/** The fields of a lead as stored, with the card's owner and card filled in. */
type LeadFields = Omit<NewLead, 'userId' | 'profileId' | 'cardName' | 'now'>;

/**
 * Who left a lead: a visitor through a card's form or the kiosk (mail follows it, its file counts against the visitor's
 * day, the owner is told), or the owner (a card read from a photo that waited on the device is told once it is read).
 */
type LeadOrigin = { kind: 'visitor'; context: CardContext; sendCard: boolean; followUp: boolean } | { kind: 'owner'; readLater: boolean };

/** The rules of leads: public submission (honeypot, idempotency, attachment, notification), and the owner's plan-gated handling. */
export function leadsService(query: QueryBuilder, { files: store, onStored, notified, plans, outbox, writes, mail, allowance, publicUrl, wakeMail, readCard }: LeadsServiceOptions) {
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

  /** Presents leads with when their address refused the owner's mail. */
  async function presentAll(userId: number, rows: LeadRow[]): Promise<Lead[]> {
    const refusals = await mail.refusalsOfLeads(userId, rows);
    return rows.map((row) => presentLead(row, refusals.get(row.id) ?? null));
  }

  /**
   * Stores a lead (once per key) with its written file, notifies the owner, queues its webhook deliveries and, for a
   * visitor's lead, its mails (the card it asked for, the card's follow-up), in one transaction.
   */
  function storeLead(card: ProfileRow, fields: LeadFields, pending: PendingVisitorFile | undefined, now: Date, origin: LeadOrigin): Promise<SubmissionOutcome> {
    return query.transaction().execute(async (trx): Promise<SubmissionOutcome> => {
        const { row, created } = await leadsRepo(trx).insertOnce({ consentLanguage: card.language, ...fields, userId: card.user_id, profileId: card.id, cardName: card.display_name, now: now.toISOString() });
        if (!created) return 'duplicate';
        if (origin.kind === 'visitor') {
          await mail.queueForNewLead(trx, row, origin.context, { sendCard: origin.sendCard, followUp: origin.followUp }, now);
        }
        if (pending) {
          const fileRow = visitorFileRow(pending, { leadId: row.id }, now);
          await (origin.kind === 'visitor' ? recordVisitorFile(trx, fileRow, now) : visitorFilesRepo(trx).insert(fileRow));
        }
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
        const texts = origin.kind === 'visitor' ? LEAD_NOTIFICATION : origin.readLater ? SCANNED_CARD_NOTIFICATION : undefined;
        if (texts) {
          await notificationsRepo(trx).create({
            userId: card.user_id,
            title: texts.title(row.name),
            content: texts.content(card.display_name),
            createdAt: row.created_at,
            kind: 'lead',
            params: { leadName: row.name, cardName: card.display_name, leadId: String(row.id) },
          });
        }
        return 'created';
    });
  }

  return {
    /** The account that owns the card at this address, if any. */
    async ownerOfCard(slug: string): Promise<number | undefined> {
      return (await cards.byAddress(slug))?.user_id;
    },

    /** The own language of the card at this address, if any. */
    async languageOfCard(slug: string): Promise<CardLanguage | undefined> {
      return (await cards.byAddress(slug))?.language;
    },

    /**
     * Stores a visitor's lead for a public card, once per idempotency key, and notifies the owner.
     * A filled honeypot is answered like a success and stored nowhere. Plans play no part: leads are kept
     * while the owner's plan is inactive.
     */
    async submit(
      slug: string,
      input: PublicLeadInput,
      { file, now = new Date(), waitedMs = 0, language }: { file?: AcceptedFile; now?: Date; waitedMs?: number; language?: CardLanguage | undefined } = {},
    ): Promise<VisitorSubmission> {
      const head = await cards.byAddress(slug);
      if (!head || cards.visibility(head) !== 'public') throw notFound(PROFILE_MESSAGES.notFound);
      if (input.website) return { outcome: 'ignored' };
      const card = (await profiles.findById(head.id))!;
      // The version of the card the visitor read (its own language when the form named none it is written in).
      const context = (await cardContext(query, card.id, publicUrl(), language))!;
      const shown = context.profile.language;
      // The demo card is everyone's to try: what visitors type into it is kept nowhere, so the people trying the demo
      // account never see each other's details.
      if ((await users.findById(card.user_id))?.is_demo === 1) return { outcome: 'demo', language: shown };
      // The card goes to an address at most a few times a day from one card (and from all): the form cannot be used
      // to mail strangers. Counted before the lead is stored, so a refused one stores nothing.
      if (input.sendCard) {
        const address = emailHash(input.email);
        if (!(await allowance([['cardPerAddressAndCard', `${address}:${card.id}`], ['cardPerAddress', address]], now.getTime()))) {
          throw new HttpError(429, 'card_mail_limit', LEAD_MESSAGES.cardMailLimit);
        }
      }
      // The card's automatic follow-up goes to an address a few times a day at most, from one card and from all (only
      // follow-ups that go count: a card without one takes nothing from the others').
      const address = input.email ? emailHash(input.email) : undefined;
      const followUp =
        address !== undefined &&
        (await mail.followsUp(card.id, card.user_id)) &&
        (await allowance([['followUpPerAddressAndCard', `${address}:${card.id}`], ['followUpPerAddress', address]], now.getTime()));
      // A lead that waited in a device's outbox keeps the time it was left (the device says how long it waited, so its
      // clock does not matter).
      const takenAt = new Date(now.getTime() - Math.min(Math.max(waitedMs, 0), MAX_WAITED_MS));
      const fields: LeadFields = {
        name: input.name,
        phone: input.phone,
        email: input.email,
        message: input.message,
        company: input.company,
        event: input.event ?? null,
        source: input.event ? 'event' : input.sendCard ? 'exchange' : 'card',
        consentText: LEAD_CONSENT_TEXT[shown],
        consentLanguage: shown,
        marketingConsentText: input.marketingConsent && input.email ? MARKETING_CONSENT_TEXT[shown](context.business) : null,
        idempotencyKey: input.idempotencyKey ?? derivedIdempotencyKey(card.id, input, now),
      };
      const origin: LeadOrigin = { kind: 'visitor', context, sendCard: input.sendCard, followUp };
      // A retry of a lead already stored keeps the file that came with it the first time.
      const outcome = await storeWithVisitorFile(store, file, (pending) => storeLead(card, fields, pending, takenAt, origin), (stored) => stored === 'created');
      if (outcome === 'created') {
        onStored?.();
        notified?.(card.user_id);
      }
      return { outcome };
    },

    /**
     * Stores the owner's own lead (a paper card read and checked, a badge's QR) for one of their cards, once per key,
     * with the card's photo; with `read`, reads the photo first and tells the owner once it is stored.
     */
    async createOwn(actor: LeadActor, input: OwnerLeadInput, { photo, now = new Date() }: { photo?: AcceptedFile; now?: Date } = {}): Promise<SubmissionOutcome> {
      const card = await profiles.findById(input.profileId);
      if (!card || card.user_id !== actor.id) throw notFound(PROFILE_MESSAGES.notFound);
      await assertPlan(actor, card.id);
      const lead = input.read && photo && readCard ? withDraft(input, await readCard(photo.file.content)) : input;
      const fields = ownLeadFields(lead, (await users.findById(actor.id))?.locale ?? 'he');
      const outcome = await storeWithVisitorFile(store, photo, (pending) => storeLead(card, fields, pending, now, { kind: 'owner', readLater: input.read }), (stored) => stored === 'created');
      if (outcome === 'created' && input.read) notified?.(card.user_id);
      return outcome;
    },

    /** One page of the actor's leads with the status counts. */
    async list(actor: LeadActor, listQuery: LeadListQuery): Promise<LeadList> {
      await assertCardFilter(actor, listQuery.profileId);
      await assertPlan(actor, listQuery.profileId);
      const { rows, total, page } = await repo.page(actor.id, listQuery);
      return {
        items: await presentAll(actor.id, rows),
        total,
        page,
        pageSize: listQuery.pageSize,
        statusCounts: await repo.statusCounts(actor.id, listQuery),
        events: await repo.eventNames(actor.id),
        retentionMonths: (await users.findById(actor.id))?.lead_retention_months ?? 24,
      };
    },

    /** Every lead of the actor under the filter (the CSV export). */
    async export(actor: LeadActor, filter: LeadFilter): Promise<Lead[]> {
      await assertCardFilter(actor, filter.profileId);
      await assertPlan(actor, filter.profileId);
      return presentAll(actor.id, await repo.all(actor.id, filter));
    },

    /** One lead of the actor, as stored (for the routes that act on it). */
    async row(actor: LeadActor, id: number): Promise<LeadRow> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      return row;
    },

    /** One lead of the actor with its timeline. */
    async get(actor: LeadActor, id: number): Promise<LeadDetail> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      const [lead] = await presentAll(row.user_id, [row]);
      return { ...lead!, timeline: await mail.timeline(row, lead!.mailRefusedAt) };
    },

    /**
     * The owner's "share my card": the recipient becomes a lead to follow up (source `shared`), and by mail the card goes
     * from the server (limited per owner and per address); by WhatsApp or SMS the app opens the phone's own share.
     */
    async shareCard(actor: LeadActor, profileId: number, input: ShareCardInput, now = new Date()): Promise<{ lead: Lead; mail: LeadMail | null }> {
      const card = await mail.ownedCard(actor, profileId);
      const ownerId = (await profiles.findById(profileId))!.user_id;
      const email = input.channel === 'email' ? normalEmail(input.email) : '';
      if (email && !(await allowance([['sharePerOwner', String(ownerId)], ['sharePerOwnerAndAddress', `${ownerId}:${emailHash(email)}`]], now.getTime()))) {
        throw tooManyRequests(LEAD_MAIL_MESSAGES.shareLimit);
      }
      const { row, sent } = await query.transaction().execute(async (trx) => {
        const { row } = await leadsRepo(trx).insertOnce({
          userId: ownerId,
          profileId,
          cardName: card.profile.displayName,
          name: input.name || email || input.phone,
          phone: input.channel === 'email' ? '' : input.phone,
          email,
          message: '',
          consentText: '',
          source: 'shared',
          idempotencyKey: `share-${randomUUID()}`,
          now: now.toISOString(),
        });
        const sent = email ? await mail.queueSharedCard(trx, row, card, now) : null;
        // Thrown inside the transaction: a card the address refused keeps no lead either.
        if (sent?.reason === 'refused') throw conflict(LEAD_MAIL_MESSAGES.refused, 'mail_refused');
        return { row, sent };
      });
      if (sent) wakeMail();
      return { lead: presentLead(row), mail: sent };
    },

    /** Changes a lead's status, private note, tags or reminder day. */
    async update(actor: LeadActor, id: number, changes: LeadUpdate, now = new Date()): Promise<LeadDetail> {
      const row = await owned(actor, id);
      await assertPlan(actor, row.profile_id ?? undefined);
      await repo.update(
        id,
        {
          status: changes.status ?? row.status,
          note: changes.note ?? row.note,
          tags: changes.tags ?? (JSON.parse(row.tags) as string[]),
          remindAt: changes.remindAt === undefined ? row.remind_at : changes.remindAt,
        },
        now.toISOString(),
      );
      // A reminder set for today (or a day gone) rings at once rather than at the next minute's round.
      if (changes.remindAt) for (const owner of await ringDueReminders(query, now, id)) notified?.(owner);
      return this.get(actor, id);
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
      // The bell's notices of it (the new lead's, the reminders') name the person: they go with it.
      await query.transaction().execute(async (trx) => {
        await notificationsRepo(trx).deleteAboutLeads(row.user_id, [row]);
        await leadsRepo(trx).delete(id);
      });
      if (file) await deleteVisitorFile(query, store, file);
    },
  };
}

/** The lead rules as returned by leadsService(). */
export type LeadsService = ReturnType<typeof leadsService>;
