import type { AppContext } from '../http/context';
import { VISITOR_FILE_LIMITS, VISITOR_FILE_MESSAGES } from '../../shared/contract/visitor-files';
import { HttpError } from '../http/http-error';
import { readUploadForm } from '../uploads/multipart';
import type { VisitorKeyOf } from './allowance';
import { checkVisitorFile, VisitorFileRefused, type CheckedFile } from './check';

/** A lead or contact form's plain fields, and what was attached (nothing when the file field was left empty). */
export interface VisitorForm {
  /** Strings from a multipart form; whatever the JSON carried otherwise (the route's schema reads them). */
  fields: Record<string, unknown>;
  upload: { content: Buffer; givenName: string } | undefined;
}

/** Room for a contact message of 5,000 Hebrew letters (two bytes each) and a handful of short fields. */
const FORM_FIELDS = { fields: 12, fieldSize: 16 * 1024 };

/** The request's body: a multipart form with an optional `file` (413 past the limit), or the JSON / urlencoded body already parsed. */
export async function readVisitorForm(ctx: AppContext): Promise<VisitorForm> {
  if (ctx.request.is('multipart/form-data') !== 'multipart/form-data') {
    return { fields: (ctx.state.body ?? {}) as Record<string, unknown>, upload: undefined };
  }
  const form = await readUploadForm(ctx, VISITOR_FILE_LIMITS.maxBytes, FORM_FIELDS);
  // A form whose file field was left empty still sends the part, with no name and no bytes.
  return { fields: form.fields, upload: form.file?.length ? { content: form.file, givenName: form.fileName } : undefined };
}

/** A checked attachment with its sender's key for the day. */
export interface AcceptedFile {
  file: CheckedFile;
  visitorKey: string;
}

/**
 * Reads an attachment by its content (400 when it is neither a photo nor a PDF) and names its sender for today's
 * allowance, which is taken when the file is recorded (recordVisitorFile).
 */
export async function acceptVisitorFile(ctx: AppContext, visitorKeyOf: VisitorKeyOf, upload: VisitorForm['upload']): Promise<AcceptedFile | undefined> {
  if (!upload) return undefined;
  let file: CheckedFile;
  try {
    file = await checkVisitorFile(upload.content, upload.givenName);
  } catch (err) {
    if (!(err instanceof VisitorFileRefused)) throw err;
    throw new HttpError(400, 'visitor_file_refused', VISITOR_FILE_MESSAGES.refused, [{ path: 'file', message: VISITOR_FILE_MESSAGES.refused }]);
  }
  return { file, visitorKey: await visitorKeyOf(ctx.ip) };
}
