import type { Next } from 'koa';
import type { AppContext } from '../context';

/** Builds the Content-Security-Policy: no inline script anywhere; framing only where `frameable` says so. */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
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

/** Security headers for every response. A handler may relax framing by setting its own CSP. */
export function securityHeaders() {
  return async function securityHeadersMiddleware(ctx: AppContext, next: Next) {
    ctx.set('Content-Security-Policy', DEFAULT_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=15552000');
    await next();
  };
}
