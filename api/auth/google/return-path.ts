/** Where a successful sign-in lands when no return path was asked for. */
export const DEFAULT_RETURN_PATH = '/dashboard';

const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';

/**
 * A same-origin relative path (`/editor?x=1`) from untrusted input, or the default. The path is normalised first and
 * what comes out is checked again: `/.//evil.example` normalises to `//evil.example`, which a browser reads as
 * another host, so only a result starting with one `/` followed by something other than `/` or `\` survives.
 */
export function safeReturnPath(input: unknown): string {
  if (typeof input !== 'string' || !input.startsWith('/') || /[\\\p{Cc}]/u.test(input)) return DEFAULT_RETURN_PATH;
  const url = URL.parse(input, PLACEHOLDER_ORIGIN);
  if (!url || url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('/api/')) return DEFAULT_RETURN_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(path) ? path : DEFAULT_RETURN_PATH;
}

function isSameOriginPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\p{Cc}]/u.test(path) && URL.parse(path, PLACEHOLDER_ORIGIN)?.origin === PLACEHOLDER_ORIGIN;
}
