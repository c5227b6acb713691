import type { QueryBuilder } from '../../db/query-builder';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { collectingBusiness } from '../../shared/contract/leads';
import { LEAD_DELETED_NOTIFICATION } from '../../shared/contract/notifications';
import { fill, isolated } from '../../shared/lead-mail/compose';
import type { FileStore } from '../file-store/store';
import type { MailAllowance } from '../lead-mail/allowance';
import { textAsHtml } from '../lead-mail/outgoing';
import { leadMailRepo, type LeadMailRow } from '../lead-mail/repo';
import { emailHash, normalEmail, type VisitorClaim, type VisitorTokens } from '../lead-mail/tokens';
import { VISITOR_PATHS } from '../../shared/pages/table';
import { textsInLanguage } from '../../shared/card/in-language';
import type { LeadRow } from '../leads/repo';
import type { Mailer } from '../mail/mailer';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { notificationsRepo } from '../notifications/repo';
import { visitorFilesRepo, type VisitorFileRow } from '../visitor-files/repo';
import { deleteVisitorFile } from '../visitor-files/store';
import { VISITOR_RIGHTS_TEXTS } from './texts';

/** One lead as its visitor sees it: what they left, the consents, what the owner added, the mail sent to them. */
export interface HeldLead {
  lead: Omit<LeadRow, 'attachment'>;
  file: VisitorFileRow | undefined;
  mails: LeadMailRow[];
}

/** Everything an owner holds about one address. */
export interface HeldAbout {
  business: string;
  leads: HeldLead[];
  refusedAt: string | null;
  /** The owner deleted their account: nothing is held, no one is left to name or to mail from. */
  ownerGone: boolean;
}

/**
 * The visitor's rights under the Privacy Protection Law: to see what an owner holds about their address (the mailed
 * link proves it), to have it deleted for good, and to ask for such a link by address on a card's page; and a fresh
 * link to refuse mail, asked for by address where a refusal link arrived broken.
 */
