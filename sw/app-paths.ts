import { PAGE_KINDS } from '../shared/pages/table';

/** Paths the server answers itself (API, server-rendered profiles, card redirects, files), never the shell. */
const SERVER_PATHS: readonly RegExp[] = [
  /^\/api(\/|\?|$)/,
  /^\/p\//,
  /^\/@/,
  /^\/profile-\d+(\?|$)/,
  /^\/c\//,
  /^\/uploads(\/|\?|$)/,
  /^\/sitemap\.xml(\?|$)/,
  /^\/robots\.txt(\?|$)/,
  // The visitor's own pages: their details and their refusal of an owner's mail.
  ...PAGE_KINDS.visitor.paths.map((path) => new RegExp(`^${path}(\\/|\\?|$)`)),
];

/** Tells whether an address is the app's (the SPA shell draws it), not the server's own (a card, the API, a file). */
export function isAppPath(url: URL): boolean {
  const path = url.pathname + url.search;
  return !SERVER_PATHS.some((pattern) => pattern.test(path));
}
