import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { newUploadId } from '../uploads/files';
import { visitorFileExtension, type CheckedFile } from './check';
import { visitorFilesRepo, type VisitorFileRow } from './repo';

/** The folder of the file store holding visitors' files; /uploads/ serves none of it (its names are strict). */
const FOLDER = 'visitor-files';

/** A visitor's file's name in the file store. */
export function visitorFileName(file: Pick<VisitorFileRow, 'id' | 'kind'>): string {
  return `${FOLDER}/${file.id}.${visitorFileExtension(file.kind)}`;
}

/** A checked file stored under a random name, waiting for the lead or message it comes with. */
export interface PendingVisitorFile {
  id: string;
  file: CheckedFile;
  visitorKey: string;
}

/** Stores a checked file; record its visitorFileRow() with the lead or message, or take it back with discardVisitorFile(). */
export async function writeVisitorFile(files: FileStore, file: CheckedFile, visitorKey: string): Promise<PendingVisitorFile> {
  const pending = { id: newUploadId(), file, visitorKey };
  await files.write(visitorFileName({ id: pending.id, kind: file.kind }), file.content);
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

/** Deletes a file from the store (one already gone is fine). */
export async function discardVisitorFile(files: FileStore, file: Pick<VisitorFileRow, 'id' | 'kind'>): Promise<void> {
  await files.remove([visitorFileName(file)]);
}

/** Deletes a recorded file: its row, then its bytes. */
export async function deleteVisitorFile(query: QueryBuilder, files: FileStore, row: VisitorFileRow): Promise<void> {
  await visitorFilesRepo(query).delete(row.id);
  await discardVisitorFile(files, row);
}

/** Deletes the files whose lead or message is gone (a deleted account's leads); returns how many. */
export async function removeOrphanedVisitorFiles(query: QueryBuilder, files: FileStore): Promise<number> {
  const rows = await visitorFilesRepo(query).listOrphaned();
  for (const row of rows) await deleteVisitorFile(query, files, row);
  return rows.length;
}

/**
 * Writes an accepted file (if any), then runs `store`, which records it in the same transaction as the lead or message it
 * comes with. The file is taken back from the store when `store` fails, or when `kept` says it recorded nothing (a retry).
 */
export async function storeWithVisitorFile<T>(
  files: FileStore,
  accepted: { file: CheckedFile; visitorKey: string } | undefined,
  store: (pending: PendingVisitorFile | undefined) => T | Promise<T>,
  kept: (result: T) => boolean = () => true,
): Promise<T> {
  const pending = accepted && (await writeVisitorFile(files, accepted.file, accepted.visitorKey));
  const discard = async () => pending && (await discardVisitorFile(files, { id: pending.id, kind: pending.file.kind }));
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
