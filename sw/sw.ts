/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { configureCacheNames, deleteOutdatedCaches } from './cache-names';
import { registerShellNavigation } from './navigation';
import { SW_MESSAGES } from './messages';

declare const self: ServiceWorkerGlobalScope;

configureCacheNames();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerShellNavigation();

self.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGES.SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOutdatedCaches(), self.clients.claim()]));
});
