/// <reference lib="webworker" />
import { isCardLanguage } from '../shared/contract/card-languages';
import type { PushMessage } from '../shared/contract/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** The push's message, or undefined for a push that is not the server's (no zod here: the worker stays small). */
function messageOf(event: PushEvent): PushMessage | undefined {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (typeof data?.title !== 'string' || typeof data.url !== 'string' || !data.url.startsWith('/')) return undefined;
    return { title: data.title, body: String(data.body ?? ''), lang: isCardLanguage(data.lang) ? data.lang : 'he', dir: data.dir === 'ltr' ? 'ltr' : 'rtl', tag: String(data.tag ?? 'kartis'), url: data.url };
  } catch {
    return undefined;
  }
}

/** Opens the app at `url`: an open window of the app is focused and taken there, else a new one opens. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => self.clients.openWindow(target));
    return;
  }
  await self.clients.openWindow(target);
}

/** A push from the server shows as a notification in the account's language; a tap on it opens the app where it says. */
export function registerPushNotifications(): void {
  self.addEventListener('push', (event) => {
    const message = messageOf(event);
    if (!message) return;
    event.waitUntil(
      self.registration.showNotification(message.title, { body: message.body, lang: message.lang, dir: message.dir, tag: message.tag, icon: ICON, badge: ICON, data: { url: message.url } }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openApp(typeof url === 'string' && url.startsWith('/') ? url : '/dashboard'));
  });
}
