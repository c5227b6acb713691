import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { CACHED_JSON_HEADERS, type EncodedJson } from './cached-json';
import type { Logger } from './log';
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

/**
 * The public JSON every landing visit asks for (the package lists), sent straight from its encoded bytes without
 * building a Koa context: the same status, body and headers, and the same log line, as through Koa. Only plain
 * requests take this lane: a GET of exactly a cached path with no cookie (no session to load or renew) and no
 * conditional header (Koa decides freshness); everything else, and any failure to read the answer, goes on to Koa.
 */
export function fastLane({ answers, log, trustProxy }: { answers: ReadonlyMap<string, () => EncodedJson>; log: Logger; trustProxy: boolean }): FastLane {
  return function answerFromCache(req, res) {
    if (req.method !== 'GET' || req.headers.cookie || req.headers['if-none-match'] || req.headers['if-modified-since']) return false;
    const answer = answers.get(req.url ?? '');
    if (!answer) return false;
    const started = performance.now();
    let json: EncodedJson;
    try {
      json = answer();
    } catch {
      return false;
    }
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of securityHeaderPairs(true, isSecure(req, trustProxy))) res.setHeader(name, value);
    for (const [name, value] of Object.entries(CACHED_JSON_HEADERS)) res.setHeader(name, value);
    res.setHeader('ETag', json.etag);
    res.setHeader('Content-Length', json.body.length);
    res.end(json.body);
    logRequest(log, { requestId, method: 'GET', path: req.url!, status: 200, started });
    return true;
  };
}
