import type busboy from 'busboy';
import type { AppContext } from '../http/context';
import { HttpError, badRequest } from '../http/http-error';

/** What a multipart upload form carried: the first file part (and the name the sender gave it) and the plain fields. */
export interface UploadForm {
  file: Buffer | undefined;
  fileName: string;
  fields: Record<string, string>;
}

/** How many plain fields a form may carry and how long each may be (an image upload's are few and short). */
export interface FieldLimits {
  fields: number;
  fieldSize: number;
}

const IMAGE_FORM_FIELDS: FieldLimits = { fields: 4, fieldSize: 256 };

/** Room for the form's boundaries, headers and small fields on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, 'payload_too_large');

/**
 * Streams a multipart/form-data body, keeping the file part (`file`, or the field named) in memory up to `maxFileBytes`.
 * A declared or actual file over the limit → 413 (the rest of the body is drained, not stored).
 */
export async function readUploadForm(ctx: AppContext, maxFileBytes: number, fieldLimits = IMAGE_FORM_FIELDS, fileField = 'file'): Promise<UploadForm> {
  const req = ctx.req;
  if (Number(ctx.get('Content-Length') || 0) > maxFileBytes + FORM_OVERHEAD_BYTES) {
    req.resume();
    throw tooLarge();
  }
  const { default: newParser } = await import('busboy');
  let parser: busboy.Busboy;
  try {
    parser = newParser({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxFileBytes, ...fieldLimits, parts: fieldLimits.fields + 4 } });
  } catch {
    throw badRequest();
  }

  return new Promise<UploadForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let chunks: Buffer[] | undefined;
    let fileName = '';
    let truncated = false;

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || chunks) {
        stream.resume();
        return;
      }
      const own: Buffer[] = [];
      chunks = own;
      fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => own.push(chunk));
      stream.on('limit', () => {
        truncated = true;
        own.length = 0;
        stream.resume();
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('close', () => {
      if (truncated) reject(tooLarge());
      else resolve({ file: chunks && Buffer.concat(chunks), fileName, fields });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(badRequest());
    });
    // A client that goes away mid-upload must not leave the request waiting forever.
    req.once('close', () => {
      if (!req.complete) reject(badRequest());
    });
    req.pipe(parser);
  });
}
