import { sql, type ExpressionBuilder, type UpdateQueryBuilder, type UpdateResult, type Selectable } from 'kysely';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import { withTeamCompany, type OrganisationRole, type TeamLock, type TeamTemplate, type TeamTemplateField } from '../../shared/contract/organisations';
import type { CardTranslation } from '../../shared/contract/profiles';

/** An `organisations` row; its template is JSON (TeamTemplate). */
export type OrganisationRow = Selectable<Tables['organisations']>;

/** A member with the account's name and address. */
export type MemberRow = Selectable<Tables['organisation_members']> & Pick<Selectable<Tables['users']>, 'display_name' | 'username' | 'email'>;

/** Why an invitation closed before it was used (see migration 0026). */
export type InvitationCloseReason = 'cancelled' | 'replaced' | 'joined';

export type InvitationRow = Omit<Selectable<Tables['organisation_invitations']>, 'token_hash'>;

/** A digital card of a member, with its design. */
export type MemberCardRow = Pick<Selectable<Tables['profiles']>, 'id' | 'slug' | 'display_name' | 'user_id' | 'template' | 'primary_color' | 'background_color' | 'language' | 'translations'> & {
  member_name: string;
};

/** The card column each template field sets. */
const TEMPLATE_COLUMNS = {
  template: 'template',
  primaryColor: 'primary_color',
  backgroundColor: 'background_color',
  logo: 'logo',
  cover: 'cover',
  company: 'company',
} as const satisfies Record<TeamTemplateField, string>;

/** The template stored in a row. */
export const templateOf = (row: Pick<OrganisationRow, 'template'>): TeamTemplate => JSON.parse(row.template) as TeamTemplate;

/** Owners first, then admins, then members; each group by when they joined. */
const ROLE_ORDER = sql<number>`CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`;

