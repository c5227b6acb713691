import type { Database } from 'better-sqlite3';
import { LEAD_STATUSES, type Lead, type LeadListQuery, type LeadStatus } from '../../shared/contract/leads';
import { attachmentColumn, presentAttachment } from '../visitor-files/repo';

/** A `leads` row as stored. */
export interface LeadRow {
  id: number;
  user_id: number;
  profile_id: number | null;
  card_name: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  status: LeadStatus;
  note: string;
  consent_text: string;
  consented_at: string;
  idempotency_key: string;
  seed_key: string | null;
  /** The organisation the card's owner belonged to when the lead came, and that member's name ('' outside one). */
  organisation_id: number | null;
  member_name: string;
  created_at: string;
  updated_at: string;
  /** The attached file's list entry as JSON (read, never written). */
  attachment: string | null;
}

/** A lead's columns with its attachment's. */
const LEAD_COLUMNS = `leads.*, ${attachmentColumn('lead_id', 'leads.id')}`;

/** The columns written when a lead arrives. */
export interface NewLead {
  userId: number;
  profileId: number;
  cardName: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  consentText: string;
  idempotencyKey: string;
  seedKey?: string | null;
  status?: LeadStatus;
  note?: string;
  now: string;
}

/** A lead as the owner's API shows it. */
export function presentLead(row: LeadRow): Lead {
  return {
    id: row.id,
    profileId: row.profile_id,
    cardName: row.card_name,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    status: row.status,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attachment: presentAttachment(row.attachment),
  };
}

/** Filters of a lead listing without paging. */
export type LeadFilter = Pick<LeadListQuery, 'profileId' | 'status' | 'q'>;

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/** The WHERE clause and its parameters for a user's leads under a filter. */
function whereOf(userId: number, filter: LeadFilter, withStatus: boolean) {
  const clauses = ['user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  if (filter.profileId !== undefined) {
    clauses.push('profile_id = @profileId');
    params.profileId = filter.profileId;
  }
  if (withStatus && filter.status) {
    clauses.push('status = @status');
    params.status = filter.status;
  }
  if (filter.q) {
    clauses.push(`(name LIKE @q ESCAPE '\\' OR phone LIKE @q ESCAPE '\\' OR email LIKE @q ESCAPE '\\' OR message LIKE @q ESCAPE '\\'
      OR note LIKE @q ESCAPE '\\' OR card_name LIKE @q ESCAPE '\\')`);
    params.q = likePattern(filter.q);
  }
  return { where: clauses.join(' AND '), params };
}

/** SQL access to leads. */
export function leadsRepo(db: Database) {
  const byId = db.prepare<[number], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`);
  const byKey = db.prepare<[number, string], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE profile_id = ? AND idempotency_key = ?`);
  // A lead that reaches a member of an organisation belongs to the organisation too, with the member's name.
  const insert = db.prepare(`INSERT INTO leads (user_id, profile_id, card_name, name, phone, email, message, status, note, consent_text,
      consented_at, idempotency_key, seed_key, created_at, updated_at, organisation_id, member_name)
    SELECT @userId, @profileId, @cardName, @name, @phone, @email, @message, @status, @note, @consentText, @now, @idempotencyKey, @seedKey,
      @now, @now, m.organisation_id, CASE WHEN m.organisation_id IS NULL THEN '' ELSE u.display_name END
    FROM users u LEFT JOIN organisation_members m ON m.user_id = u.id WHERE u.id = @userId
    ON CONFLICT (profile_id, idempotency_key) DO NOTHING`);
  const update = db.prepare('UPDATE leads SET status = @status, note = @note, updated_at = @now WHERE id = @id');
  const remove = db.prepare<[number]>('DELETE FROM leads WHERE id = ?');
  const ofOrganisation = db.prepare<[number], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE organisation_id = ? ORDER BY created_at DESC, id DESC`);
  const countByUser = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM leads WHERE user_id = ?');
  const countNewByUser = db.prepare<[number], { n: number }>("SELECT count(*) AS n FROM leads WHERE user_id = ? AND status = 'new'");

  return {
    findById: (id: number) => byId.get(id),

    /** Stores a lead unless this card already has one under the same key; returns the stored lead and whether it is new. */
    insertOnce(lead: NewLead): { row: LeadRow; created: boolean } {
      const { changes } = insert.run({ status: 'new', note: '', seedKey: null, ...lead });
      return { row: byKey.get(lead.profileId, lead.idempotencyKey)!, created: changes === 1 };
    },

    /** One page of a user's leads, newest first, with the total matching. */
    page(userId: number, query: LeadListQuery): { rows: LeadRow[]; total: number } {
      const { where, params } = whereOf(userId, query, true);
      const total = (db.prepare(`SELECT count(*) AS n FROM leads WHERE ${where}`).get(params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }) as LeadRow[];
      return { rows, total };
    },

    /** How many of the user's leads under the filter (ignoring its status) are in each status. */
    statusCounts(userId: number, filter: LeadFilter): Record<LeadStatus, number> {
      const { where, params } = whereOf(userId, filter, false);
      const rows = db.prepare(`SELECT status, count(*) AS n FROM leads WHERE ${where} GROUP BY status`).all(params) as { status: LeadStatus; n: number }[];
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Every lead of the user under the filter, newest first (for the CSV export). */
    all(userId: number, filter: LeadFilter): LeadRow[] {
      const { where, params } = whereOf(userId, filter, true);
      return db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE ${where} ORDER BY created_at DESC, id DESC`).all(params) as LeadRow[];
    },

    /** Every lead of an organisation, newest first. */
    ofOrganisation: (organisationId: number) => ofOrganisation.all(organisationId),

    update: (id: number, fields: { status: LeadStatus; note: string }, now: string) => void update.run({ ...fields, id, now }),
    delete: (id: number) => void remove.run(id),
    countByUser: (userId: number) => countByUser.get(userId)!.n,
    /** Leads the owner has not handled yet. */
    countNewByUser: (userId: number) => countNewByUser.get(userId)!.n,
  };
}

/** The lead queries as returned by leadsRepo(). */
export type LeadsRepo = ReturnType<typeof leadsRepo>;
