import type { ErrorDetail } from '../../shared/contract/errors';
import type { QueryBuilder } from '../../db/query-builder';
import {
  INVITATION_DAYS,
  INVITATION_MAIL_LIMITS,
  ORGANISATION_MESSAGES,
  type InvitationInput,
  type InvitationPreview,
  type Organisation,
  type OrganisationDashboard,
  type OrganisationLead,
  type OrganisationList,
  type AssignPhysicalCard,
  type MemberDigitalCard,
  type OrganisationMember,
  type OrganisationPhysicalCard,
  type OrganisationPhysicalCards,
  type OrganisationRole,
  type OrganisationSeats,
  type TeamLock,
  type TeamTemplate,
  type TeamTotals,
} from '../../shared/contract/organisations';
import { TEAM_CLOSED_NOTIFICATION, TEAM_LEFT_NOTIFICATION, TEAM_REMOVED_NOTIFICATION } from '../../shared/contract/notifications';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import type { StatsRange } from '../../shared/contract/stats-ranges';
import { newLinkToken, tokenDigest } from '../auth/link-token';
import type { EventsService } from '../events/service';
import type { AuthUser } from '../http/context';
import { conflict, forbidden, HttpError, notFound, tooManyRequests } from '../http/http-error';
import type { Config } from '../config';
import { israelDay } from '../events/day';
import { leadMailRepo } from '../lead-mail/repo';
import type { LeadMailService } from '../lead-mail/service';
import { emailHash } from '../lead-mail/tokens';
import { leadsRepo, presentLead, type LeadRow } from '../leads/repo';
import type { Mailer } from '../mail/mailer';
import { notificationsRepo, type NewNotification } from '../notifications/repo';
import type { NfcOrder, NfcOrderInput } from '../../shared/contract/physical-cards';
import type { Profile, Template } from '../../shared/contract/profiles';
import { physicalCardsRepo } from '../physical-cards/repo';
import { presentProfile, storedLanguages } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { physicalCardsService, type Members, type OrderPrinter } from '../physical-cards/service';
import type { PlansService } from '../plans/service';
import { statsPeriod } from '../stats/service';
import { statsRepo } from '../stats/repo';
import { usersRepo, type NewUser, type UserRow } from '../users/repo';
import { withTakenCheck } from '../users/rules';
import { invitationMail } from './invitation-mail';
import { uploadIdOf } from '../uploads/files';
import { uploadsRepo } from '../uploads/repo';
import { organisationsRepo, templateOf, type InvitationRow, type MemberCardRow, type MemberRow, type OrganisationRow } from './repo';

/** Who acts on an organisation. */
export type OrganisationActor = Pick<AuthUser, 'id' | 'userRole'>;

/** What an organisation's route needs the caller to be there: any member, or one of those who run it. */
export type OrganisationNeed = 'member' | 'admin';

const RUNS_IT: ReadonlySet<OrganisationRole> = new Set(['owner', 'admin']);

const presentMember = (row: MemberRow): OrganisationMember => ({
  userId: row.user_id,
  displayName: row.display_name,
  username: row.username,
  email: row.email,
  role: row.role,
  joinedAt: row.joined_at,
});

const presentMemberCard = (row: MemberCardRow): MemberDigitalCard => ({
  id: row.id,
  slug: row.slug,
  displayName: row.display_name,
  userId: row.user_id,
  memberName: row.member_name,
  template: row.template as Template,
  primaryColor: row.primary_color,
  backgroundColor: row.background_color,
  languages: storedLanguages(row),
});

const alreadyInOrganisation = () => conflict(ORGANISATION_MESSAGES.alreadyInOrganisation, 'already_in_organisation');
const invitationInvalid = () => new HttpError(410, 'invitation_invalid', ORGANISATION_MESSAGES.invitationInvalid);

/** The 410 of a link that opens no invitation: saying so when the organisation cancelled or replaced it. */
function closedLink(invitation: InvitationRow | undefined): HttpError {
  if (invitation?.closed_reason === 'cancelled') return new HttpError(410, 'invitation_cancelled', ORGANISATION_MESSAGES.invitationCancelled);
  if (invitation?.closed_reason === 'replaced') return new HttpError(410, 'invitation_replaced', ORGANISATION_MESSAGES.invitationReplaced);
  return invitationInvalid();
}

/**
 * Refuses (429, with when to try again) one more invitation mail past the organisation's limits, given the invitations
 * it sent in the last 24 hours (oldest first).
 */
