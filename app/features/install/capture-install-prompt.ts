import { appStore } from '../../lib/store';
import { installPromptAtom, type BeforeInstallPromptEvent } from './atoms';

/**
 * Keeps the browser's install prompt from the first page load (it fires once, long before the dashboard
 * may be opened), and forgets it once the app is installed.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}
