import { appStore } from '../../lib/store';
import { installPromptAtom } from './atoms';
import { takeEarlyInstallPrompt, type BeforeInstallPromptEvent } from './early-install-prompt';

/**
 * Keeps the browser's install prompt from the first page load (it fires once, long before the dashboard
 * may be opened), and forgets it once the app is installed.
 */
export function captureInstallPrompt(): void {
  const early = takeEarlyInstallPrompt();
  if (early) appStore.set(installPromptAtom, early);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}
