import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueryBuilder } from '../../db/query-builder';
import { newUploadId } from '../uploads/files';
import { visitorFileExtension, type CheckedFile } from './check';
import { visitorFilesRepo, type VisitorFileRow } from './repo';

/** The folder under the uploads folder holding visitors' files; /uploads/ serves none of it (its names are strict). */
const FOLDER = 'visitor-files';

/** Where a visitor's file lies on disk. */
export function visitorFilePath(uploadsDir: string, file: Pick<VisitorFileRow, 'id' | 'kind'>): string {
  return join(uploadsDir, FOLDER, `${file.id}.${visitorFileExtension(file.kind)}`);
}

/** A checked file written to disk under a random name, waiting for the lead or message it comes with. */
export interface PendingVisitorFile {
  id: string;
  file: CheckedFile;
  visitorKey: string;
}

/** Writes a checked file to disk; record its visitorFileRow() with the lead or message, or take it back with discardVisitorFile(). */
export async function writeVisitorFile(uploadsDir: string, file: CheckedFile, visitorKey: string): Promise<PendingVisitorFile> {
  const pending = { id: newUploadId(), file, visitorKey };
  await mkdir(join(uploadsDir, FOLDER), { recursive: true });
  await writeFile(visitorFilePath(uploadsDir, { id: pending.id, kind: file.kind }), file.content);
  return pending;
}

/** Who a visitor's file belongs to: a lead or a contact message. */
export type VisitorFileOwner = { leadId: number } | { contactRequestId: number };

/** The row of a written file that belongs to a lead or a contact message. */
export function visitorFileRow(pending: PendingVisitorFile, owner: VisitorFileOwner, now: Date): VisitorFileRow {
  return {
    id: pending.id,
    lead_id: 'leadId' in owner ? owner.leadId : null,
    contact_request_id: 'contactRequestId' in owner ? owner.contactRequestId : null,
    kind: pending.file.kind,
    file_name: pending.file.fileName,
    bytes: pending.file.content.length,
    visitor_key: pending.visitorKey,
    created_at: now.toISOString(),
  };
}

/** Deletes a file from disk (one already gone is fine). */
export async function discardVisitorFile(uploadsDir: string, file: Pick<VisitorFileRow, 'id' | 'kind'>): Promise<void> {
  await rm(visitorFilePath(uploadsDir, file), { force: true });
}

/** Deletes a recorded file: its row, then its bytes. */
export async function deleteVisitorFile(query: QueryBuilder, uploadsDir: string, row: VisitorFileRow): Promise<void> {
  await visitorFilesRepo(query).delete(row.id);
  await discardVisitorFile(uploadsDir, row);
}

/** Deletes the files whose lead or message is gone (a deleted account's leads); returns how many. */
export async function removeOrphanedVisitorFiles(query: QueryBuilder, uploadsDir: string): Promise<number> {
  const rows = await visitorFilesRepo(query).listOrphaned();
  for (const row of rows) await deleteVisitorFile(query, uploadsDir, row);
  return rows.length;
}

/**
 * Writes an accepted file (if any), then runs `store`, which records it in the same transaction as the lead or message it
 * comes with. The file is taken back from disk when `store` fails, or when `kept` says it recorded nothing (a retry).
 */
export async function storeWithVisitorFile<T>(
  uploadsDir: string,
  accepted: { file: CheckedFile; visitorKey: string } | undefined,
  store: (pending: PendingVisitorFile | undefined) => T | Promise<T>,
  kept: (result: T) => boolean = () => true,
): Promise<T> {
  const pending = accepted && (await writeVisitorFile(uploadsDir, accepted.file, accepted.visitorKey));
  const discard = async () => pending && (await discardVisitorFile(uploadsDir, { id: pending.id, kind: pending.file.kind }));
  let result: T;
  try {
    result = await store(pending);
  } catch (err) {
    await discard();
    throw err;
  }
  if (!kept(result)) await discard();
  return result;
}
