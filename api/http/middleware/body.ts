import type { Next } from 'koa';
import type { AppContext } from '../context';
import { SERVER_MESSAGES } from '../../../shared/contract/errors';
import { HttpError } from '../http-error';

/** Largest JSON or form body accepted (413 with its Hebrew text above it). */
export const JSON_LIMIT_BYTES = 1024 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses JSON and urlencoded bodies of /api requests into `ctx.state.body`.
 * Over the limit → 413, malformed JSON → 400, any other content type with a body → 415.
 * Multipart bodies are left to the upload routes, which stream them.
 */
export function bodyParser() {
  return async function bodyParserMiddleware(ctx: AppContext, next: Next) {
    if (!BODY_METHODS.has(ctx.method) || !hasBody(ctx)) return next();
    const type = ctx.request.is('application/json', 'application/*+json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain');
    if (type === 'multipart/form-data') return next();
    if (!type) throw new HttpError(415, 'unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType);
    const raw = await readLimited(ctx, JSON_LIMIT_BYTES);
    if (type === 'application/x-www-form-urlencoded') {
      ctx.state.body = Object.fromEntries(new URLSearchParams(raw));
    } else if (raw.trim() !== '') {
      // text/plain is accepted as JSON because navigator.sendBeacon cannot set application/json.
      try {
        ctx.state.body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'malformed_json', 'גוף הבקשה אינו JSON תקין');
      }
    }
    await next();
  };
}

/** The fields of a small urlencoded form posted to a page (outside /api, where bodyParser does not run). */
export async function readPageForm(ctx: AppContext, limit = 16 * 1024): Promise<Record<string, string>> {
  if (!hasBody(ctx) || !ctx.request.is('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(await readLimited(ctx, limit)));
}

function hasBody(ctx: AppContext): boolean {
  const length = ctx.get('Content-Length');
  if (length) return Number(length) > 0;
  return Boolean(ctx.get('Transfer-Encoding'));
}

async function readLimited(ctx: AppContext, limit: number): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) {
    ctx.req.resume();
    throw new HttpError(413, 'payload_too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.resume();
      throw new HttpError(413, 'payload_too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
