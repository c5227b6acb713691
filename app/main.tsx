import './lib/zod-without-eval';
import { QueryCache } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AccessRefused, CURRENT_USER_KEY, expireSession, keepUserFromDocument } from './features/auth';
import { captureInstallPrompt } from './features/install/capture-install-prompt';
import { adoptLinkedLanguage, applyDocumentLanguage, deviceLanguage, tellDeviceLanguage, languageAtom, loadMessages } from './i18n';
import { getQueryFn } from './lib/api';
import { isUnauthorized } from './lib/errors';
import { asUser } from './lib/storage';
import { loadHeaderFor } from './layout/Header';
import { reportUncaughtErrors } from './lib/error-report';
import { rememberInitialLocation } from './lib/initial-location';
import { ownerCacheProvider, prepareOwnerCache } from './lib/owner-cache';
import { createQueryClient } from './lib/query-client';
import { seedServerQueries } from './lib/server-queries';
import { startFirstPage } from './start-first-page';
import { yieldToMain } from './lib/yield-to-main';
import { appStore } from './lib/store';
import { AppTree } from './providers';
import { APP_STARTED_EVENT, drawnPageFits, ownerPageDrawn } from './drawn-page';
import { createAppRouter } from './router';
import { keepFirstScroll } from './keep-first-scroll';
import { whenIdleAfterLoad } from './lib/when-idle';

rememberInitialLocation();
adoptLinkedLanguage();
const language = appStore.get(languageAtom);
const rootElement = document.getElementById('root')!;
// Read before the document takes the app's language: the server drew the page in the language its cookie named.
const ownerPage = ownerPageDrawn(rootElement, language);
applyDocumentLanguage(language);
tellDeviceLanguage(deviceLanguage());
reportUncaughtErrors();

const queryClient = createQueryClient(getQueryFn({ on401: 'throw' }), {
  queryCache: new QueryCache({
    onError: (error) => {
      if (isUnauthorized(error)) expireSession(queryClient);
    },
  }),
});
const router = createAppRouter(queryClient);
prepareOwnerCache(queryClient);
seedServerQueries(queryClient);
keepUserFromDocument(queryClient);
startFirstPage(router, queryClient, language);
keepFirstScroll(router);
captureInstallPrompt();

/**
 * Runs `run` once its children are in the document, before the browser paints them, then tells the page's start
 * script (app/prerender/start-app.ts) that the app has taken over.
 */
function OnCommit({ run, children }: { run?: () => void; children: ReactNode }) {
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit.
  useLayoutEffect(() => run?.(), []);
  useEffect(() => void dispatchEvent(new Event(APP_STARTED_EVENT)), []);
  return children;
}

/** React logs every error a boundary catches; a guard's refusal is no error, its page shows it as intended. */
const rootOptions = {
  onCaughtError: (error: unknown) => {
    if (!(error instanceof AccessRefused)) console.error(error);
  },
};

const [QueryProvider] = await Promise.all([
  ownerCacheProvider(queryClient, {
    userKey: CURRENT_USER_KEY,
    // Card saves and lead edits made offline come back from the saved cache with nothing but their key.
    prepareOwner: () =>
      Promise.all([
        import('./features/offline-edits/card-save-queue').then(({ registerOfflineCardSaves }) => registerOfflineCardSaves(queryClient)),
        import('./features/leads/api/update-lead').then(({ registerOfflineLeadEdits }) => registerOfflineLeadEdits(queryClient)),
      ]).then(() => undefined),
    // A page the server drew for the owner is hydrated as drawn: the saved cache is restored once it has been.
    restoreBeforeRender: !ownerPage,
  }),
  loadMessages(language),
]);
await yieldToMain();
if (ownerPage || drawnPageFits(rootElement)) {
  // The page's code and data must be ready before hydrating, or the first render would differ from the HTML. An
  // owner's page the server drew came with the page's data, in the queries sent along with it. So must the header's
  // lazily loaded parts the server drew for the user: hydration would leave them as dead HTML until their code came,
  // then draw them anew, and a tap on them in between would be lost. (Without them, they are drawn anew as before.)
  const drawnFor = asUser(queryClient.getQueryData([CURRENT_USER_KEY]));
  await Promise.all([router.load(), loadHeaderFor(drawnFor).catch(() => undefined)]);
  await yieldToMain();
  // Marks the router as hydrating server HTML, as the router's own hydration does: it then renders the same
  // boundaries as on the server and skips reloading the page on mount.
  router.ssr = { manifest: undefined };
  const hydrate = () => {
    hydrateRoot(
      rootElement,
      // The owner's page stays inert until its page is hydrated too (OwnerPageLive): then its fields and buttons are the app's.
      <OnCommit>
        <AppTree queryClient={queryClient} router={router} QueryProvider={QueryProvider} />
      </OnCommit>,
      rootOptions,
    );
  };
  // The owner's page, which nothing can be pressed on until then, is hydrated in slices the browser can answer between.
  if (ownerPage) startTransition(hydrate);
  else hydrate();
} else {
  // A page sent to be replaced (the not-found page, build/prerender.mjs; an owner's page the server drew in another
  // language than the app's here) stays until the app's page is ready: the first render then replaces it in one
  // commit, never through an empty frame. (index.html's loading frame, marked <!--app-shell-->, is not such a page:
  // the app replaces it at once.) An owner's page the server drew is inert until then: nothing typed into it is lost.
  if (rootElement.hasChildNodes() && !rootElement.innerHTML.startsWith('<!--app-shell-->')) await router.load();
  const root = createRoot(rootElement, rootOptions);
  const app = <AppTree queryClient={queryClient} router={router} QueryProvider={QueryProvider} />;
  if (rootElement.inert) {
    // Rendered in slices the browser can answer between (a transition), the drawn page staying until the commit.
    startTransition(() => root.render(<OnCommit run={() => (rootElement.inert = false)}>{app}</OnCommit>));
  } else {
    root.render(<OnCommit>{app}</OnCommit>);
  }
}

function registerWorker(): void {
  void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}

if (import.meta.env.PROD) {
  // So the worker's precaching never competes with the first render or the start of the app.
  whenIdleAfterLoad(registerWorker);
}