/** SQL access to organisations, their members, invitations and leads. */
export function organisationsRepo(query: QueryBuilder) {
  const postgres = engineOf(query) === 'postgres';
  const byId = (id: number) => query.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst() as Promise<OrganisationRow | undefined>;
  const members = () =>
    query
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.organisation_id', 'm.user_id', 'm.role', 'm.joined_at', 'u.display_name', 'u.username', 'u.email']);
  const openInvitations = (organisationId: number, now: Date) =>
    query
      .selectFrom('organisation_invitations')
      .where('organisation_id', '=', organisationId)
      .where('accepted_at', 'is', null)
      .where('closed_at', 'is', null)
      .where('expires_at', '>', now.toISOString());
  /** Closes the invitations `where` picks that are neither used nor closed yet (expired ones too: they stay closed). */
  const close = async (reason: InvitationCloseReason, now: Date, where: (update: UpdateQueryBuilder<Tables, 'organisation_invitations', 'organisation_invitations', UpdateResult>) => typeof update) =>
    Number(
      (
        await where(query.updateTable('organisation_invitations').set({ closed_at: now.toISOString(), closed_reason: reason }))
          .where('accepted_at', 'is', null)
          .where('closed_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    );
  const addMember = async (organisationId: number, userId: number, role: OrganisationRole, now = new Date()): Promise<void> => {
    await query.insertInto('organisation_members').values({ organisation_id: organisationId, user_id: userId, role, joined_at: now.toISOString() }).execute();
  };
  const templateField = (field: 'logo' | 'cover') => (postgres ? sql<string | null>`(template::jsonb ->> ${sql.lit(field)})` : sql<string | null>`json_extract(template, ${sql.lit(`$.${field}`)})`);

  /**
   * Writes the template's fields onto cards (a new version each, so an editor open on one hears of the change): every
   * card of the organisation's members, or of one member.
   */
  /** Whose cards a template is written onto: every member's of an organisation, or one member's. */
  type TemplateTarget = { organisationId: number } | { userId: number };
  const cardOwners = (where: TemplateTarget) => (eb: ExpressionBuilder<Tables, 'profiles'>) =>
    'organisationId' in where
      ? eb('user_id', 'in', eb.selectFrom('organisation_members').select('user_id').where('organisation_id', '=', where.organisationId))
      : eb('user_id', '=', where.userId);

  async function applyTemplate(template: TeamTemplate, where: TemplateTarget, now: string): Promise<void> {
    const fields = (Object.keys(template) as TeamTemplateField[]).filter((field) => template[field] !== undefined);
    if (fields.length === 0) return;
    const set = Object.fromEntries(fields.map((field) => [TEMPLATE_COLUMNS[field], template[field]]));
    await query
      .updateTable('profiles')
      .set({ ...set, version: sql<number>`version + 1`, updated_at: now })
      .where(cardOwners(where))
      .execute();
    if (template.company === undefined) return;
    const versioned = await query.selectFrom('profiles').select(['id', 'translations']).where(cardOwners(where)).where('translations', '<>', '[]').execute();
    for (const card of versioned) {
      const translations = JSON.stringify(withTeamCompany(JSON.parse(card.translations) as CardTranslation[], template));
      await query.updateTable('profiles').set({ translations }).where('id', '=', card.id).execute();
    }
  }

  return {
    findById: byId,

    /** Creates an organisation with its owner as its first member; build the repository on a transaction to make it one write. */
    async create(name: string, ownerId: number, now = new Date()): Promise<OrganisationRow> {
      const at = now.toISOString();
      const { id } = await query.insertInto('organisations').values({ name, owner_id: ownerId, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      await addMember(id, ownerId, 'owner', now);
      return (await byId(id))!;
    },

    /** Saves an organisation's template and writes it onto every member's cards (build the repository on a transaction). */
    async saveTemplate(organisationId: number, template: TeamTemplate, now = new Date()): Promise<void> {
      await query.updateTable('organisations').set({ template: JSON.stringify(template), updated_at: now.toISOString() }).where('id', '=', organisationId).execute();
      await applyTemplate(template, { organisationId }, now.toISOString());
    },

    /** The ids of the cards a template is written onto. */
    cardIdsOf: async (where: TemplateTarget): Promise<number[]> => (await query.selectFrom('profiles').select('id').where(cardOwners(where)).execute()).map((row) => row.id),

    /** Writes the organisation's template onto one member's cards (when they join). */
    applyTemplateTo: (userId: number, template: TeamTemplate, now = new Date()) => applyTemplate(template, { userId }, now.toISOString()),

    /** The template that locks an account's cards, with its organisation's name and whether the account sets it; none outside an organisation. */
    async lockOf(userId: number): Promise<TeamLock | undefined> {
      const row = await query
        .selectFrom('organisation_members as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
        .select(['o.name', 'o.template', 'm.role'])
        .where('m.user_id', '=', userId)
        .executeTakeFirst();
      return row && { organisationName: row.name, template: templateOf(row), setsTemplate: row.role !== 'member' };
    },

    /** Every picture a team template uses (kept while it does, though no card of its uploader shows it). */
    async templateImagePaths(): Promise<string[]> {
      const logo = templateField('logo');
      const cover = templateField('cover');
      const { rows } = await sql<{ path: string }>`SELECT ${logo} AS path FROM organisations WHERE ${logo} IS NOT NULL
        UNION SELECT ${cover} FROM organisations WHERE ${cover} IS NOT NULL`.execute(query);
      return rows.map((row) => row.path);
    },

    /** The organisation an account belongs to, with its role there, if any. */
    membershipOf: (userId: number) => members().where('m.user_id', '=', userId).executeTakeFirst() as Promise<MemberRow | undefined>,
    members: (organisationId: number) =>
      members().where('m.organisation_id', '=', organisationId).orderBy(ROLE_ORDER).orderBy('m.joined_at').orderBy('m.user_id').execute() as Promise<MemberRow[]>,
    async memberCount(organisationId: number): Promise<number> {
      const row = await query.selectFrom('organisation_members').select((eb) => eb.fn.countAll<number>().as('count')).where('organisation_id', '=', organisationId).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Every digital card of the organisation's members, by member (the owner first) and each member's primary card first. */
    memberCards: (organisationId: number) =>
      query
        .selectFrom('organisation_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .innerJoin('profiles as p', 'p.user_id', 'm.user_id')
        .select(['p.id', 'p.slug', 'p.display_name', 'p.user_id', 'u.display_name as member_name', 'p.template', 'p.primary_color', 'p.background_color', 'p.language', 'p.translations'])
        .where('m.organisation_id', '=', organisationId)
        .orderBy(ROLE_ORDER)
        .orderBy('m.joined_at')
        .orderBy('m.user_id')
        .orderBy('p.is_primary', 'desc')
        .orderBy('p.id')
        .execute() as Promise<MemberCardRow[]>,
    addMember,

    /**
     * Removes a member; the leads their cards received stay with the organisation, moved to its owner (build the
     * repository on a transaction). The addresses of the leads moved.
     */
    async removeMember(organisation: OrganisationRow, userId: number): Promise<string[]> {
      const moved = await query.selectFrom('leads').select('email').where('organisation_id', '=', organisation.id).where('user_id', '=', userId).where('email', '<>', '').execute();
      await query.updateTable('leads').set({ user_id: organisation.owner_id }).where('organisation_id', '=', organisation.id).where('user_id', '=', userId).execute();
      await query.deleteFrom('organisation_members').where('organisation_id', '=', organisation.id).where('user_id', '=', userId).execute();
      return moved.map((lead) => lead.email);
    },

    /** Deletes the organisation with its members' rows and invitations; its leads, orders and physical cards stay, no longer its. */
    async delete(organisationId: number): Promise<void> {
      await query.deleteFrom('organisations').where('id', '=', organisationId).execute();
    },

    /**
     * Records an invitation sent to an address; an earlier one of the address to the organisation that is still open
     * closes as replaced, so its link stops working (build the repository on a transaction).
     */
    async createInvitation(invitation: { organisationId: number; email: string; role: InvitationRow['role']; tokenHash: string; invitedBy: number; createdAt: string; expiresAt: string }): Promise<number> {
      await close('replaced', new Date(invitation.createdAt), (update) => update.where('organisation_id', '=', invitation.organisationId).where('email', '=', invitation.email));
      const { id } = await query
        .insertInto('organisation_invitations')
        .values({
          organisation_id: invitation.organisationId,
          email: invitation.email,
          role: invitation.role,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** The invitation a link's token names, open or not. */
    invitationByToken: (tokenHash: string) =>
      query.selectFrom('organisation_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst() as Promise<InvitationRow | undefined>,
    openInvitations: (organisationId: number, now = new Date()) =>
      openInvitations(organisationId, now).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute() as Promise<InvitationRow[]>,
    /** Marks the invitation used if it is still open at `now` (another request may have closed it meanwhile); whether it was. */
    async accept(id: number, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const { numUpdatedRows } = await query
        .updateTable('organisation_invitations')
        .set({ accepted_at: at })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('closed_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(numUpdatedRows) === 1;
    },
    /** Closes every invitation of the address to the organisation that is still open. */
    closeInvitationsOf: (organisationId: number, email: string, reason: InvitationCloseReason, now = new Date()) =>
      close(reason, now, (update) => update.where('organisation_id', '=', organisationId).where('email', '=', email)),
    /** Cancels one open invitation of the organisation; whether there was one. */
    async cancelInvitation(organisationId: number, id: number, now = new Date()): Promise<boolean> {
      return (await close('cancelled', now, (update) => update.where('organisation_id', '=', organisationId).where('id', '=', id).where('expires_at', '>', now.toISOString()))) === 1;
    },
    /**
     * How many seats open invitations hold: one per invitation (an address has at most one open), except an address
     * whose account is a member already, which holds its member's seat alone.
     */
    async openInvitationCount(organisationId: number, now = new Date()): Promise<number> {
      const row = await openInvitations(organisationId, now)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('organisation_members as m')
                .innerJoin('users as u', 'u.id', 'm.user_id')
                .select('m.user_id')
                .where('m.organisation_id', '=', organisationId)
                .where(sql<boolean>`u.email = lower(organisation_invitations.email)`),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Whether the address already has an open invitation to the organisation. */
    async hasOpenInvitation(organisationId: number, email: string, now = new Date()): Promise<boolean> {
      return (await openInvitations(organisationId, now).select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
    },
    /** The address and time of every invitation the organisation sent since `since`, open or not, oldest first. */
    invitationsSentSince: (organisationId: number, since: Date) =>
      query
        .selectFrom('organisation_invitations')
        .select(['email', 'created_at'])
        .where('organisation_id', '=', organisationId)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at')
        .execute(),
    /**
     * Holds the organisation's row until the transaction ends, so that its invitations are counted and sent one at a
     * time (PostgreSQL; SQLite's write transactions already run one at a time).
     */
    async lock(organisationId: number): Promise<void> {
      if (postgres) await query.selectFrom('organisations').select('id').where('id', '=', organisationId).forUpdate().execute();
    },
  };
}

export type OrganisationsRepo = ReturnType<typeof organisationsRepo>;
