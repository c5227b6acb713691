import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Next } from 'koa';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';

/** The only names served: an upload id, the vCard variant's suffix, and the two formats we write. */
const FILE_NAME = /^\/uploads\/([a-z0-9]{24}(?:\.webp|-vcard\.jpg))$/;

const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Serves re-encoded images from `uploadsDir` at `/uploads/*`: their names never change, so they are
 * cached for a year. Any other path under /uploads/ is 404 (the strict name pattern rules out traversal).
 */
export function serveUploads(uploadsDir: string) {
  return async function serveUploadsMiddleware(ctx: AppContext, next: Next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const name = FILE_NAME.exec(ctx.path)?.[1];
    if (!name) throw notFound();
    const file = join(uploadsDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = name.endsWith('.webp') ? TYPES.webp : TYPES.jpg;
    // Koa reports a request fresh only for a 2xx status, and a response starts as 404.
    ctx.status = 200;
    ctx.lastModified = info.mtime;
    // A file is written once under its name: its size and time are a validator as good as its bytes.
    ctx.etag = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = info.size;
    ctx.body = createReadStream(file);
  };
}
