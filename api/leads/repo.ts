import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Selectable } from 'kysely';
import { UNICODE_LOWER } from '../../db/index';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { CardTranslation } from '../../shared/contract/profiles';
import { textsInLanguage } from '../../shared/card/in-language';
import { LEAD_STATUSES, type Lead, type LeadListQuery, type LeadSource, type LeadStatus } from '../../shared/contract/leads';
import { israelDay } from '../israel-time';
import { attachmentOf, presentAttachment } from '../visitor-files/repo';

/** A `leads` row as stored. */
export type LeadRow = Selectable<Tables['leads']> & {
  /** The attached file's list entry as JSON (read, never written). */
  attachment: string | null;
} & CardOfLead;

/** The card a lead came through, as it is now (read, never written); nulls once the card was deleted. */
interface CardOfLead {
  card_language: Selectable<Tables['profiles']>['language'] | null;
  card_display_name: string | null;
  card_given_name: string | null;
  card_company: string | null;
  card_translations: string | null;
}

/** The columns written when a lead arrives. */
export interface NewLead {
  userId: number;
  profileId: number;
  cardName: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  company?: string;
  event?: string | null;
  /** The consent to be contacted as shown; '' when no form was shown, and then no language and no time are kept. */
  consentText: string;
  /** The language the consent was shown in (Hebrew unless said). */
  consentLanguage?: CardLanguage;
  /** The marketing consent as shown, when the visitor ticked it. */
  marketingConsentText?: string | null;
  source?: LeadSource;
  idempotencyKey: string;
  seedKey?: string | null;
  status?: LeadStatus;
  note?: string;
  now: string;
}

/** The changes the owner makes to a lead. */
export interface LeadChanges {
  status: LeadStatus;
  note: string;
  tags: string[];
  remindAt: string | null;
}

/** A lead as the owner's API shows it; `refusedAt` is when its address refused the owner's mail. */
/**
 * The card a lead came through as that lead read it: the version in the language its consent was shown in, where the
 * card has one, else the card as it is.
 */
function cardOfLead(row: LeadRow): NonNullable<Lead['card']> {
  const own = { language: row.card_language!, displayName: row.card_display_name ?? '', givenName: row.card_given_name ?? '', familyName: '', title: '', company: row.card_company ?? '', bio: '' };
  const translations = JSON.parse(row.card_translations ?? '[]') as CardTranslation[];
  const { language, displayName, givenName, company } = row.consent_language ? textsInLanguage({ ...own, translations }, row.consent_language) : own;
  return { language, displayName, givenName, company };
}

