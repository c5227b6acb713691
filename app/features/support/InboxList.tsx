import { Link } from '@tanstack/react-router';
import type { SupportMessage } from '../../../shared/contract/support';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';

/** A customer waits for support when the newest message of their conversation is theirs and unread. */
export const isWaiting = (message: SupportMessage) => message.sender === 'user' && !message.isRead;

/** Support's list of conversations: the newest message of each, with the customer's name and closed/new badges. */
export function InboxList({ messages, selectedUserId, onPick }: { messages: SupportMessage[]; selectedUserId?: number | undefined; onPick?: () => void }) {
  const t = useT();
  return (
    <ul className="inbox-list">
      {messages.map((message) => {
        const name = message.username ?? t('support.userNumber', { id: message.userId });
        return (
          <li key={message.userId}>
            <Link
              to="/admin/support"
              search={{ user: message.userId }}
              className="inbox-item"
              aria-current={message.userId === selectedUserId ? 'true' : undefined}
              onClick={onPick}
            >
              <span className="inbox-item-head">
                <span className="inbox-item-name" dir="auto">
                  {name}
                </span>
                {isWaiting(message) && <span className="inbox-badge inbox-badge--new">{t('support.newBadge')}</span>}
                {message.isClosed && <span className="inbox-badge">{t('support.closedBadge')}</span>}
              </span>
              <span className="inbox-item-preview" dir="auto">
                {message.sender === 'support' ? `${t('support.fromSupport')}: ` : ''}
                {message.preview}
              </span>
              <time className="inbox-item-time" dateTime={message.createdAt}>
                {formatDate(message.createdAt)}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
