import type { Database } from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { VisitorFileInfo, VisitorFileKind } from '../../shared/contract/visitor-files';

/** A `visitor_files` row: one file a visitor attached to a lead or a contact message. */
export interface VisitorFileRow {
  id: string;
  lead_id: number | null;
  contact_request_id: number | null;
  kind: VisitorFileKind;
  file_name: string;
  bytes: number;
  visitor_key: string;
  created_at: string;
}

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
export function visitorFilesRepo(db: Database) {
  const insert = db.prepare(`INSERT INTO visitor_files (id, lead_id, contact_request_id, kind, file_name, bytes, visitor_key, created_at)
    VALUES (@id, @lead_id, @contact_request_id, @kind, @file_name, @bytes, @visitor_key, @created_at)`);
  const ofLead = db.prepare<[number], VisitorFileRow>('SELECT * FROM visitor_files WHERE lead_id = ?');
  const ofContactRequest = db.prepare<[number], VisitorFileRow>('SELECT * FROM visitor_files WHERE contact_request_id = ?');
  const usage = db.prepare<[string], { count: number; bytes: number }>(
    'SELECT count(*) AS count, coalesce(sum(bytes), 0) AS bytes FROM visitor_files WHERE visitor_key = ?',
  );
  const orphaned = db.prepare<[], VisitorFileRow>('SELECT * FROM visitor_files WHERE lead_id IS NULL AND contact_request_id IS NULL');
  const remove = db.prepare<[string]>('DELETE FROM visitor_files WHERE id = ?');

  return {
    insert: (row: VisitorFileRow) => void insert.run(row),
    ofLead: (leadId: number) => ofLead.get(leadId),
    ofContactRequest: (id: number) => ofContactRequest.get(id),
    /** How many files a sender sent under today's key, and their bytes as stored. */
    usageOf: (visitorKey: string) => usage.get(visitorKey)!,
    /** Files whose lead or message was deleted. */
    listOrphaned: () => orphaned.all(),
    delete: (id: string) => void remove.run(id),
  };
}

export type VisitorFilesRepo = ReturnType<typeof visitorFilesRepo>;
