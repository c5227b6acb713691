import type { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isCardLanguage, type CardLanguage } from '../shared/contract/card-languages';
import { documentInLanguage } from '../shared/pages/document-language';
import { isAppPath } from './app-paths';
import { RUNTIME_CACHES } from './cache-names';

/** The precached SPA shell every app navigation falls back to. */
export const SHELL_URL = '/index.html';

/** Where the worker keeps the language chosen on the device, as the app tells it (SW_MESSAGES.LANGUAGE). */
const LANGUAGE_ENTRY = '/device/language';

/** Keeps the language chosen on the device, for the app's document the worker answers with. */
export async function keepLanguage(language: string): Promise<void> {
  if (isCardLanguage(language)) await (await caches.open(RUNTIME_CACHES.device)).put(LANGUAGE_ENTRY, new Response(language));
}

async function keptLanguage(): Promise<CardLanguage> {
  const kept = await (await (await caches.open(RUNTIME_CACHES.device)).match(LANGUAGE_ENTRY))?.text();
  return isCardLanguage(kept) ? kept : 'he';
}

/** Tells whether a request is a page navigation the SPA shell should answer. */
export function isShellNavigation(request: Request, url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && request.method === 'GET' && request.mode === 'navigate' && isAppPath(url);
}

/**
 * Serves the precached shell for same-origin page navigations outside the server's own paths, set in the language
 * chosen on the device (its direction and the header's frame), as the server would send it: nothing turns around when
 * the app starts.
 */
export function registerShellNavigation(appFiles: PrecacheController): void {
  const shell = appFiles.createHandlerBoundToURL(SHELL_URL);
  registerRoute(
    ({ request, url, sameOrigin }) => isShellNavigation(request, url, sameOrigin),
    async (options) => {
      const [response, language] = await Promise.all([shell(options), keptLanguage()]);
      if (language === 'he' || !response.ok) return response;
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return new Response(documentInLanguage(await response.text(), language), { status: response.status, statusText: response.statusText, headers });
    },
  );
}
