import type { User } from '../../shared/contract/auth';

/** The app's window events and what each carries. */
export interface AppEventMap {
  /** Login or logout finished; the header refreshes. */
  'auth-state-changed': { action: 'login' | 'logout'; user?: User };
  /** The user's status changed (logout, expired session). */
  'user-status-changed': { action: 'login' | 'logout' };
  /** The header has shown the current user; the "connecting" overlay may close. */
  'header-updated': Record<string, never>;
  /** Something asks the support chat to open. */
  'show-support-chat': Record<string, never>;
  /** Keeps modals in step: a login closes every other open modal. */
  'auth-modal-sync': { action: 'login' | 'logout' };
}

/** One of the app's window event names. */
export type AppEventName = keyof AppEventMap;

/** Dispatches a typed app event on the given target (the window in the app). */
export function emitAppEvent<K extends AppEventName>(name: K, detail: AppEventMap[K], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to a typed app event; returns the function that stops listening. */
export function onAppEvent<K extends AppEventName>(
  name: K,
  listener: (detail: AppEventMap[K]) => void,
  target: EventTarget = window,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AppEventMap[K]>).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
