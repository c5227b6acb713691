import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onAppEvent } from '../../lib/events';
import { useT } from '../../i18n';
import { connectingAtom } from './atoms';

/** The overlay's safety timeout: it closes by itself after this long. */
export const CONNECTING_TIMEOUT_MS = 3000;

/** The "connecting" overlay of login step 2; closes after 3 s or when the header has updated. */
export function ConnectingOverlay() {
  const [connecting, setConnecting] = useAtom(connectingAtom);
  const t = useT();

  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => setConnecting(false), CONNECTING_TIMEOUT_MS);
    const stop = onAppEvent('header-updated', () => setConnecting(false));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [connecting, setConnecting]);

  if (!connecting) return null;
  return (
    <output className="connecting-overlay" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('auth.connecting')}</p>
    </output>
  );
}
