import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { AppContext } from './context';

/** The content codings the server sends prepared bodies in, best first. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<BodyEncoding, 'identity'>;

/**
 * How hard a body is compressed: `fast` for what is compressed on a request or in bulk (the app's files when the build
 * left no .gz/.br, blog documents), `best` for what is made once and sent often (card pages, vCards, the sitemap),
 * `max` for the few documents made when the server starts; `false` sends the bytes as they are.
 */
export type Compression = 'fast' | 'best' | 'max' | false;

const GZIP_LEVEL = { fast: 6, best: 9, max: 9 } as const;
const BROTLI_QUALITY = { fast: 5, best: 9, max: 11 } as const;

/** Bytes prepared once and sent many times: their strong ETag, and their compressed forms made at most once each. */
export interface Prepared {
  readonly body: Buffer;
  readonly etag: string;
  /** Whether the body has compressed forms (the client's Accept-Encoding chooses among them). */
  readonly compressed: boolean;
  /** The body in an encoding (compressed when first asked for, unless made ahead). */
  bytes(encoding: BodyEncoding): Buffer;
}

export interface PrepareOptions {
  /** How hard to compress; `fast` unless said. */
  compress?: Compression;
  /** Compress both forms now rather than on the first request that asks for each. */
  ahead?: boolean;
  /** Compressed forms made already (the build writes them beside the app's files). */
  precompressed?: Partial<Record<Compressed, Buffer>>;
  /** The ETag, when something cheaper than the bytes names them. */
  etag?: string;
}

/** The strong ETag of exactly these bytes. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function compress(body: Buffer, encoding: Compressed, level: Exclude<Compression, false>): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL[level] });
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level], [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Prepares bytes (or text, as UTF-8) to be sent with `send`. */
export function prepare(content: Buffer | string, { compress: level = 'fast', ahead = false, precompressed = {}, etag }: PrepareOptions = {}): Prepared {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  const forms: Partial<Record<Compressed, Buffer>> = { ...precompressed };
  const bytes = (encoding: BodyEncoding): Buffer => {
    if (encoding === 'identity' || level === false) return body;
    return (forms[encoding] ??= compress(body, encoding, level));
  };
  if (ahead && level !== false) for (const encoding of ['gzip', 'br'] as const) bytes(encoding);
  return { body, etag: etag ?? etagOf(body), compressed: level !== false, bytes };
}

/** A value as JSON, prepared to be sent as is (public JSON answers are small). */
export function prepareJson(value: unknown): Prepared {
  return prepare(JSON.stringify(value), { compress: false });
}

/** The best encoding the client accepts of those the server has (identity when it refuses them all). */
export function chosenEncoding(ctx: AppContext, available: readonly BodyEncoding[] = ['br', 'gzip', 'identity']): BodyEncoding {
  const encoding = ctx.acceptsEncodings(...available);
  return encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
}

/**
 * The strong ETag of one encoding of a body. A strong validator names the exact bytes sent, so the brotli and gzip
 * forms each get their own (`"…-br"`, `"…-gz"`): a cache holding the gzip bytes never revalidates them against the
 * brotli ones.
 */
export function encodedEtag(etag: string, encoding: BodyEncoding): string {
  if (encoding === 'identity') return etag;
  return `${etag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : 'br'}"`;
}

/** Sets the ETag of the encoding to be sent and tells whether the client's copy is current (a 304 is set then). */
export function answeredNotModified(ctx: AppContext, etag: string, encoding: BodyEncoding = 'identity'): boolean {
  // Koa reports a request fresh only for a 2xx status, and a response starts as 404.
  ctx.status = 200;
  ctx.set('ETag', encodedEtag(etag, encoding));
  ctx.vary('Accept-Encoding');
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}

export interface SendOptions {
  /** The whole media type, with its charset where it has one (`text/html; charset=utf-8`). */
  type: string;
  cacheControl: string;
  /** A status other than 200 (a not-found page) is sent without an ETag and never answered with 304. */
  status?: number;
}

/** Sends prepared bytes in the encoding the client accepts, or 304 when its copy of that encoding is current. */
export function send(ctx: AppContext, prepared: Prepared, { type, cacheControl, status = 200 }: SendOptions): void {
  const encoding = prepared.compressed ? chosenEncoding(ctx) : 'identity';
  // A whole media type: set as it is, without Koa looking it up again on every answer.
  ctx.set('Content-Type', type);
  ctx.set('Cache-Control', cacheControl);
  if (status === 200 && answeredNotModified(ctx, prepared.etag, encoding)) return;
  ctx.status = status;
  ctx.vary('Accept-Encoding');
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = prepared.bytes(encoding);
}

/** The type and caching of a public JSON answer that everyone gets alike. */
export const PUBLIC_JSON = { type: 'application/json; charset=utf-8', cacheControl: 'public, max-age=60' } as const;
