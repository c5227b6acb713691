import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Next } from 'koa';
import { SERVER_MESSAGES } from '../../shared/contract/errors';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/http-error';
import { isCrossSite } from '../http/middleware/cross-site';
import type { SessionData } from '../sessions/store';
import { authenticationOf } from './authenticate';
import { SESSION_COOKIE } from '../sessions/middleware';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Anonymous endpoints with no session to protect (visitor lead form, event beacons, client error reports).
 * They skip the token and refuse cross-site posts by Origin / Sec-Fetch-Site instead.
 */
export const PUBLIC_POST_PREFIXES = ['/api/public/', '/api/events', '/api/errors/report'];

function sessionData(ctx: AppContext): SessionData {
  return ctx.session as unknown as SessionData;
}

/** Signed cookie holding a visitor's token until they sign in: asking for a token stores nothing on the server. */
export const VISITOR_CSRF_COOKIE = 'kartis.csrf';

const isSignedIn = (data: SessionData) => typeof data.userId === 'number';

const newToken = () => randomBytes(32).toString('base64url');

function visitorToken(ctx: AppContext): string | undefined {
  return ctx.cookies.get(VISITOR_CSRF_COOKIE, { signed: true }) || undefined;
}

/**
 * The anti-forgery token of this browser, created on first request: the signed-in session's own token, or for a
 * visitor one kept in a signed, HttpOnly cookie (no session row for every anonymous call).
 */
export function csrfToken(ctx: AppContext): string {
  const data = sessionData(ctx);
  if (isSignedIn(data)) {
    if (typeof data.csrfSecret !== 'string') data.csrfSecret = newToken();
    return data.csrfSecret;
  }
  const existing = visitorToken(ctx);
  if (existing) return existing;
  const token = newToken();
  ctx.cookies.set(VISITOR_CSRF_COOKIE, token, { signed: true, httpOnly: true, sameSite: 'lax', secure: ctx.secure, overwrite: true });
  return token;
}

/** The token a state-changing request must carry: a signed-in session's never falls back to the visitor cookie. */
function expectedToken(ctx: AppContext): string | undefined {
  const data = sessionData(ctx);
  return isSignedIn(data) ? data.csrfSecret : visitorToken(ctx);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Removes the `_csrf` field (the token the app adds to object bodies) from the body (so strict schemas never see it) and returns it. */
function takeBodyToken(ctx: AppContext): string | undefined {
  const body = ctx.state.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('_csrf' in body)) return undefined;
  const { _csrf: token, ...rest } = body as Record<string, unknown>;
  ctx.state.body = rest;
  return typeof token === 'string' ? token : undefined;
}

function submittedToken(ctx: AppContext, bodyToken: string | undefined): string | undefined {
  return ctx.get('csrf-token') || ctx.get('x-csrf-token') || bodyToken;
}

/** A Bearer-authenticated request without a session cookie carries no credential a browser adds by itself. */
function hasNoAmbientCredential(ctx: AppContext): boolean {
  return authenticationOf(ctx)?.via === 'token' && !ctx.cookies.get(SESSION_COOKIE);
}

/** Requires the session's token on every state-changing /api request (403 otherwise), except Bearer-only ones. */
export function csrfProtection(publicUrl: () => string) {
  return async function csrfMiddleware(ctx: AppContext, next: Next) {
    const bodyToken = takeBodyToken(ctx);
    if (SAFE_METHODS.has(ctx.method) || hasNoAmbientCredential(ctx)) return next();
    if (PUBLIC_POST_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) {
      if (isCrossSite(ctx, publicUrl())) throw new HttpError(403, 'cross_site_refused');
      return next();
    }
    const expected = expectedToken(ctx);
    const submitted = submittedToken(ctx, bodyToken);
    if (!expected || !submitted || !sameToken(expected, submitted)) {
      throw new HttpError(403, 'csrf_invalid', SERVER_MESSAGES.csrf);
    }
    await next();
  };
}
