import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, lockUntilCommit, type QueryBuilder } from '../../db/query-builder';
import type { VisitorFileInfo } from '../../shared/contract/visitor-files';

/** A `visitor_files` row: one file a visitor attached to a lead or a contact message. */
export type VisitorFileRow = Selectable<Tables['visitor_files']>;

/** The SQL expression of a file's list entry (name, kind, bytes) as JSON, for a row of `owner` (`leads` or `contact_requests`). */
export function attachmentColumn(ownerColumn: 'lead_id' | 'contact_request_id', ownerId: string): string {
  return `(SELECT json_object('name', file_name, 'kind', kind, 'bytes', bytes) FROM visitor_files WHERE ${ownerColumn} = ${ownerId}) AS attachment`;
}

/** The same list entry as a query-builder expression, for a row whose id is `ownerId` (`leads.id` or `contact_requests.id`). */
export function attachmentOf(query: QueryBuilder, ownerColumn: 'lead_id' | 'contact_request_id', ownerId: 'leads.id' | 'contact_requests.id'): RawBuilder<string | null> {
  const entry =
    engineOf(query) === 'postgres'
      ? sql`json_build_object('name', file_name, 'kind', kind, 'bytes', bytes)::text`
      : sql`json_object('name', file_name, 'kind', kind, 'bytes', bytes)`;
  return sql<string | null>`(SELECT ${entry} FROM visitor_files WHERE ${sql.ref(ownerColumn)} = ${sql.ref(ownerId)})`;
}

/** A file's list entry from the JSON of attachmentColumn() or attachmentOf(). */
export function presentAttachment(json: string | null): VisitorFileInfo | null {
  return json === null ? null : (JSON.parse(json) as VisitorFileInfo);
}

/** SQL access to visitors' files. */
export function visitorFilesRepo(query: QueryBuilder) {
  const files = () => query.selectFrom('visitor_files').selectAll();

  /** How many files a sender sent under today's key, and their bytes as stored. */
  async function usageOf(visitorKey: string): Promise<{ count: number; bytes: number }> {
    const usage = await query
      .selectFrom('visitor_files')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes')])
      .where('visitor_key', '=', visitorKey)
      .executeTakeFirstOrThrow();
    return { count: Number(usage.count), bytes: Number(usage.bytes) };
  }

  return {
    /**
     * Records a file unless its sender's allowance has no room for it (false then, nothing recorded). The room is
     * checked and taken in one step, so two of the sender's files never both fit in the last place. Call it inside a
     * transaction.
     */
    async insertWithinAllowance(row: VisitorFileRow, allowance: { count: number; bytes: number }): Promise<boolean> {
      await lockUntilCommit(query, `visitor-files:${row.visitor_key}`);
      const usage = await usageOf(row.visitor_key);
      if (usage.count + 1 > allowance.count || usage.bytes + row.bytes > allowance.bytes) return false;
      await query.insertInto('visitor_files').values(row).execute();
      return true;
    },
    /** Records a file outside any sender's allowance: the owner's own photo of a paper card. */
    async insert(row: VisitorFileRow): Promise<void> {
      await query.insertInto('visitor_files').values(row).execute();
    },
    ofLead: (leadId: number) => files().where('lead_id', '=', leadId).executeTakeFirst() as Promise<VisitorFileRow | undefined>,
    ofContactRequest: (id: number) => files().where('contact_request_id', '=', id).executeTakeFirst() as Promise<VisitorFileRow | undefined>,
    /** Files whose lead or message was deleted. */
    listOrphaned: () => files().where('lead_id', 'is', null).where('contact_request_id', 'is', null).execute() as Promise<VisitorFileRow[]>,
    async delete(id: string): Promise<void> {
      await query.deleteFrom('visitor_files').where('id', '=', id).execute();
    },
  };
}

export type VisitorFilesRepo = ReturnType<typeof visitorFilesRepo>;