function assertInvitationMailAllowed(sent: readonly { email: string; created_at: string }[], email: string, now: Date): void {
  const toAddress = sent.filter((invitation) => invitation.email.toLowerCase() === email);
  const [counted, limit, message] =
    toAddress.length >= INVITATION_MAIL_LIMITS.perAddress
      ? [toAddress, INVITATION_MAIL_LIMITS.perAddress, ORGANISATION_MESSAGES.invitationMailsToAddress]
      : [sent, INVITATION_MAIL_LIMITS.perOrganisation, ORGANISATION_MESSAGES.invitationMailsToOrganisation];
  if (counted.length < limit) return;
  // A mail may go once enough of the counted ones have left the window to bring them below the limit.
  const frees = Date.parse(counted[counted.length - limit]!.created_at) + INVITATION_MAIL_LIMITS.windowMs;
  throw tooManyRequests(message).withHeaders({ 'Retry-After': String(Math.max(1, Math.ceil((frees - now.getTime()) / 1000))) });
}

/**
 * Takes a member out of the organisation, in the caller's transaction: the leads their cards received stay with the
 * organisation (with its owner, who also takes over the refusals of those leads' addresses, so nobody mails one who
 * refused the member's mail, and the mails written to them, sent or waiting), any link still open for their address closes so it cannot bring them back, and the
 * organisation's physical cards they hold go back to its owner. Their cards stay theirs, no longer locked.
 */
async function takeOut(trx: QueryBuilder, organisation: OrganisationRow, member: MemberRow): Promise<void> {
  const removing = organisationsRepo(trx);
  const moved = await removing.removeMember(organisation, member.user_id);
  await leadMailRepo(trx).carryRefusals(member.user_id, organisation.owner_id, moved.map(emailHash));
  await leadMailRepo(trx).carryMails(member.user_id, organisation.owner_id);
  await removing.closeInvitationsOf(organisation.id, member.email, 'cancelled');
  await physicalCardsRepo(trx).returnToOwner(organisation.id, member.user_id, organisation.owner_id);
}

/** The owner's notice that a member left the organisation. */
function leftNotification(organisation: OrganisationRow, member: MemberRow, now: Date): NewNotification {
  const params = { memberName: member.display_name, organisationName: organisation.name };
  return {
    userId: organisation.owner_id,
    title: TEAM_LEFT_NOTIFICATION.title(params.memberName),
    content: TEAM_LEFT_NOTIFICATION.content(params.memberName, params.organisationName),
    createdAt: now.toISOString(),
    kind: 'team_left',
    params,
  };
}

/** A member's notice that they are out of the organisation: it was closed, or its owner or an admin removed them. */
function outNotification(kind: 'team_closed' | 'team_removed', organisation: OrganisationRow, member: MemberRow, now: Date): NewNotification {
  const texts = kind === 'team_closed' ? TEAM_CLOSED_NOTIFICATION : TEAM_REMOVED_NOTIFICATION;
  return {
    userId: member.user_id,
    title: texts.title(organisation.name),
    content: texts.content(),
    createdAt: now.toISOString(),
    kind,
    params: { organisationName: organisation.name },
  };
}

const sumOf = (rows: readonly TeamTotals[]): TeamTotals =>
  rows.reduce((sum, row) => ({ views: sum.views + row.views, clicks: sum.clicks + row.clicks, leads: sum.leads + row.leads }), { views: 0, clicks: 0, leads: 0 });

/**
 * The rules of organisations: one per account, run by its owner and admins; invitations mailed to an address and
 * accepted through their link; the dashboard and leads that only those who run it see. Someone outside an
 * organisation is told it does not exist (404); a member asking for what only its admins may do is refused (403).
 * Site admins pass, as they pass every guard.
 */
