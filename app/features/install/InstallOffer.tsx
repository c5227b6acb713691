import { useAtom } from 'jotai';
import { useSyncExternalStore } from 'react';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { installDismissedAtom, installPromptAtom } from './atoms';
import { currentPlatform, needsIosInstallHint } from './platform';
import './install.css';

const noChanges = () => () => undefined;
const isIosWithoutInstall = () => needsIosInstallHint(currentPlatform());
const inBrowser = () => true;
const onServer = () => false;

/** The dashboard's install offer: a button where the browser can install, the Share-menu hint on iPhone. */
export function InstallOffer() {
  const t = useT();
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [dismissed, setDismissed] = useAtom(installDismissedAtom);
  // The server draws the dashboard knowing no browser and no prompt (one kept before the app started included): the
  // page is hydrated as drawn, then shows the offer.
  const hydrated = useSyncExternalStore(noChanges, inBrowser, onServer);
  const iosHint = useSyncExternalStore(noChanges, isIosWithoutInstall, onServer);
  if (!hydrated || dismissed || (!prompt && !iosHint)) return null;

  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    // A prompt can be shown once; whatever the choice, the browser offers a fresh one later if still installable.
    setPrompt(null);
  };

  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title">{prompt ? t('install.title') : t('install.iosTitle')}</h2>
      <p>{prompt ? t('install.text') : t('install.iosText')}</p>
      <div className="button-row">
        {prompt && <Button onClick={() => void install()}>{t('install.button')}</Button>}
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          {t('install.dismiss')}
        </Button>
      </div>
    </aside>
  );
}

