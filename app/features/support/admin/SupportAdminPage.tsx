import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { SupportMessage } from '../../../../shared/contract/support';
import { Button } from '../../../components/Button';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { AdminFrame } from '../../../components/AdminFrame';
import { ChatLog, lineOf } from '../ChatLog';
import { Composer } from '../Composer';
import { InboxList } from '../InboxList';
import { useConversation } from '../api/get-conversation';
import { useSupportInbox } from '../api/get-support-inbox';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendSupportMessage } from '../api/send-message';
import { useSetConversationClosed } from '../api/set-conversation-closed';
import '../support.css';

type Filter = 'all' | 'open' | 'closed';

const FILTERS: Record<Filter, (message: SupportMessage) => boolean> = {
  all: () => true,
  open: (message) => !message.isClosed,
  closed: (message) => message.isClosed,
};

/** Where the conversation shows under the list instead of beside it (support.css). */
const STACKED = '(max-width: 768px)';

/**
 * On a phone the conversation opens under the list, a screen or more down: once the router has put the new address's
 * page at its top, the conversation is brought into view and its heading takes the focus. Beside the list, it is
 * seen already and the focus stays in the list.
 */
function useBroughtIntoView(section: RefObject<HTMLElement | null>, heading: RefObject<HTMLHeadingElement | null>) {
  const resolved = useRouterState({ select: (state) => state.status === 'idle' });
  const done = useRef(false);
  useEffect(() => {
    if (!resolved || done.current) return;
    done.current = true;
    if (!window.matchMedia(STACKED).matches) return;
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [resolved, section, heading]);
}

/** `/admin/support` (admins): every customer's conversation, and the one chosen with its reply box, close and reopen. */
export function SupportAdminPage({ userId }: { userId?: number | undefined }) {
  const t = useT();
  const inbox = useSupportInbox();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (inbox.data ?? []).filter(FILTERS[filter]);

  return (
    <AdminFrame title={t('supportAdmin.title')} description={t('supportAdmin.description')}>
      <div className="support-admin-layout">
        <section className="support-admin-list" aria-labelledby="support-admin-list-title">
          <h2 id="support-admin-list-title">{t('supportAdmin.conversations')}</h2>
          <fieldset className="support-admin-filter">
            <legend className="visually-hidden">{t('supportAdmin.filter')}</legend>
            {(Object.keys(FILTERS) as Filter[]).map((key) => (
              <label key={key}>
                <input type="radio" name="support-filter" value={key} checked={filter === key} onChange={() => setFilter(key)} />
                {t(`supportAdmin.filter.${key}`)}
              </label>
            ))}
          </fieldset>
          {inbox.isError ? (
            <p role="alert">{messageOf(inbox.error, t('support.loadError'))}</p>
          ) : inbox.isPending ? (
            <p>{t('app.loading')}</p>
          ) : shown.length === 0 ? (
            <p className="support-admin-empty">{t('support.inboxEmpty')}</p>
          ) : (
            <InboxList messages={shown} selectedUserId={userId} />
          )}
        </section>
        {userId === undefined ? <p className="support-admin-choose">{t('supportAdmin.choose')}</p> : <Conversation key={userId} userId={userId} />}
      </div>
    </AdminFrame>
  );
}

/** One customer's conversation as support sees it: read when opened, answered, closed or reopened. */
function Conversation({ userId }: { userId: number }) {
  const t = useT();
  const conversation = useConversation(userId);
  const send = useSendSupportMessage(userId);
  const markRead = useMarkConversationRead(userId);
  const setClosed = useSetConversationClosed(userId);
  const messages = useMemo(() => conversation.data ?? [], [conversation.data]);
  const last = messages.at(-1);
  const name = last?.username ?? t('support.userNumber', { id: userId });
  const waiting = messages.some((m) => m.sender === 'user' && !m.isRead);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBroughtIntoView(sectionRef, headingRef);

  const markAllRead = markRead.mutate;
  useEffect(() => {
    if (waiting) markAllRead();
  }, [waiting, markAllRead]);

  const reply = async (content: string) => {
    try {
      await send.mutateAsync(content);
      return true;
    } catch (error) {
      toast({ title: t('support.sendFailed'), description: messageOf(error, t('support.sendFailed')), variant: 'destructive' });
      return false;
    }
  };

  const toggleClosed = async () => {
    if (!last) return;
    const closing = !last.isClosed;
    try {
      await setClosed.mutateAsync({ messageId: last.id, closed: closing });
      toast({ title: closing ? t('supportAdmin.closed') : t('supportAdmin.reopened') });
    } catch (error) {
      const title = closing ? t('supportAdmin.closeFailed') : t('supportAdmin.reopenFailed');
      toast({ title, description: messageOf(error, title), variant: 'destructive' });
    }
  };

  return (
    <section ref={sectionRef} className="support-admin-conversation" aria-labelledby="support-admin-conversation-title">
      <div className="support-admin-conversation-head">
        <h2 ref={headingRef} id="support-admin-conversation-title" dir="auto" tabIndex={-1}>
          {name}
        </h2>
        {last?.isClosed && <span className="inbox-badge">{t('support.closedBadge')}</span>}
        {last && (
          <Button variant="secondary" onClick={() => void toggleClosed()} busy={setClosed.isPending}>
            {last.isClosed ? t('supportAdmin.reopen') : t('supportAdmin.close')}
          </Button>
        )}
      </div>
      {conversation.isError ? (
        <p role="alert">{messageOf(conversation.error, t('support.loadError'))}</p>
      ) : conversation.isPending ? (
        <p>{t('app.loading')}</p>
      ) : messages.length === 0 ? (
        <p>{t('supportAdmin.noMessages')}</p>
      ) : (
        <ChatLog lines={messages.map(lineOf)} ownSide="support" label={t('supportAdmin.log', { name })} />
      )}
      <Composer
        label={t('supportAdmin.replyLabel', { name })}
        hint={last?.isClosed ? t('supportAdmin.replyReopens') : t('supportAdmin.replyHint')}
        sendLabel={t('supportAdmin.send')}
        pending={send.isPending}
        send={reply}
      />
    </section>
  );
}
