/** Where a successful sign-in lands when no return path was asked for. */
export const DEFAULT_RETURN_PATH = '/dashboard';

const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';

/** A same-origin relative path (`/editor?x=1`) from untrusted input, or the default: no scheme, host, `//`, `\` or controls. */
export function safeReturnPath(input: unknown): string {
  if (typeof input !== 'string' || !input.startsWith('/') || input.startsWith('//') || /[\\\p{Cc}]/u.test(input)) {
    return DEFAULT_RETURN_PATH;
  }
  const url = URL.parse(input, PLACEHOLDER_ORIGIN);
  if (!url || url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('/api/')) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