export function presentLead(row: LeadRow, refusedAt: string | null = null): Lead {
  return {
    id: row.id,
    profileId: row.profile_id,
    cardName: row.card_name,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    company: row.company,
    event: row.event,
    status: row.status,
    note: row.note,
    source: row.source,
    tags: JSON.parse(row.tags) as string[],
    remindAt: row.remind_at,
    consentText: row.consent_text,
    consentLanguage: row.consent_language,
    consentedAt: row.consented_at,
    marketingConsent: row.marketing_consent_text !== null && row.marketing_consented_at !== null ? { text: row.marketing_consent_text, at: row.marketing_consented_at } : null,
    mailRefusedAt: refusedAt,
    card: row.card_language === null ? null : cardOfLead(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attachment: presentAttachment(row.attachment),
  };
}

/** Filters of a lead listing without paging. */
export type LeadFilter = Pick<LeadListQuery, 'profileId' | 'status' | 'source' | 'tag' | 'reminder' | 'event' | 'q'>;

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/** The columns a lead search looks in. */
const SEARCHED = ['name', 'phone', 'email', 'message', 'note', 'card_name', 'company', 'tags'] as const;

/**
 * The digits a search for a phone number looks for, whichever way it was typed (0521234567, 052-123-4567,
 * +972 52 123 4567): without the country code or the trunk 0, which the stored number may be written with or without.
 */
export function phoneSearchDigits(text: string): string | undefined {
  if (!/^[\d\s+\-().]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '').replace(/^(?:00)?972/, '').replace(/^0/, '');
  return digits.length >= 4 ? digits : undefined;
}

/** A lead's phone as its digits alone, in SQL: the separators a phone is written with taken out. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${sql.ref('leads.phone')}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

/** SQL access to leads. */
export function leadsRepo(query: QueryBuilder) {
  // A search ignores the case of letters in every script: ILIKE on PostgreSQL; on SQLite, whose LIKE folds Latin letters
  // alone, both sides in lower case.
  const postgres = engineOf(query) === 'postgres';
  const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  const contains = (column: string, text: string) =>
    postgres
      ? sql<SqlBool>`${sql.ref(column)} ILIKE ${likePattern(text)} ESCAPE '\\'`
      : sql<SqlBool>`${sql.raw(UNICODE_LOWER)}(${sql.ref(column)}) LIKE ${likePattern(text.toLowerCase())} ESCAPE '\\'`;
  const leads = () =>
    query
      .selectFrom('leads')
      .leftJoin('profiles as card', 'card.id', 'leads.profile_id')
      .selectAll('leads')
      .select(attachmentOf(query, 'lead_id', 'leads.id').as('attachment'))
      .select(['card.language as card_language', 'card.display_name as card_display_name', 'card.given_name as card_given_name', 'card.company as card_company', 'card.translations as card_translations']);

  /** A user's leads under a filter. */
  const whereOf = (userId: number, filter: LeadFilter, withStatus: boolean) => (eb: ExpressionBuilder<Tables, 'leads'>) => {
    const conditions: Expression<SqlBool>[] = [eb('leads.user_id', '=', userId)];
    if (filter.profileId !== undefined) conditions.push(eb('leads.profile_id', '=', filter.profileId));
    if (filter.event !== undefined) conditions.push(eb('leads.event', '=', filter.event));
    if (withStatus && filter.status) conditions.push(eb('leads.status', '=', filter.status));
    if (filter.source) conditions.push(eb('leads.source', '=', filter.source));
    // A tag is one JSON string inside the array, quotes and all: `"vip"` matches the tag vip, not vip-2.
    if (filter.tag) conditions.push(sql<SqlBool>`${sql.ref('leads.tags')} ${like} ${likePattern(JSON.stringify(filter.tag))} ESCAPE '\\'`);
    if (filter.reminder === 'set') conditions.push(eb('leads.remind_at', 'is not', null));
    if (filter.reminder === 'due') conditions.push(eb('leads.remind_at', '<=', israelDay(new Date())));
    if (filter.q) {
      // The tags are kept as JSON ('["vip","כנס"]'): its brackets, quotes and commas are no tag's text.
      const columns = /[[\]",\\]/.test(filter.q) ? SEARCHED.filter((column) => column !== 'tags') : SEARCHED;
      const searched = columns.map((column) => contains(`leads.${column}`, filter.q!));
      const digits = phoneSearchDigits(filter.q);
      if (digits) searched.push(sql<SqlBool>`${phoneDigits} LIKE ${`%${digits}%`}`);
      conditions.push(eb.or(searched));
    }
    return eb.and(conditions);
  };

  const byKey = (profileId: number, idempotencyKey: string) =>
    leads().where('leads.profile_id', '=', profileId).where('leads.idempotency_key', '=', idempotencyKey).executeTakeFirst() as Promise<LeadRow | undefined>;

  return {
    findById: (id: number) => leads().where('leads.id', '=', id).executeTakeFirst() as Promise<LeadRow | undefined>,

    /**
     * Stores a lead unless this card already has one under the same key; returns the stored lead and whether it is new.
     * A lead that reaches a member of an organisation belongs to the organisation too, with the member's name.
     */
    async insertOnce(lead: NewLead): Promise<{ row: LeadRow; created: boolean }> {
      const owner = await query
        .selectFrom('users as u')
        .leftJoin('organisation_members as m', 'm.user_id', 'u.id')
        .select(['u.display_name', 'm.organisation_id'])
        .where('u.id', '=', lead.userId)
        .executeTakeFirst();
      const inserted = owner
        ? await query
            .insertInto('leads')
            .values({
              user_id: lead.userId,
              profile_id: lead.profileId,
              card_name: lead.cardName,
              name: lead.name,
              phone: lead.phone,
              email: lead.email,
              message: lead.message,
              company: lead.company ?? '',
              event: lead.event ?? null,
              status: lead.status ?? 'new',
              note: lead.note ?? '',
              source: lead.source ?? 'card',
              consent_text: lead.consentText,
              consent_language: lead.consentText ? (lead.consentLanguage ?? 'he') : null,
              consented_at: lead.consentText ? lead.now : null,
              marketing_consent_text: lead.marketingConsentText ?? null,
              marketing_consented_at: lead.marketingConsentText ? lead.now : null,
              idempotency_key: lead.idempotencyKey,
              seed_key: lead.seedKey ?? null,
              created_at: lead.now,
              updated_at: lead.now,
              organisation_id: owner.organisation_id,
              member_name: owner.organisation_id === null ? '' : owner.display_name,
            })
            .onConflict((conflict) => conflict.columns(['profile_id', 'idempotency_key']).doNothing())
            .returning('id')
            .executeTakeFirst()
        : undefined;
      return { row: (await byKey(lead.profileId, lead.idempotencyKey))!, created: inserted !== undefined };
    },

    /**
     * One page of a user's leads, newest first, with the total matching and the page it is. A page past the end (its
     * last lead just deleted, an old address) is the last page: an empty one would say there are no leads at all.
     */
    async page(userId: number, listQuery: LeadListQuery): Promise<{ rows: LeadRow[]; total: number; page: number }> {
      const where = whereOf(userId, listQuery, true);
      const { n } = await query.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow();
      const total = Number(n);
      const page = Math.min(listQuery.page, Math.max(1, Math.ceil(total / listQuery.pageSize)));
      const rows = (await leads()
        .where(where)
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(listQuery.pageSize)
        .offset((page - 1) * listQuery.pageSize)
        .execute()) as LeadRow[];
      return { rows, total, page };
    },

    /** How many of the user's leads under the filter (ignoring its status) are in each status. */
    async statusCounts(userId: number, filter: LeadFilter): Promise<Record<LeadStatus, number>> {
      const rows = await query
        .selectFrom('leads')
        .select((eb) => ['leads.status', eb.fn.countAll<number>().as('n')])
        .where(whereOf(userId, filter, false))
        .groupBy('leads.status')
        .execute();
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /** The names of the events the user took leads at, the latest event first. */
    async eventNames(userId: number): Promise<string[]> {
      const rows = await query
        .selectFrom('leads')
        .select((eb) => ['event', eb.fn.max('created_at').as('last')])
        .where('user_id', '=', userId)
        .where('event', 'is not', null)
        .groupBy('event')
        .orderBy('last', 'desc')
        .limit(50)
        .execute();
      return rows.map((row) => row.event!);
    },

    /** Every lead of the user under the filter, newest first (for the CSV export). */
    all(userId: number, filter: LeadFilter): Promise<LeadRow[]> {
      return leads().where(whereOf(userId, filter, true)).orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc').execute() as Promise<LeadRow[]>;
    },

    /**
     * Every lead of an organisation, newest first: those that came while their card's owner was a member (a removed
     * member's stay), and its owner's own from before it was made. A member's leads from before they joined stay
     * theirs alone: those visitors were told their details stay with the card's owner.
     */
    ofOrganisation(organisationId: number): Promise<LeadRow[]> {
      return leads()
        .where((eb) =>
          eb.or([
            eb('leads.organisation_id', '=', organisationId),
            eb.and([
              eb('leads.organisation_id', 'is', null),
              eb('leads.user_id', '=', eb.selectFrom('organisations').select('owner_id').where('id', '=', organisationId)),
            ]),
          ]),
        )
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .execute() as Promise<LeadRow[]>;
    },

    /** Writes the owner's changes; a new reminder day may ring again. */
    async update(id: number, fields: LeadChanges, now: string): Promise<void> {
      const reminder = await query.selectFrom('leads').select('remind_at').where('id', '=', id).executeTakeFirst();
      await query
        .updateTable('leads')
        .set({
          status: fields.status,
          note: fields.note,
          tags: JSON.stringify(fields.tags),
          remind_at: fields.remindAt,
          ...(reminder?.remind_at !== fields.remindAt && { reminded_on: null }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: number): Promise<void> {
      await query.deleteFrom('leads').where('id', '=', id).execute();
    },
    async countByUser(userId: number): Promise<number> {
      const { n } = await query.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    /** Leads the owner has not handled yet. */
    async countNewByUser(userId: number): Promise<number> {
      const { n } = await query
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

/** The lead queries as returned by leadsRepo(). */
export type LeadsRepo = ReturnType<typeof leadsRepo>;
