import type { QueryBuilder } from '../../db/query-builder';
import { LEAD_MAIL_MESSAGES, type FollowUp, type FollowUpInput, type LeadMail, type LeadMailKind, type LeadMailReason } from '../../shared/contract/lead-mail';
import type { LeadSource, TimelineEntry } from '../../shared/contract/leads';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import { cardMailTexts, composeLeadMail, defaultFollowUp } from '../../shared/lead-mail/compose';
import type { AuthUser } from '../http/context';
import { conflict, notFound, tooManyRequests } from '../http/http-error';
import { nextIsraelMorning } from '../israel-time';
import type { PlansService } from '../plans/service';
import type { MailAllowance } from './allowance';
import { cardContext, type CardContext } from './card-context';
import { visitorLinks } from './outgoing';
import { leadMailRepo, presentLeadMail, type LeadMailRow, type NewLeadMail, type TemplateRow } from './repo';
import { breachOf } from './rules';
import { emailHash, normalEmail, type VisitorTokens } from './tokens';

/** Who handles a card's mail: its owner, or an admin. */
export type MailActor = Pick<AuthUser, 'id' | 'userRole'>;

/** What the mail to leads needs besides the database. */
export interface LeadMailOptions {
  publicUrl: () => string;
  tokens: VisitorTokens;
  plans: PlansService;
  allowance: MailAllowance;
  /** Wakes the sending worker (after the transaction that queued a mail commits). */
  wake: () => void;
}

const REASON_MESSAGES: Record<Exclude<LeadMailReason, 'send_error'>, string> = {
  no_email: LEAD_MAIL_MESSAGES.noEmail,
  no_consent: LEAD_MAIL_MESSAGES.noConsent,
  refused: LEAD_MAIL_MESSAGES.refused,
};

/** A mail to a lead before it is composed: the template's texts, and when it is due. */
type MailDraft = { kind: LeadMailKind; subject: string; body: string; marketing: boolean; dueAt: Date };

/** What mail reads of a lead. */
export interface MailLead {
  id: number;
  user_id: number;
  profile_id: number | null;
  name: string;
  email: string;
  marketing_consented_at: string | null;
}

/** A card's follow-up as its owner sees it: the saved template, or the card language's default, off. */
function presentFollowUp(card: CardContext, row: TemplateRow | undefined): FollowUp {
  const fallback = defaultFollowUp(card.profile.language);
  return {
    profileId: card.profile.id,
    enabled: row?.enabled === 1,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    when: row?.send_when ?? 'now',
    marketing: row?.marketing === 1,
    language: card.profile.language,
    ownerName: card.ownerName,
    business: card.business,
    cardUrl: card.cardUrl,
    contact: card.contact,
    saved: row !== undefined,
  };
}

/**
 * Mail to leads: the card a visitor asks for, a card's follow-up (automatic after a new lead, or sent by hand), the
 * card an owner shares, the refusals that stop them, and each lead's timeline of what was sent.
 */
