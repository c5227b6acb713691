import type { Next } from 'koa';
import type { FileStore } from '../file-store/store';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';

/** The only names served: an upload id, the vCard variant's suffix, and the two formats we write. */
const FILE_NAME = /^\/uploads\/([a-z0-9]{24}(?:\.webp|-vcard\.jpg))$/;

const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Serves re-encoded images from the file store at `/uploads/*`: their names never change, so they are
 * cached for a year. Any other path under /uploads/ is 404 (the strict name pattern rules out traversal).
 */
export function serveUploads(files: FileStore) {
  return async function serveUploadsMiddleware(ctx: AppContext, next: Next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const name = FILE_NAME.exec(ctx.path)?.[1];
    if (!name) throw notFound();
    const file = await files.open(name);
    if (!file) throw notFound();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = name.endsWith('.webp') ? TYPES.webp : TYPES.jpg;
    // Koa reports a request fresh only for a 2xx status, and a response starts as 404.
    ctx.status = 200;
    ctx.lastModified = file.modifiedAt;
    // A file is written once under its name: its size and time are a validator as good as its bytes.
    ctx.etag = `${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = file.size;
    ctx.body = file.body();
  };
}
