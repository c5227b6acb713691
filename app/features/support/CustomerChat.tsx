import { Link } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { User } from '../../../shared/contract/auth';
import { SUPPORT_TIMINGS } from '../../../shared/contract/support-timings';
import { buttonClass } from '../../components/Button';
import { messageOf, type ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useAccount } from '../account';
import { ChatLog, lineOf, type ChatLine } from './ChatLog';
import { Composer } from './Composer';
import { NewTicketForm } from './NewTicketForm';
import { supportChatAtom, supportDraftAtom, type SupportDraft } from './atoms';
import { useConversation } from './api/get-conversation';
import { useMarkConversationRead } from './api/mark-conversation-read';
import { useSendSupportMessage } from './api/send-message';
import { useWelcomeLines } from './welcome';

/** The automatic reply that follows the customer's first message of a visit (after 1000 ms). */
function useAutomaticReply(): [ChatLine | null, () => void] {
  const t = useT();
  const [at, setAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const line = useMemo(() => (at ? { key: 'auto-reply', sender: 'support' as const, text: t('support.autoReply'), createdAt: at } : null), [at, t]);
  const schedule = () => {
    if (at || timer.current) return;
    timer.current = setTimeout(() => setAt(new Date().toISOString()), SUPPORT_TIMINGS.autoReplyMs);
  };
  return [line, schedule];
}

/** A customer's side of the chat: their conversation, and what they may do next (write, open a new request, upgrade). */
export function CustomerChat({ user, inputRef }: { user: User; inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT();
  const conversation = useConversation();
  const account = useAccount();
  const send = useSendSupportMessage();
  const markRead = useMarkConversationRead();
  const welcome = useWelcomeLines();
  const [autoReply, scheduleAutoReply] = useAutomaticReply();
  // A page's draft fills the box it is for as it arrives; then it is let go, so it is not put in again.
  const [draft, setDraft] = useAtom(supportDraftAtom);
  const setView = useSetAtom(supportChatAtom);
  // Kept for the contact page, which takes the request of an owner whose plan the chat is not for.
  const [request, setRequest] = useState<SupportDraft | null>(draft);
  if (draft && draft !== request) setRequest(draft);
  useEffect(() => {
    if (!draft) return;
    setDraft(null);
    inputRef.current?.focus();
  }, [draft, setDraft, inputRef]);
  const messages = useMemo(() => conversation.data ?? [], [conversation.data]);
  const unread = messages.some((m) => m.sender === 'support' && !m.isRead) || user.unreadSupportMessages > 0;

  // Opening the chat marks support's replies read, and so does a reply arriving while it is open.
  const markAllRead = markRead.mutate;
  useEffect(() => {
    if (unread) markAllRead();
  }, [unread, markAllRead]);

  const lines = [...welcome, ...messages.map(lineOf), ...(autoReply ? [autoReply] : [])];
  const closed = messages.at(-1)?.isClosed ?? false;
  const mayWrite = account.data ? account.data.plan.status !== 'basic' : true;

  const sendMessage = async (content: string) => {
    try {
      await send.mutateAsync(content);
      scheduleAutoReply();
      return true;
    } catch (error) {
      const status = (error as Partial<ApiError>).status;
      if (status === 409) {
        toast({ title: t('support.closedTitle'), description: t('support.closedText'), variant: 'warning' });
        void conversation.refetch();
      } else {
        toast({ title: t('support.sendFailed'), description: messageOf(error, t('support.sendFailed')), variant: 'destructive' });
        if (status === 402) void account.refetch();
      }
      return false;
    }
  };

  return (
    <>
      {conversation.isError ? (
        <div className="chat-notice" role="alert">
          <p>{t('support.loadError')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void conversation.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ChatLog lines={lines} ownSide="user" label={t('support.log')} />
      )}
      {!mayWrite ? (
        <div className="chat-notice">
          <p className="chat-notice-title">{t('support.upgradeTitle')}</p>
          <p>{t('support.upgradeText')}</p>
          <div className="chat-notice-actions">
            <Link to="/subscription" className={buttonClass('primary')}>
              {t('support.upgrade')}
            </Link>
            {/* The chat steps down to its title bar so it does not sit over the contact form on a phone. */}
            <Link
              to="/contact"
              search={request ? { subject: request.subject, message: request.content } : {}}
              className={buttonClass('ghost')}
              onClick={() => setView('minimised')}
            >
              {t('support.contactPage')}
            </Link>
          </div>
        </div>
      ) : closed ? (
        <div className="chat-notice">
          <p className="chat-notice-title">{t('support.closedTitle')}</p>
          <p>{t('support.closedText')}</p>
          <NewTicketForm onOpened={scheduleAutoReply} draft={draft} />
        </div>
      ) : (
        <Composer
          label={t('support.composerLabel')}
          hint={t('support.composerHint')}
          sendLabel={t('support.send')}
          pending={send.isPending}
          send={sendMessage}
          inputRef={inputRef}
          draft={draft}
        />
      )}
    </>
  );
}
