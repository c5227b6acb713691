import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../../sw/messages';
import { languageAtom, translate } from '../i18n';
import { appStore } from './store';
import { toast } from './toast';

/** Registers /sw.js and offers a reload (רענון) when a new worker is waiting. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    const language = appStore.get(languageAtom);
    toast({
      title: translate(language, 'sw.updateTitle'),
      description: translate(language, 'sw.updateText'),
      action: {
        label: translate(language, 'sw.reload'),
        onClick: () => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          void navigator.serviceWorker
            .getRegistration('/')
            .then((registration) => registration?.waiting?.postMessage({ type: SW_MESSAGES.SKIP_WAITING }));
        },
      },
    });
  });
  void workbox.register();
}
