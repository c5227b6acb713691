import type { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppPath } from './app-paths';

/** The precached SPA shell every app navigation falls back to. */
export const SHELL_URL = '/index.html';

/** Tells whether a request is a page navigation the SPA shell should answer. */
export function isShellNavigation(request: Request, url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && request.method === 'GET' && request.mode === 'navigate' && isAppPath(url);
}

/** Serves the precached shell for same-origin page navigations outside the server's own paths. */
export function registerShellNavigation(appFiles: PrecacheController): void {
  registerRoute(({ request, url, sameOrigin }) => isShellNavigation(request, url, sameOrigin), appFiles.createHandlerBoundToURL(SHELL_URL));
}
