import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PUBLIC_JSON, type Prepared } from './prepared';
import type { AppContext } from './context';
import type { Logger } from '../log';
import type { MemoUntilWrite } from '../memo-by-data';
import { keepReadBody } from './middleware/body';
import { isCrossSite } from './middleware/cross-site';
import { logRequest } from './middleware/request-log';
import { securityHeaderPairs } from './middleware/security-headers';

/** Answers a request and says true, or says false and leaves it untouched for Koa. */
export type FastLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Whether the request came over HTTPS, as Koa's `ctx.secure` decides it (the forwarded protocol only behind a trusted proxy). */
function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  return typeof forwarded === 'string' && forwarded.split(',')[0]!.trim() === 'https';
}

/** Sets the headers every API answer carries (its request id and the security headers); returns the id. */
function setApiHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): string {
  const requestId = randomUUID();
  res.setHeader('X-Request-Id', requestId);
  for (const [name, value] of securityHeaderPairs(true, isSecure(req, trustProxy))) res.setHeader(name, value);
  return requestId;
}

/**
 * The public JSON every landing visit asks for (the package lists), sent straight from its encoded bytes without
 * building a Koa context: the same status, body and headers, and the same log line, as through Koa. Only plain
 * requests take this lane: a GET of exactly a cached path with no cookie (no session to load or renew) and no
 * conditional header (Koa decides freshness) whose answer is kept fresh; everything else goes on to Koa.
 */
export function fastLane({ answers, log, trustProxy }: { answers: ReadonlyMap<string, MemoUntilWrite<Prepared>>; log: Logger; trustProxy: boolean }): FastLane {
  return function answerFromCache(req, res) {
    if (req.method !== 'GET' || req.headers.cookie || req.headers['if-none-match'] || req.headers['if-modified-since']) return false;
    const answer = answers.get(req.url ?? '');
    if (!answer) return false;
    const started = performance.now();
    let json: Prepared | undefined;
    try {
      json = answer.current();
    } catch {
      return false;
    }
    // Not read since the last write (or never kept, on PostgreSQL): Koa reads it.
    if (json === undefined) return false;
    const requestId = setApiHeaders(req, res, trustProxy);
    // The headers send() gives the same answer through Koa.
    res.setHeader('Cache-Control', PUBLIC_JSON.cacheControl);
    res.setHeader('Content-Type', PUBLIC_JSON.type);
    res.setHeader('ETag', json.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', json.body.length);
    res.end(json.body);
    logRequest(log, { requestId, method: 'GET', path: req.url!, status: 200, started });
    return true;
  };
}

/**
 * Records an anonymous post from its parsed body: true when done (the lane answers 204), false to leave the request
 * to Koa, which then answers it in full (a refusal, a validation error) from the same body.
 */
export type DirectPost = (ctx: AppContext, body: unknown) => boolean | Promise<boolean>;

/** Posts larger than this go through Koa: a visitor's beacon is a few hundred bytes. */
export const DIRECT_POST_MAX_BYTES = 64 * 1024;
const JSON_OR_BEACON_TYPE = /^(?:application\/json|text\/plain)\s*(?:;|$)/i;

/**
 * Anonymous posts a card page sends by the thousand (event beacons), recorded without Koa's middleware chain. Only
 * plain requests take this lane: a POST of exactly a registered path, with no cookie or token (no session, no
 * viewer to recognise), a JSON or text body of a declared length within DIRECT_POST_MAX_BYTES, from the same site.
 * The request is read through Koa's own context (address, host and protocol as Koa sees them). A body that is
 * not JSON, or that the post does not take, goes on to Koa together with the bytes already read.
 */
export function directPostLane({
  posts,
  createContext,
  handOn,
  log,
  trustProxy,
}: {
  posts: ReadonlyMap<string, DirectPost>;
  createContext: (req: IncomingMessage, res: ServerResponse) => AppContext;
  handOn: (req: IncomingMessage, res: ServerResponse) => unknown;
  log: Logger;
  trustProxy: boolean;
}): FastLane {
  return function recordDirectly(req, res) {
    if (req.method !== 'POST' || req.headers.cookie || req.headers.authorization) return false;
    const post = posts.get(req.url ?? '');
    if (!post || !JSON_OR_BEACON_TYPE.test(req.headers['content-type'] ?? '')) return false;
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= DIRECT_POST_MAX_BYTES)) return false;
    const ctx = createContext(req, res);
    if (isCrossSite(ctx)) return false;
    const started = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let taken = false;
      try {
        taken = await post(ctx, JSON.parse(raw));
      } catch {
        // Not JSON, or the post failed: Koa answers it as it answers any request.
      }
      if (!taken) {
        keepReadBody(req, raw);
        handOn(req, res);
        return;
      }
      const requestId = setApiHeaders(req, res, trustProxy);
      res.statusCode = 204;
      res.end();
      logRequest(log, { requestId, method: 'POST', path: req.url!, status: 204, started });
    });
    return true;
  };
}
