import busboy from 'busboy';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http-error';

/** What a multipart upload form carried: the first `file` part and the plain fields. */
export interface UploadForm {
  file: Buffer | undefined;
  fields: Record<string, string>;
}

/** Room for the form's boundaries, headers and small fields on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, 'payload_too_large');

/**
 * Streams a multipart/form-data body, keeping the `file` part in memory up to `maxFileBytes`.
 * A declared or actual file over the limit → 413 (the rest of the body is drained, not stored).
 */
export async function readUploadForm(ctx: AppContext, maxFileBytes: number): Promise<UploadForm> {
  const req = ctx.req;
  if (Number(ctx.get('Content-Length') || 0) > maxFileBytes + FORM_OVERHEAD_BYTES) {
    req.resume();
    throw tooLarge();
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxFileBytes, fields: 4, fieldSize: 256, parts: 8 } });
  } catch {
    throw badRequest();
  }

  return new Promise<UploadForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let chunks: Buffer[] | undefined;
    let truncated = false;

    parser.on('file', (name, stream) => {
      if (name !== 'file' || chunks) {
        stream.resume();
        return;
      }
      const own: Buffer[] = [];
      chunks = own;
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
      else resolve({ file: chunks && Buffer.concat(chunks), fields });
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