export function organisationsService(
  query: QueryBuilder,
  {
    mailer,
    config,
    plans,
    events,
    prints,
    cardSaved,
    refusalsOfLeads,
    notified,
  }: {
    mailer: Mailer;
    config: Pick<Config, 'publicUrl'>;
    plans: PlansService;
    events: Pick<EventsService, 'flush'>;
    prints: OrderPrinter;
    /** After the template changed a card: its Wallet passes' devices are woken (as after the owner's own save). */
    cardSaved: (profileId: number) => void;
    /** When the addresses of an owner's leads refused that owner's mail, by lead id. */
    refusalsOfLeads: LeadMailService['refusalsOfLeads'];
    /** Told a user's id once a notice of theirs is committed (taken out of the team, or one who left, to its owner). */
    notified?: (userId: number) => void;
  },
) {
  const repo = organisationsRepo(query);
  const physicalCards = physicalCardsService(query, config, prints);
  const users = usersRepo(query);
  const stats = statsRepo(query);
  const uploads = uploadsRepo(query);
  const leads = leadsRepo(query);
  const profiles = profilesRepo(query);

  /**
   * Joins the invited account to the organisation, in the caller's transaction: the invitation is used, and every
   * other open invitation of the address to the organisation closes. 402 when every seat is a member's; 410 when the
   * invitation closed since it was read.
   */
  async function join(trx: QueryBuilder, invitation: InvitationRow, userId: number, now = new Date()): Promise<void> {
    const joining = organisationsRepo(trx);
    if (await joining.membershipOf(userId)) throw alreadyInOrganisation();
    const organisation = (await joining.findById(invitation.organisation_id))!;
    await plans.within(trx).assertSeatFree(organisation.owner_id, await joining.memberCount(invitation.organisation_id));
    if (!(await joining.accept(invitation.id, now))) throw invitationInvalid();
    await joining.addMember(invitation.organisation_id, userId, invitation.role, now);
    await joining.closeInvitationsOf(invitation.organisation_id, invitation.email, 'joined', now);
    await joining.applyTemplateTo(userId, templateOf(organisation), now);
  }

  /** The organisation and the actor's role in it, if the actor may do what `need` says there. */
  async function access(actor: OrganisationActor, organisationId: number, need: OrganisationNeed): Promise<{ organisation: OrganisationRow; role: OrganisationRole }> {
    const organisation = await repo.findById(organisationId);
    const membership = await repo.membershipOf(actor.id);
    const role = membership?.organisation_id === organisationId ? membership.role : actor.userRole === 'admin' ? 'admin' : undefined;
    if (!organisation || !role) throw notFound(ORGANISATION_MESSAGES.notFound);
    if (need === 'admin' && !RUNS_IT.has(role)) throw forbidden(ORGANISATION_MESSAGES.adminsOnly);
    return { organisation, role };
  }

  /** Who holds the organisation's seats, and how many it has. */
  async function seatsOf(organisation: OrganisationRow): Promise<OrganisationSeats> {
    const used = await repo.memberCount(organisation.id);
    const pending = await repo.openInvitationCount(organisation.id);
    return { used, pending, ...(await plans.seatsOf(organisation.owner_id)) };
  }

  /** The organisation's members, for the physical cards its owner and admins hand out and order. */
  async function membersOf(organisation: OrganisationRow): Promise<Members> {
    return { organisationId: organisation.id, ownerId: organisation.owner_id, userIds: new Set((await repo.members(organisation.id)).map((member) => member.user_id)) };
  }

  async function present(organisation: OrganisationRow, role: OrganisationRole): Promise<Organisation> {
    const invitations = RUNS_IT.has(role) ? await repo.openInvitations(organisation.id) : [];
    return {
      id: organisation.id,
      name: organisation.name,
      role,
      template: templateOf(organisation),
      members: (await repo.members(organisation.id)).map(presentMember),
      invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, createdAt: i.created_at, expiresAt: i.expires_at })),
      seats: await seatsOf(organisation),
    };
  }

  /** The open invitation a link's token names; 410 for one used, expired, cancelled, replaced or never made. */
  async function openInvitation(token: string, now = new Date()): Promise<InvitationRow> {
    const invitation = await repo.invitationByToken(tokenDigest(token));
    if (!invitation || invitation.accepted_at !== null || invitation.closed_at !== null || invitation.expires_at <= now.toISOString()) throw closedLink(invitation);
    return invitation;
  }

  return {
    access,

    async list(actor: OrganisationActor): Promise<OrganisationList> {
      const membership = await repo.membershipOf(actor.id);
      const organisation = membership && (await repo.findById(membership.organisation_id));
      return { items: organisation ? [{ id: organisation.id, name: organisation.name, role: membership.role }] : [] };
    },

    /** A new organisation owned by the actor; 409 when the actor already belongs to one. */
    async create(actor: OrganisationActor, name: string): Promise<Organisation> {
      if (await repo.membershipOf(actor.id)) throw alreadyInOrganisation();
      const organisation = await query.transaction().execute((trx) => organisationsRepo(trx).create(name, actor.id));
      return present(organisation, 'owner');
    },

    async get(actor: OrganisationActor, organisationId: number): Promise<Organisation> {
      const { organisation, role } = await access(actor, organisationId, 'member');
      return present(organisation, role);
    },

    /**
     * Mails an invitation to an address, replacing any earlier one still open (its link stops working); 402 when every
     * seat is held (by a member or an open invitation to another address), 429 past the mails an organisation may send
     * (to the address, or in all). An address whose account is in another team is invited as any other (its answer would
     * tell whether the address has an account, which sign-up never tells): it joins once it has left that team.
     */
    async invite(actor: OrganisationActor, organisationId: number, input: Required<InvitationInput>, now = new Date()): Promise<Organisation> {
      const { organisation, role } = await access(actor, organisationId, 'admin');
      const invited = await users.findByEmail(input.email);
      const token = newLinkToken();
      await query.transaction().execute(async (trx) => {
        const inviting = organisationsRepo(trx);
        await inviting.lock(organisationId);
        assertInvitationMailAllowed(await inviting.invitationsSentSince(organisationId, new Date(now.getTime() - INVITATION_MAIL_LIMITS.windowMs)), input.email, now);
        if (!(await inviting.hasOpenInvitation(organisationId, input.email, now))) {
          const taken = (await inviting.memberCount(organisationId)) + (await inviting.openInvitationCount(organisationId, now));
          await plans.within(trx).assertSeatFree(organisation.owner_id, taken);
        }
        await inviting.createInvitation({
          organisationId,
          email: input.email,
          role: input.role,
          tokenHash: tokenDigest(token),
          invitedBy: actor.id,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
        });
      });
      const inviter = await users.findById(actor.id);
      const reader = invited ? { accountLocale: invited.locale } : { inviterLocale: inviter?.locale ?? 'he' };
      const link = `${config.publicUrl}/join?token=${token}`;
      await mailer.send(invitationMail(input.email, reader, { organisationName: organisation.name, inviterName: inviter?.display_name ?? organisation.name, link }));
      return present(organisation, role);
    },

    /** Cancels an open invitation: its link stops working and its seat is free; 404 for one not open in the organisation. */
    async cancelInvitation(actor: OrganisationActor, organisationId: number, invitationId: number): Promise<void> {
      await access(actor, organisationId, 'admin');
      if (!(await repo.cancelInvitation(organisationId, invitationId))) throw notFound(ORGANISATION_MESSAGES.invitationNotFound);
    },

    /** What the invitation's page shows: the organisation, the address, and whether it signs in or makes an account. */
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await openInvitation(token);
      return {
        organisationName: (await repo.findById(invitation.organisation_id))!.name,
        email: invitation.email,
        role: invitation.role,
        hasAccount: (await users.findByEmail(invitation.email)) !== undefined,
      };
    },

    openInvitation,

    join,

    /** Joins an existing account to the organisation (see join). */
    async joinAs(invitation: InvitationRow, userId: number): Promise<void> {
      await query.transaction().execute((trx) => join(trx, invitation, userId));
      for (const id of await repo.cardIdsOf({ userId })) cardSaved(id);
    },

    /** Makes the invited address's account and joins it, in one transaction: a refused join leaves no account behind. */
    joinAsNewAccount: (invitation: InvitationRow, user: NewUser): Promise<UserRow> =>
      query.transaction().execute(async (trx) => {
        const created = await withTakenCheck(() => usersRepo(trx).createUser(user));
        await join(trx, invitation, created.id);
        return created;
      }),

    /**
     * Saves the team template and writes it onto every member's cards. Its pictures are uploads of the one who sets them
     * (the logo as a gallery picture, the cover as a cover), or the ones the template already had.
     */
    async setTemplate(actor: OrganisationActor, organisationId: number, template: TeamTemplate): Promise<Organisation> {
      const { organisation, role } = await access(actor, organisationId, 'admin');
      const current = templateOf(organisation);
      const details: ErrorDetail[] = [];
      for (const field of ['logo', 'cover'] as const) {
        const url = template[field];
        if (url === undefined || url === current[field]) continue;
        const upload = await uploads.findById(uploadIdOf(url) ?? '');
        const purpose = field === 'logo' ? 'gallery' : 'cover';
        if (!upload || upload.user_id !== actor.id || upload.purpose !== purpose) details.push({ path: field, message: PROFILE_MESSAGES.image });
      }
      if (details.length > 0) throw new HttpError(400, 'validation_failed', PROFILE_MESSAGES.image, details);
      const used = [template.logo, template.cover].flatMap((url) => (url ? [uploadIdOf(url) ?? ''] : []));
      await query.transaction().execute(async (trx) => {
        await organisationsRepo(trx).saveTemplate(organisationId, template);
        await uploadsRepo(trx).claim(used, new Date().toISOString());
      });
      for (const id of await repo.cardIdsOf({ organisationId })) cardSaved(id);
      return present((await repo.findById(organisationId))!, role);
    },

    /** The template that locks the account's cards (empty outside an organisation). */
    async lockOf(userId: number): Promise<TeamLock> {
      return (await repo.lockOf(userId)) ?? { organisationName: null, template: {}, setsTemplate: false };
    },

    /**
     * Removes a member (never the owner; an admin removes only members), who is told in the bell; or, with their own id,
     * lets any member but the owner leave, and the owner is told of one who left.
     */
    async removeMember(actor: OrganisationActor, organisationId: number, userId: number, now = new Date()): Promise<void> {
      const leaving = actor.id === userId;
      const { organisation, role } = await access(actor, organisationId, leaving ? 'member' : 'admin');
      const target = await repo.membershipOf(userId);
      if (!target || target.organisation_id !== organisationId) throw notFound(ORGANISATION_MESSAGES.memberNotFound);
      if (target.role === 'owner') throw forbidden(leaving ? ORGANISATION_MESSAGES.ownerCloses : ORGANISATION_MESSAGES.ownerStays);
      if (target.role === 'admin' && role === 'admin' && !leaving) throw forbidden(ORGANISATION_MESSAGES.adminRemovesMembersOnly);
      const notice = leaving ? leftNotification(organisation, target, now) : outNotification('team_removed', organisation, target, now);
      await query.transaction().execute(async (trx) => {
        await takeOut(trx, organisation, target);
        await notificationsRepo(trx).create(notice);
      });
      notified?.(notice.userId);
    },

    /**
     * Closes the organisation (its owner, and site admins): every member is taken out as removal takes one out and told
     * in the bell, then the organisation goes with its template and invitations. Refused (409) while its owner pays for
     * seats of the team plan: closing would leave them paid for nothing, and ending a plan is support's.
     */
    async close(actor: OrganisationActor, organisationId: number, now = new Date()): Promise<void> {
      const { organisation, role } = await access(actor, organisationId, 'admin');
      if (role !== 'owner' && actor.userRole !== 'admin') throw forbidden(ORGANISATION_MESSAGES.ownerOnly);
      if ((await plans.seatsOf(organisation.owner_id, now)).source === 'plan') throw conflict(ORGANISATION_MESSAGES.closePaidSeats, 'team_plan_paid');
      const told = await query.transaction().execute(async (trx) => {
        await organisationsRepo(trx).lock(organisationId);
        const members = (await organisationsRepo(trx).members(organisationId)).filter((member) => member.role !== 'owner');
        for (const member of members) {
          await takeOut(trx, organisation, member);
          await notificationsRepo(trx).create(outNotification('team_closed', organisation, member, now));
        }
        await organisationsRepo(trx).delete(organisationId);
        return members.map((member) => member.user_id);
      });
      for (const userId of told) notified?.(userId);
    },

    /**
     * Closes the organisation of an owner whose account is being deleted, before it is: every member is told in the bell
     * as closing tells them, and keeps their cards, the leads they took and the physical cards they hold (their owner's
     * account, where closing would move them, is going).
     */
    async closeWithOwner(organisationId: number, now = new Date()): Promise<void> {
      const organisation = await repo.findById(organisationId);
      if (!organisation) return;
      const told = await query.transaction().execute(async (trx) => {
        await organisationsRepo(trx).lock(organisation.id);
        const members = (await organisationsRepo(trx).members(organisation.id)).filter((member) => member.role !== 'owner');
        for (const member of members) await notificationsRepo(trx).create(outNotification('team_closed', organisation, member, now));
        await organisationsRepo(trx).delete(organisation.id);
        return members.map((member) => member.user_id);
      });
      for (const userId of told) notified?.(userId);
    },

    /** The physical cards the members hold, the orders placed for them, and the members' digital cards. */
    async physicalCards(actor: OrganisationActor, organisationId: number): Promise<OrganisationPhysicalCards> {
      const { organisation } = await access(actor, organisationId, 'admin');
      return { ...(await physicalCards.ofOrganisation(await membersOf(organisation))), memberCards: (await repo.memberCards(organisationId)).map(presentMemberCard) };
    },

    /** Gives one of the organisation's physical cards to the member whose digital card is named, opening it. */
    async assignPhysicalCard(actor: OrganisationActor, organisationId: number, cardId: number, input: AssignPhysicalCard): Promise<OrganisationPhysicalCard> {
      const { organisation } = await access(actor, organisationId, 'admin');
      return physicalCards.assign(await membersOf(organisation), cardId, input.profileId);
    },

    /** A member's digital card, for the organisation's owner and admins to see its printed card before they order it. */
    async memberCard(actor: OrganisationActor, organisationId: number, profileId: number): Promise<Profile> {
      const { organisation } = await access(actor, organisationId, 'admin');
      const members = await membersOf(organisation);
      const card = await profiles.findById(profileId);
      if (!card || !members.userIds.has(card.user_id)) throw notFound(PROFILE_MESSAGES.notFound);
      return presentProfile(card, await profiles.itemsOf(profileId));
    },

    /** Orders printed cards for a member's digital card, placed (and to be paid) by the actor for the organisation. */
    async orderPhysicalCards(actor: OrganisationActor & { isDemo: boolean }, organisationId: number, input: NfcOrderInput): Promise<NfcOrder> {
      const { organisation } = await access(actor, organisationId, 'admin');
      return physicalCards.createOrder(actor, input, await membersOf(organisation));
    },

    /**
     * Every member with their cards' sums over the last `days` days, and the organisation's totals. Views and clicks
     * come from the statistics; leads are the organisation's leads (those its lead list shows) that came in the period.
     * 402 while the owner's plan covers no statistics.
     */
    async dashboard(actor: OrganisationActor, organisationId: number, days: StatsRange, now = new Date()): Promise<OrganisationDashboard> {
      const { organisation } = await access(actor, organisationId, 'admin');
      await plans.assertOrganisationPlan(actor, organisation.owner_id);
      await events.flush();
      const period = statsPeriod(days, now);
      const recent = (await leads.ofOrganisation(organisationId)).filter((lead) => israelDay(new Date(lead.created_at)) >= period.from);
      const leadsOf = (matches: (lead: LeadRow) => boolean) => recent.filter(matches).length;
      const members = [];
      for (const member of await repo.members(organisationId)) {
        const sums = new Map((await stats.userCardSums(member.user_id, period.from, period.to)).map((row) => [row.profile_id, row]));
        const cards = (await stats.cardsOfUser(member.user_id)).map((card) => {
          const sum = sums.get(card.id);
          return { profileId: card.id, name: card.display_name, slug: card.slug, views: sum?.views ?? 0, clicks: sum?.clicks ?? 0, leads: leadsOf((lead) => lead.profile_id === card.id) };
        });
        // A removed member's leads went to the owner with their cards still named: they count for the owner.
        members.push({ ...presentMember(member), cards, totals: { ...sumOf(cards), leads: leadsOf((lead) => lead.user_id === member.user_id) }, pipeline: await leads.statusCounts(member.user_id, {}) });
      }
      return { days, totals: sumOf(members.map((m) => m.totals)), members };
    },

    /** Every lead of the organisation with the member who received it, newest first (402 while the owner's plan covers no leads). */
    async leads(actor: OrganisationActor, organisationId: number): Promise<OrganisationLead[]> {
      const { organisation } = await access(actor, organisationId, 'admin');
      await plans.assertOrganisationPlan(actor, organisation.owner_id);
      const names = new Map((await repo.members(organisationId)).map((member) => [member.user_id, member.display_name]));
      const rows = await leads.ofOrganisation(organisationId);
      // A refusal is of one owner's mail: each member's leads are looked up under that member.
      const refusals = new Map<number, string>();
      for (const userId of new Set(rows.map((row) => row.user_id))) {
        for (const [leadId, at] of await refusalsOfLeads(userId, rows.filter((row) => row.user_id === userId))) refusals.set(leadId, at);
      }
      return rows.map((row) => ({ ...presentLead(row, refusals.get(row.id) ?? null), memberName: row.member_name || (names.get(row.user_id) ?? '') }));
    },
  };
}

export type OrganisationsService = ReturnType<typeof organisationsService>;
