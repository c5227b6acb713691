/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { keepAppFiles, registerAppFiles } from './app-files';
import { configureCacheNames, deleteOutdatedCaches } from './cache-names';
import { cacheCardForOffline, registerCardRoutes } from './card-routes';
import { isLeadSync, registerLeadQueue, replayForPage, replayQueuedLeads } from './lead-queue';
import { keepLanguage, registerShellNavigation } from './navigation';
import { registerPushNotifications } from './push-notifications';
import { registerShareTarget } from './share-target';
import { SW_MESSAGES, asPageMessage } from '../shared/sw-messages';

declare const self: ServiceWorkerGlobalScope;

configureCacheNames();
const appFiles = registerAppFiles(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerShellNavigation(appFiles);
registerCardRoutes();
registerLeadQueue();
registerShareTarget();
registerPushNotifications();
// Where Background Sync is missing, a worker start is one of the moments queued leads go out.
void replayQueuedLeads();

self.addEventListener('message', (event) => {
  const message = asPageMessage(event.data);
  if (message?.type === SW_MESSAGES.SKIP_WAITING) void self.skipWaiting();
  if (message?.type === SW_MESSAGES.CACHE_APP) event.waitUntil(keepAppFiles(appFiles));
  if (message?.type === SW_MESSAGES.CACHE_CARD) event.waitUntil(cacheCardForOffline(message.urls, event));
  if (message?.type === SW_MESSAGES.REPLAY_LEADS) event.waitUntil(replayForPage());
  if (message?.type === SW_MESSAGES.LANGUAGE) event.waitUntil(keepLanguage(message.language));
});

self.addEventListener('sync', (event) => {
  if (!isLeadSync(event)) return;
  event.waitUntil(
    replayQueuedLeads().then((done) => {
      if (!done) throw new Error('Leads are still queued; the browser retries the sync later.');
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOutdatedCaches(), self.clients.claim()]));
});