export function leadMailService(query: QueryBuilder, { publicUrl, tokens, plans, allowance, wake }: LeadMailOptions) {
  const repo = leadMailRepo(query);

  /** The card if the actor may handle it (404 otherwise), with what mail says of it. */
  async function ownedCard(actor: MailActor, profileId: number): Promise<CardContext> {
    const card = await cardContext(query, profileId, publicUrl());
    const owner = card && (await query.selectFrom('profiles').select('user_id').where('id', '=', profileId).executeTakeFirst());
    if (!card || !owner || (owner.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(PROFILE_MESSAGES.notFound);
    return card;
  }

  /**
   * One mail to a lead, composed in the card's language with the visitor's links; a mail the rules forbid now is
   * marked refused at once (and never sent).
   */
  async function compose(
    trx: QueryBuilder,
    lead: MailLead,
    card: CardContext,
    mail: MailDraft,
    now: Date,
  ): Promise<NewLeadMail> {
    const refused = (await leadMailRepo(trx).refusalsOf(lead.user_id, [emailHash(lead.email)])).size > 0;
    const language = card.profile.language;
    const links = visitorLinks(tokens, publicUrl(), { ownerId: lead.user_id, email: lead.email, language }, now);
    const composed = composeLeadMail(mail, { language, business: card.business, contact: card.contact, owner: card.ownerName, name: lead.name, link: card.cardUrl, ...links });
    return {
      leadId: lead.id,
      userId: lead.user_id,
      kind: mail.kind,
      marketing: mail.marketing,
      toEmail: normalEmail(lead.email),
      language,
      subject: composed.subject,
      body: composed.text,
      dueAt: mail.dueAt.toISOString(),
      refusedFor: breachOf(mail, lead, refused) ?? undefined,
      now: now.toISOString(),
    };
  }

  /** The card's follow-up template when it goes to new leads: on, and the owner's plan covers leads. */
  async function followUpInUse(on: QueryBuilder, profileId: number, ownerId: number) {
    const template = await leadMailRepo(on).template(profileId);
    if (template?.enabled !== 1 || (await plans.within(on).levelOf(ownerId)) === 'basic') return undefined;
    return template;
  }

  /** Queues one mail to a lead in `trx` (see `compose`). Returns the row. */
  async function queue(trx: QueryBuilder, lead: MailLead, card: CardContext, mail: MailDraft, now: Date): Promise<LeadMailRow> {
    return leadMailRepo(trx).enqueue(await compose(trx, lead, card, mail, now));
  }

  return {
    /**
     * Queues a new lead's mails inside the lead's transaction: the card, when the visitor asked for it (in the language
     * of the version they read, `card`), and the card's follow-up when it is on, the lead gave an address, the owner's
     * plan covers leads and the address is within its follow-ups for the day (`followUp`).
     */
    async queueForNewLead(trx: QueryBuilder, lead: MailLead, card: CardContext, { sendCard, followUp }: { sendCard: boolean; followUp: boolean }, now: Date): Promise<void> {
      if (!lead.email) return;
      if (sendCard) await queue(trx, lead, card, { kind: 'card', ...cardMailTexts('card', card.profile.language), marketing: false, dueAt: now }, now);
      if (!followUp) return;
      const template = await followUpInUse(trx, card.profile.id, lead.user_id);
      if (!template) return;
      const dueAt = template.send_when === 'now' ? now : nextIsraelMorning(now);
      // The owner wrote the follow-up in the card's own language, whichever version the visitor read.
      const own = (await cardContext(trx, card.profile.id, publicUrl()))!;
      await queue(trx, lead, own, { kind: 'follow_up', subject: template.subject, body: template.body, marketing: template.marketing === 1, dueAt }, now);
    },

    /** Whether the card's automatic follow-up goes to its new leads. */
    async followsUp(profileId: number, ownerId: number): Promise<boolean> {
      return (await followUpInUse(query, profileId, ownerId)) !== undefined;
    },

    /** The card's follow-up template (a disabled one in the card's language until the owner saves one). */
    async followUp(actor: MailActor, profileId: number): Promise<FollowUp> {
      const card = await ownedCard(actor, profileId);
      return presentFollowUp(card, await repo.template(profileId));
    },

    async saveFollowUp(actor: MailActor, profileId: number, input: FollowUpInput, now = new Date()): Promise<FollowUp> {
      const card = await ownedCard(actor, profileId);
      await repo.saveTemplate({
        profile_id: profileId,
        enabled: input.enabled ? 1 : 0,
        subject: input.subject,
        body: input.body,
        send_when: input.when,
        marketing: input.marketing ? 1 : 0,
        updated_at: now.toISOString(),
      });
      return presentFollowUp(card, await repo.template(profileId));
    },

    /**
     * Sends the card's follow-up to one lead now; 409 with the reason (recorded on its timeline) when the rules forbid it.
     * The lead gets one: a follow-up still waiting for its morning becomes this one, and one being sent or waiting to
     * retry is answered as it is.
     */
    async sendFollowUp(actor: MailActor, lead: MailLead, now = new Date()): Promise<LeadMail> {
      const card = lead.profile_id === null ? undefined : await cardContext(query, lead.profile_id, publicUrl());
      const template = card && (await repo.template(card.profile.id));
      if (!card || !template) throw conflict(LEAD_MAIL_MESSAGES.noTemplate, 'no_follow_up');
      if (!lead.email) throw conflict(LEAD_MAIL_MESSAGES.noEmail, 'mail_no_email');
      if (!(await allowance([['followUpsPerOwner', String(actor.id)]], now.getTime()))) throw tooManyRequests(LEAD_MAIL_MESSAGES.followUpLimit);
      const mail = await compose(query, lead, card, { kind: 'follow_up', subject: template.subject, body: template.body, marketing: template.marketing === 1, dueAt: now }, now);
      const row = (await repo.takeWaitingFollowUp(mail)) ?? (await repo.enqueueUnlessOneWaits(mail)) ?? (await repo.latestFollowUp(lead.id));
      if (row.reason && row.reason !== 'send_error') throw conflict(REASON_MESSAGES[row.reason], `mail_${row.reason}`);
      wake();
      return presentLeadMail(row);
    },

    /** Queues the card an owner shares with someone they met, to the lead kept for them (in the lead's transaction). */
    async queueSharedCard(trx: QueryBuilder, lead: MailLead, card: CardContext, now: Date): Promise<LeadMail> {
      return presentLeadMail(await queue(trx, lead, card, { kind: 'shared_card', ...cardMailTexts('shared_card', card.profile.language), marketing: false, dueAt: now }, now));
    },

    /** The card if the actor may handle it (404 otherwise), with what mail says of it. */
    ownedCard,

    /**
     * Records the address's refusal of the owner's mail; nothing waiting for it is sent. A lead of the address that came
     * through the owner's cards and is held by another account now (a team's owner, once the member who received it
     * left) is refused by it too; an owner whose account is gone refuses nothing more.
     */
    async refuse(ownerId: number, email: string, now = new Date()): Promise<void> {
      await query.transaction().execute(async (trx) => {
        const refusing = leadMailRepo(trx);
        for (const userId of await refusing.refusersOf(ownerId, normalEmail(email))) await refusing.refuse(userId, emailHash(email), normalEmail(email), now.toISOString());
      });
    },

    /** When each lead's address refused its owner's mail (by lead id). */
    async refusalsOfLeads(userId: number, leads: readonly Pick<MailLead, 'id' | 'email'>[]): Promise<Map<number, string>> {
      const byHash = await repo.refusalsOf(userId, leads.filter((lead) => lead.email).map((lead) => emailHash(lead.email)));
      return new Map(leads.flatMap((lead) => (lead.email && byHash.has(emailHash(lead.email)) ? [[lead.id, byHash.get(emailHash(lead.email))!]] : [])));
    },

    /** The lead's history, oldest first: its arrival, every mail to it, its refusal. */
    async timeline(lead: { id: number; created_at: string; source: LeadSource }, refusedAt: string | null): Promise<TimelineEntry[]> {
      const mails = (await repo.ofLead(lead.id)).map((row): TimelineEntry => ({ type: 'mail', at: row.settled_at ?? row.due_at, mail: presentLeadMail(row) }));
      const entries: TimelineEntry[] = [{ type: 'created', at: lead.created_at, source: lead.source }, ...mails];
      if (refusedAt) entries.push({ type: 'refusal', at: refusedAt });
      return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    },
  };
}

export type LeadMailService = ReturnType<typeof leadMailService>;

