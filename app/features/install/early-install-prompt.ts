// The browser offers its install prompt once per page load, often before the app's modules have started on a page the
// server drew (app/prerender/start-app.ts): that page's script keeps it here for the app.

/** Chromium's deferred install prompt (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const KEPT = Symbol.for('kartis.installPrompt');
type WindowWithPrompt = Window & { [KEPT]?: BeforeInstallPromptEvent };

/** Keeps the install prompt the browser offers before the app has started. */
export function keepEarlyInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as WindowWithPrompt)[KEPT] = event as BeforeInstallPromptEvent;
  });
}

/** The install prompt kept before the app started, once: later ones reach the app's own listener. */
export function takeEarlyInstallPrompt(): BeforeInstallPromptEvent | undefined {
  const kept = (window as WindowWithPrompt)[KEPT];
  delete (window as WindowWithPrompt)[KEPT];
  return kept;
}
