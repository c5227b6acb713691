import { createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** The precached SPA shell every app navigation falls back to. */
export const SHELL_URL = '/index.html';

/** Paths the server answers itself (API, server-rendered profiles, card redirects, files), never the shell. */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/api(\/|\?|$)/,
  /^\/p\//,
  /^\/@/,
  /^\/profile-\d+(\?|$)/,
  /^\/c\//,
  /^\/uploads(\/|\?|$)/,
  /^\/sitemap\.xml(\?|$)/,
  /^\/robots\.txt(\?|$)/,
];

/** Tells whether a request is a page navigation the SPA shell should answer. */
export function isShellNavigation(request: Request, url: URL, sameOrigin: boolean): boolean {
  const path = url.pathname + url.search;
  return sameOrigin && request.method === 'GET' && request.mode === 'navigate' && !SERVER_PATHS.some((pattern) => pattern.test(path));
}

/** Serves the precached shell for same-origin page navigations outside the server's own paths. */
export function registerShellNavigation(): void {
  registerRoute(({ request, url, sameOrigin }) => isShellNavigation(request, url, sameOrigin), createHandlerBoundToURL(SHELL_URL));
}
