import { lazy, Suspense, useEffect, useRef } from 'react';
import { SUPPORT_TIMINGS } from '../../../shared/contract/support-timings';
import { useAtom, useAtomValue } from 'jotai';
import { createPortal } from 'react-dom';
import { onAppEvent } from '../../lib/events';
import { appStore } from '../../lib/store';
import { countedText, languageAtom, loadFeatureMessages, useT } from '../../i18n';
import { useSession } from '../auth';
import { supportChatAtom, supportDockAtom } from './atoms';
import { useOutOfTheWay } from './use-out-of-the-way';

/** The address's hash that opens the chat (a pushed notification of support's answer links to it). */
const SUPPORT_HASH = '#support';

// The widget and its texts load on the first opening: a page that never opens it pays only for this button.
const SupportChat = lazy(() => Promise.all([import('./SupportChat'), loadFeatureMessages(appStore.get(languageAtom))]).then(([module]) => module));

/**
 * The support chat button, and the widget once opened. It floats at the bottom of the page, stepping aside on a phone
 * while the page scrolls under it, unless the page gives it a place in its own sticky bar (a `SupportDock`).
 */
export function SupportLauncher() {
  const t = useT();
  const session = useSession();
  const [view, setView] = useAtom(supportChatAtom);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const unread = session.user?.unreadSupportMessages ?? 0;
  const dock = useAtomValue(supportDockAtom);
  const { aside, placed } = useOutOfTheWay(buttonRef);

  // Anything may ask the chat to open (it opens 300 ms later).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onAppEvent('show-support-chat', () => {
      clearTimeout(timer);
      timer = setTimeout(() => setView('open'), SUPPORT_TIMINGS.openAfterEventMs);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [setView]);

  // A tap on a pushed notification of support's answer opens the app at #support.
  useEffect(() => {
    const openForHash = () => {
      if (window.location.hash === SUPPORT_HASH) setView('open');
    };
    openForHash();
    window.addEventListener('hashchange', openForHash);
    return () => window.removeEventListener('hashchange', openForHash);
  }, [setView]);

  // Closing the widget gives the focus back to the button that opened it.
  useEffect(() => {
    if (view === 'closed' && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = view !== 'closed';
  }, [view]);

  if (view !== 'closed') {
    return (
      <Suspense fallback={null}>
        <SupportChat />
      </Suspense>
    );
  }
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={dock ? 'support-launcher is-docked' : 'support-launcher'}
      data-aside={!dock && aside ? '' : undefined}
      data-placed={dock || placed ? '' : undefined}
      aria-haspopup="dialog"
      aria-label={unread === 0 ? t('support.launcher') : countedText(t, 'support.launcherUnread', unread)}
      onClick={() => setView('open')}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
        <circle cx="8" cy="10.5" r="1.4" className="support-launcher-dot" />
        <circle cx="12" cy="10.5" r="1.4" className="support-launcher-dot" />
        <circle cx="16" cy="10.5" r="1.4" className="support-launcher-dot" />
      </svg>
      {unread > 0 && (
        <span className="support-launcher-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
  return dock ? createPortal(button, dock) : button;
}
