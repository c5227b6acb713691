import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/Button';
import { ToastSlot } from '../../components/Toast';
import { useAtom } from 'jotai';
import { STORAGE_KEYS, browserStorage } from '../../lib/storage';
import { useT } from '../../i18n';
import { useAuthActions, useSession } from '../auth';
import { ChatLog } from './ChatLog';
import { CustomerChat } from './CustomerChat';
import { InboxList } from './InboxList';
import { supportChatAtom } from './atoms';
import { useSupportInbox } from './api/get-support-inbox';
import { useWelcomeLines } from './welcome';
import './support.css';

type Theme = 'light' | 'dark';

/** The chat's light or dark look, kept on the device. */
function useChatTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(() => (browserStorage().getItem(STORAGE_KEYS.supportChatTheme) === 'dark' ? 'dark' : 'light'));
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    browserStorage().setItem(STORAGE_KEYS.supportChatTheme, next);
    setTheme(next);
  };
  return [theme, toggle];
}

/**
 * The support chat widget: open or minimised, light or dark. A visitor is asked to log in, a
 * customer talks with support (with an active plan), and support sees the waiting conversations.
 */
export default function SupportChat() {
  const t = useT();
  const session = useSession();
  const [view, setView] = useAtom(supportChatAtom);
  const [theme, toggleTheme] = useChatTheme();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const user = session.user;
  const fullSupport = user !== null && user.userRole !== 'user';
  const open = view === 'open';

  // Opening puts the focus where the person will type, or on the chat itself.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => (inputRef.current ?? panelRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Escape inside the chat closes it (the launcher takes the focus back).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setView('closed');
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [setView]);

  return (
    <section
      ref={panelRef}
      className={`support-chat support-chat--${theme}${open ? '' : ' support-chat--minimised'}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {/* Not a <header>: a page has one banner, the site's, and a chat's title bar is not a second one. */}
      <div className="support-chat-header">
        <div className="support-chat-heading">
          <h2 id={titleId} className="support-chat-title">
            {t('support.title')}
          </h2>
          {user && <span className="support-chat-badge">{fullSupport ? t('support.badgeFull') : t('support.badgeBasic')}</span>}
        </div>
        <div className="support-chat-controls">
          <button type="button" className="support-chat-control" aria-pressed={theme === 'dark'} aria-label={t('support.themeDark')} onClick={toggleTheme}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
            </svg>
          </button>
          <button
            type="button"
            className="support-chat-control"
            aria-expanded={open}
            aria-label={open ? t('support.minimise') : t('support.restore')}
            onClick={() => setView(open ? 'minimised' : 'open')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={open ? 'M5 11h14v2H5z' : 'M5 5h14v14H5zm2 2v10h10V7z'} />
            </svg>
          </button>
          <button type="button" className="support-chat-control" aria-label={t('support.close')} onClick={() => setView('closed')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        </div>
      </div>
      {open && <ToastSlot />}
      {open && (
        <div className="support-chat-body">
          {session.status === 'loading' ? (
            <p className="chat-notice">{t('app.loading')}</p>
          ) : !user ? (
            <VisitorChat />
          ) : fullSupport ? (
            <SupportInbox />
          ) : (
            <CustomerChat user={user} inputRef={inputRef} />
          )}
        </div>
      )}
    </section>
  );
}

/** A visitor may read the welcome and is asked to log in or register to write. */
function VisitorChat() {
  const t = useT();
  const { openModal } = useAuthActions();
  const welcome = useWelcomeLines();
  return (
    <>
      <ChatLog lines={welcome} ownSide="user" label={t('support.log')} />
      <div className="chat-notice">
        <p className="chat-notice-title">{t('support.visitorTitle')}</p>
        <p>{t('support.visitorText')}</p>
        <div className="chat-notice-actions">
          <Button onClick={() => openModal('login')}>{t('nav.login')}</Button>
          <Button variant="secondary" onClick={() => openModal('register')}>
            {t('nav.register')}
          </Button>
          <Link to="/contact" className={buttonClass('ghost')}>
            {t('support.contactPage')}
          </Link>
        </div>
      </div>
    </>
  );
}

/** Support's view in the widget: the conversations, each a link to its page. */
function SupportInbox() {
  const t = useT();
  const [, setView] = useAtom(supportChatAtom);
  const inbox = useSupportInbox();
  return (
    <div className="support-chat-inbox">
      {inbox.isError ? (
        <p className="chat-notice" role="alert">
          {t('support.loadError')}
        </p>
      ) : (inbox.data ?? []).length === 0 ? (
        <p className="chat-notice">{inbox.isPending ? t('app.loading') : t('support.inboxEmpty')}</p>
      ) : (
        <InboxList messages={inbox.data ?? []} onPick={() => setView('minimised')} />
      )}
      <Link to="/admin/support" className="support-chat-all" onClick={() => setView('minimised')}>
        {t('support.toInbox')}
      </Link>
    </div>
  );
}
