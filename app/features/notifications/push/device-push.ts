import type { PushSubscriptionInput } from '../../../../shared/contract/push';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushKey } from '../api/get-push-key';
import { putPushSubscription } from '../api/put-push-subscription';

/**
 * Where this device stands: pushed to (`on`) or not (`off`); `ios-install` on an iPhone or iPad outside the home screen
 * app, where Safari has no push; `unsupported` in a browser without it; `denied` when the browser's permission was
 * refused (only its site settings can give it back).
 */
export type DevicePushState = 'on' | 'off' | 'unsupported' | 'ios-install' | 'denied';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const isStandalone = () => (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
const canPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, if the app has one here (never waits for one that will not come). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return canPush() ? navigator.serviceWorker.getRegistration() : undefined;
}

/** How long turning on waits for the app's service worker, which the app registers once the browser is idle. */
const WORKER_WAIT_MS = 15_000;

/** The active service worker's registration; a failure (that the switch reports) when none comes in time. */
function activeWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS)),
  ]);
}

/** This device's subscription as the server takes it. */
function asInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!canPush()) return isIos() && !isStandalone() ? 'ios-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Tells the server again of the subscription this device has (the server forgets one its push service refused), so
 * that a switch shown on stays true.
 */
export async function renewDevicePush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) await putPushSubscription(asInput(subscription));
}

/** Asks the browser's permission, subscribes this device with the server's key and hands the subscription to the server. */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  if (!canPush()) return devicePushState();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [key, worker] = await Promise.all([getPushKey(), activeWorker()]);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made under another key (the server's keys were replaced) reaches no one: make a new one.
  const keyOf = subscription?.options.applicationServerKey;
  if (subscription && keyOf && bytesToBase64url(keyOf) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlToBytes(key) });
  await putPushSubscription(asInput(subscription));
  return 'on';
}

/** Stops pushing to this device: the server forgets it, then the browser does. */
export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return devicePushState();
}

/**
 * Before signing out: the server forgets this device and the browser drops its subscription, so the next account signed
 * in here is not told of this one's leads. Never fails the sign-out: a server that missed the DELETE forgets the device
 * at its next push, which the push service refuses.
 */
export async function forgetDevicePush(): Promise<void> {
  const subscription = await (await registration().catch(() => undefined))?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}

/**
 * The session ended without a sign-out here (it ran out, or was ended from another device): the browser drops this
 * device's subscription, so the leads of the account that was signed in stop showing on it, also to whoever signs in
 * next. The server, which no longer takes this session's word, forgets the device when its push service refuses.
 */
export async function dropDevicePush(): Promise<void> {
  const subscription = await (await registration().catch(() => undefined))?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => undefined);
}

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function bytesToBase64url(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
