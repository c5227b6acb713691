import type { Database } from 'better-sqlite3';
import type { OrganisationRole, TeamTemplate, TeamTemplateField } from '../../shared/contract/organisations';

export interface OrganisationRow {
  id: number;
  name: string;
  owner_id: number;
  /** The team template as JSON (TeamTemplate). */
  template: string;
  created_at: string;
  updated_at: string;
}

/** A member with the account's name and address. */
export interface MemberRow {
  organisation_id: number;
  user_id: number;
  role: OrganisationRole;
  joined_at: string;
  display_name: string;
  email: string;
}

export interface InvitationRow {
  id: number;
  organisation_id: number;
  email: string;
  role: Exclude<OrganisationRole, 'owner'>;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** A digital card of a member, with its design. */
export interface MemberCardRow {
  id: number;
  slug: string;
  display_name: string;
  user_id: number;
  member_name: string;
  template: string;
  primary_color: string;
  background_color: string;
}

/** The card column each template field sets. */
const TEMPLATE_COLUMNS: Record<TeamTemplateField, string> = {
  template: 'template',
  primaryColor: 'primary_color',
  backgroundColor: 'background_color',
  logo: 'logo',
  cover: 'cover',
  company: 'company',
};

/** The template stored in a row. */
export const templateOf = (row: Pick<OrganisationRow, 'template'>): TeamTemplate => JSON.parse(row.template) as TeamTemplate;

const MEMBER_COLUMNS = 'm.organisation_id, m.user_id, m.role, m.joined_at, u.display_name, u.email';

/** SQL access to organisations, their members, invitations and leads. */
export function organisationsRepo(db: Database) {
  const insertOrganisation = db.prepare<[string, number, string, string]>('INSERT INTO organisations (name, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[number], OrganisationRow>('SELECT * FROM organisations WHERE id = ?');
  const insertMember = db.prepare<[number, number, string, string]>('INSERT INTO organisation_members (organisation_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  const membershipOf = db.prepare<[number], MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM organisation_members m JOIN users u ON u.id = m.user_id WHERE m.user_id = ?`);
  const membersOf = db.prepare<[number], MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM organisation_members m JOIN users u ON u.id = m.user_id WHERE m.organisation_id = ?
     ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.joined_at, m.user_id`,
  );
  const memberCount = db.prepare<[number], number>('SELECT count(*) FROM organisation_members WHERE organisation_id = ?').pluck();
  const memberCards = db.prepare<[number], MemberCardRow>(`SELECT p.id, p.slug, p.display_name, p.user_id, u.display_name AS member_name,
      p.template, p.primary_color, p.background_color
    FROM organisation_members m JOIN users u ON u.id = m.user_id JOIN profiles p ON p.user_id = m.user_id
    WHERE m.organisation_id = ?
    ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.joined_at, m.user_id, p.is_primary DESC, p.id`);
  const removeMember = db.prepare<[number, number]>('DELETE FROM organisation_members WHERE organisation_id = ? AND user_id = ?');
  const insertInvitation = db.prepare(
    `INSERT INTO organisation_invitations (organisation_id, email, role, token_hash, invited_by, created_at, expires_at)
     VALUES (@organisationId, @email, @role, @tokenHash, @invitedBy, @createdAt, @expiresAt)`,
  );
  const invitationByToken = db.prepare<[string, string], InvitationRow>(
    'SELECT * FROM organisation_invitations WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ?',
  );
  const openInvitations = db.prepare<[number, string], InvitationRow>(
    'SELECT * FROM organisation_invitations WHERE organisation_id = ? AND accepted_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC',
  );
  // Invitations still open, one per address (inviting an address again does not take a second seat).
  const openInvitationCount = db.prepare<[number, string], number>(
    'SELECT count(DISTINCT lower(email)) FROM organisation_invitations WHERE organisation_id = ? AND accepted_at IS NULL AND expires_at > ?',
  ).pluck();
  const openInvitationTo = db.prepare<[number, string, string], number>(
    'SELECT count(*) FROM organisation_invitations WHERE organisation_id = ? AND email = ? AND accepted_at IS NULL AND expires_at > ?',
  ).pluck();
  const markAccepted = db.prepare<[string, number]>('UPDATE organisation_invitations SET accepted_at = ? WHERE id = ?');
  const setTemplate = db.prepare<[string, string, number]>('UPDATE organisations SET template = ?, updated_at = ? WHERE id = ?');
  const lockOf = db.prepare<[number], { name: string; template: string }>(
    'SELECT o.name, o.template FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id WHERE m.user_id = ?',
  );
  const templateImages = db.prepare<[], { path: string }>(`SELECT json_extract(template, '$.logo') AS path FROM organisations WHERE json_extract(template, '$.logo') IS NOT NULL
    UNION SELECT json_extract(template, '$.cover') FROM organisations WHERE json_extract(template, '$.cover') IS NOT NULL`);

  /**
   * Writes the template's fields onto cards (a new version each, so an editor open on one hears of the change): every
   * card of the organisation's members, or of one member.
   */
  function applyTemplate(template: TeamTemplate, where: { organisationId: number } | { userId: number }, now: string): void {
    const fields = (Object.keys(template) as TeamTemplateField[]).filter((field) => template[field] !== undefined);
    if (fields.length === 0) return;
    const owners = 'organisationId' in where ? 'user_id IN (SELECT user_id FROM organisation_members WHERE organisation_id = @organisationId)' : 'user_id = @userId';
    const set = fields.map((field) => `${TEMPLATE_COLUMNS[field]} = @${field}`).join(', ');
    db.prepare(`UPDATE profiles SET ${set}, version = version + 1, updated_at = @now WHERE ${owners}`).run({ ...template, ...where, now });
  }

  const moveLeads = db.prepare<[number, number, number]>('UPDATE leads SET user_id = ? WHERE organisation_id = ? AND user_id = ?');

  return {
    findById: (id: number) => byId.get(id),

    /** Creates an organisation with its owner as its first member. */
    create(name: string, ownerId: number, now = new Date()): OrganisationRow {
      const at = now.toISOString();
      return db.transaction(() => {
        const id = Number(insertOrganisation.run(name, ownerId, at, at).lastInsertRowid);
        insertMember.run(id, ownerId, 'owner', at);
        return byId.get(id)!;
      })();
    },

    /** Saves an organisation's template and writes it onto every member's cards. */
    saveTemplate(organisationId: number, template: TeamTemplate, now = new Date()): void {
      db.transaction(() => {
        setTemplate.run(JSON.stringify(template), now.toISOString(), organisationId);
        applyTemplate(template, { organisationId }, now.toISOString());
      })();
    },

    /** Writes the organisation's template onto one member's cards (when they join). */
    applyTemplateTo: (userId: number, template: TeamTemplate, now = new Date()) => applyTemplate(template, { userId }, now.toISOString()),

    /** The template that locks an account's cards, with its organisation's name; none outside an organisation. */
    lockOf(userId: number): { organisationName: string; template: TeamTemplate } | undefined {
      const row = lockOf.get(userId);
      return row && { organisationName: row.name, template: templateOf(row) };
    },

    /** Every picture a team template uses (kept while it does, though no card of its uploader shows it). */
    templateImagePaths: () => templateImages.all().map((row) => row.path),

    /** The organisation an account belongs to, with its role there, if any. */
    membershipOf: (userId: number) => membershipOf.get(userId),
    members: (organisationId: number) => membersOf.all(organisationId),
    memberCount: (organisationId: number) => memberCount.get(organisationId)!,
    /** Every digital card of the organisation's members, by member (the owner first) and each member's primary card first. */
    memberCards: (organisationId: number) => memberCards.all(organisationId),
    addMember: (organisationId: number, userId: number, role: OrganisationRole, now = new Date()) => insertMember.run(organisationId, userId, role, now.toISOString()),

    /** Removes a member; the leads their cards received stay with the organisation, moved to its owner. */
    removeMember(organisation: OrganisationRow, userId: number): void {
      db.transaction(() => {
        moveLeads.run(organisation.owner_id, organisation.id, userId);
        removeMember.run(organisation.id, userId);
      })();
    },

    createInvitation(invitation: { organisationId: number; email: string; role: InvitationRow['role']; tokenHash: string; invitedBy: number; createdAt: string; expiresAt: string }) {
      return Number(insertInvitation.run(invitation).lastInsertRowid);
    },
    /** The invitation a link's token names, while it is open. */
    openInvitation: (tokenHash: string, now = new Date()) => invitationByToken.get(tokenHash, now.toISOString()),
    openInvitations: (organisationId: number, now = new Date()) => openInvitations.all(organisationId, now.toISOString()),
    markAccepted: (id: number, now = new Date()) => markAccepted.run(now.toISOString(), id),
    /** How many addresses have an open invitation to the organisation. */
    openInvitationCount: (organisationId: number, now = new Date()) => openInvitationCount.get(organisationId, now.toISOString())!,
    /** Whether the address already has an open invitation to the organisation. */
    hasOpenInvitation: (organisationId: number, email: string, now = new Date()) => openInvitationTo.get(organisationId, email, now.toISOString())! > 0,
  };
}

export type OrganisationsRepo = ReturnType<typeof organisationsRepo>;
