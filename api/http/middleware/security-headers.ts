import type { Next } from 'koa';
import type { AppContext } from '../context';

/** Builds the Content-Security-Policy: no inline script anywhere; framing only where `frameable` says so. */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const DEFAULT_CSP = contentSecurityPolicy("'none'");

/** An API answer is data, never a page: nothing in it may load or run, and nothing may frame it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of a response: API answers get the strict data policy and skip those only a document needs. */
function securityHeaderPairs(isApi: boolean, secure: boolean): [string, string][] {
  const pairs: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  if (isApi) pairs.push(['Content-Security-Policy', API_CSP]);
  else {
    pairs.push(['Content-Security-Policy', DEFAULT_CSP]);
    pairs.push(['Cross-Origin-Opener-Policy', 'same-origin']);
    pairs.push(['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()']);
  }
  if (secure) pairs.push(['Strict-Transport-Security', 'max-age=15552000']);
  return pairs;
}

/** Security headers for every response. A handler may relax framing by setting its own CSP. */
export function securityHeaders() {
  return async function securityHeadersMiddleware(ctx: AppContext, next: Next) {
    for (const [name, value] of securityHeaderPairs(ctx.path.startsWith('/api/'), ctx.secure)) ctx.set(name, value);
    await next();
  };
}
