import type { FileStore } from '../file-store/store';
import type { AppContext } from '../http/context';
import type { VisitorFileKind } from '../../shared/contract/visitor-files';
import { notFound } from '../http/http-error';
import type { VisitorFileRow } from './repo';
import { visitorFileName } from './store';

const CONTENT_TYPES: Record<VisitorFileKind, string> = { image: 'image/jpeg', pdf: 'application/pdf' };

/**
 * Answers with a visitor's file as a download, never as a page of this site: `attachment`, its real type,
 * nosniff, and kept by no cache. The caller has checked who may read it. 404 when there is none.
 */
export async function sendVisitorFile(ctx: AppContext, files: FileStore, row: VisitorFileRow | undefined): Promise<void> {
  if (!row) throw notFound();
  const file = await files.open(visitorFileName(row));
  if (!file) throw notFound();
  ctx.attachment(row.file_name);
  ctx.type = CONTENT_TYPES[row.kind];
  ctx.length = file.size;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body();
}