export function visitorRights(
  query: QueryBuilder,
  {
    files,
    mailer,
    tokens,
    allowance,
    publicUrl,
    notified,
  }: {
    files: FileStore;
    mailer: Mailer;
    tokens: VisitorTokens;
    allowance: MailAllowance;
    publicUrl: () => string;
    /** Told the owner's id once the notice of a deletion is committed. */
    notified?: (userId: number) => void;
  },
) {
  /**
   * The owner's leads of the address: those the owner holds, and those that came through the owner's cards and another
   * account holds now (a team's owner, once the member who received them left).
   */
  const leadsOf = (ownerId: number, email: string) =>
    query
      .selectFrom('leads')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', ownerId), eb('profile_id', 'in', eb.selectFrom('profiles').select('id').where('user_id', '=', ownerId))]))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', normalEmail(email)))
      .where('email', '<>', '')
      .orderBy('created_at')
      .orderBy('id')
      .execute() as Promise<Omit<LeadRow, 'attachment'>[]>;

  /** A card as its version in `language` shows it (its own texts without one), and its own display name. */
  async function cardIn(profileId: number | null, language: CardLanguage) {
    const card = profileId === null ? undefined : await profilesRepo(query).findById(profileId);
    return card && { ownName: card.display_name, texts: textsInLanguage(presentPublicProfile(card, []), language) };
  }

  /**
   * Who the owner is to the visitor: the business of the card they met (the newest lead's) as its version in `language`
   * names it (the mail that brought them named it so), else the owner's name.
   */
  async function businessOf(ownerId: number, leads: readonly Pick<LeadRow, 'profile_id' | 'card_name'>[], language: CardLanguage): Promise<string> {
    const card = await cardIn(leads.at(-1)?.profile_id ?? null, language);
    if (card) return collectingBusiness(card.texts);
    const owner = await query.selectFrom('users').select(['display_name', 'username']).where('id', '=', ownerId).executeTakeFirst();
    return leads.at(-1)?.card_name ?? owner?.display_name ?? owner?.username ?? '';
  }

  /** Links mailed at a visitor's request share one allowance: per address, and per client. */
  const allowed = (email: string, client: string, now: Date) => allowance([['detailsLinkPerAddress', emailHash(email)], ['detailsLinkPerClient', client]], now.getTime());

  /** Mails the claimed address a signed link to its details or its refusal, in the claim's language. */
  async function mailLink(purpose: 'details' | 'refuse', claim: VisitorClaim, business: string, now: Date): Promise<void> {
    const t = VISITOR_RIGHTS_TEXTS[claim.language];
    const [path, subject, body] = purpose === 'details' ? [VISITOR_PATHS.details, t.mailSubject, t.mailBody] : [VISITOR_PATHS.refuse, t.refuseMailSubject, t.refuseMailBody];
    const url = `${publicUrl()}${path}?token=${tokens.sign(purpose, claim, now)}`;
    // The business keeps its own direction in the sentence ("Acme Ltd." in Arabic would show its full stop first).
    const text = fill(body, { business: isolated(business), url });
    await mailer.send({ to: normalEmail(claim.email), subject: fill(subject, { business }), text, html: textAsHtml(text, claim.language) });
  }

  return {
    /** What the owner holds about the claimed address. */
    async heldAbout(claim: VisitorClaim): Promise<HeldAbout> {
      const rows = await leadsOf(claim.ownerId, claim.email);
      const mails = leadMailRepo(query);
      const leads = await Promise.all(
        rows.map(async (lead) => {
          // The card as the page's version names it, unless it was renamed since the lead came (then as it was).
          const card = await cardIn(lead.profile_id, claim.language);
          const cardName = card?.ownName === lead.card_name ? card.texts.displayName : lead.card_name;
          return { lead: { ...lead, card_name: cardName }, file: await visitorFilesRepo(query).ofLead(lead.id), mails: await mails.ofLead(lead.id) };
        }),
      );
      const refusedAt = (await mails.refusalsOf(claim.ownerId, [emailHash(claim.email)])).get(emailHash(claim.email)) ?? null;
      const ownerGone = rows.length === 0 && !(await query.selectFrom('users').select('id').where('id', '=', claim.ownerId).executeTakeFirst());
      return { business: await businessOf(claim.ownerId, rows, claim.language), leads, refusedAt, ownerGone };
    },

    /**
     * Deletes for good every lead of the owner with the claimed address: its file, its mails (the copies of what was
     * sent), its webhook deliveries (queued or not), the bell's notices of it, and tells whoever held it without naming
     * the person. Returns the business, for the answer.
     */
    async deleteAll(claim: VisitorClaim, now = new Date()): Promise<string> {
      const rows = await leadsOf(claim.ownerId, claim.email);
      const business = await businessOf(claim.ownerId, rows, claim.language);
      if (rows.length === 0) return business;
      const filesOf = await Promise.all(rows.map((lead) => visitorFilesRepo(query).ofLead(lead.id)));
      const holders = [...new Set(rows.map((lead) => lead.user_id))];
      await query.transaction().execute(async (trx) => {
        // Mails and webhook deliveries go with their lead (ON DELETE CASCADE).
        await trx.deleteFrom('leads').where('id', 'in', rows.map((lead) => lead.id)).execute();
        // The bell's notices of them go wherever they are: the card's owner was told of a lead another holds now.
        for (const userId of new Set([claim.ownerId, ...holders])) await notificationsRepo(trx).deleteAboutLeads(userId, rows);
        for (const holder of holders) {
          await notificationsRepo(trx).create({
            userId: holder,
            title: LEAD_DELETED_NOTIFICATION.title(),
            content: LEAD_DELETED_NOTIFICATION.content(),
            createdAt: now.toISOString(),
            kind: 'lead_deleted',
            params: {},
          });
        }
      });
      for (const holder of holders) notified?.(holder);
      for (const file of filesOf) if (file) await deleteVisitorFile(query, files, file);
      return business;
    },

    /**
     * Mails the address a link to its details at the card's owner, when the owner holds any (the answer is the same
     * either way). False when the address or client asked too often.
     */
    async requestLink(card: { id: number; user_id: number; company: string; display_name: string; language: CardLanguage }, email: string, client: string, now = new Date()): Promise<boolean> {
      if (!(await allowed(email, client, now))) return false;
      if ((await leadsOf(card.user_id, email)).length === 0) return true;
      await mailLink('details', { ownerId: card.user_id, email, language: card.language }, collectingBusiness({ company: card.company, displayName: card.display_name }), now);
      return true;
    },

    /**
     * Mails the address an expired link proved a fresh link to its details at the same owner, in the same language.
     * False when the address or client asked too often.
     */
    async renewLink(claim: VisitorClaim, client: string, now = new Date()): Promise<boolean> {
      if (!(await allowed(claim.email, client, now))) return false;
      await mailLink('details', claim, await businessOf(claim.ownerId, await leadsOf(claim.ownerId, claim.email), claim.language), now);
      return true;
    },

    /**
     * Mails the address a fresh refusal link from every owner who holds it, each in the language of the card it met:
     * a broken refusal link names no owner. The answer is the same whether any owner does. False when the address or
     * client asked too often.
     */
    async requestRefusalLinks(email: string, client: string, now = new Date()): Promise<boolean> {
      if (!(await allowed(email, client, now))) return false;
      const rows = await query
        .selectFrom('leads')
        .leftJoin('profiles', 'profiles.id', 'leads.profile_id')
        .select(['leads.user_id', 'leads.profile_id', 'leads.card_name', 'leads.consent_language', 'profiles.language'])
        .where((eb) => eb(eb.fn('lower', ['leads.email']), '=', normalEmail(email)))
        .orderBy('leads.created_at')
        .orderBy('leads.id')
        .execute();
      const newestPerOwner = new Map(rows.map((lead) => [lead.user_id, lead]));
      for (const [ownerId, lead] of newestPerOwner) {
        // The language the visitor read the card in (a version's), else the card's.
        const language = lead.consent_language ?? lead.language ?? 'he';
        await mailLink('refuse', { ownerId, email, language }, await businessOf(ownerId, [lead], language), now);
      }
      return true;
    },
  };
}

export type VisitorRights = ReturnType<typeof visitorRights>;
