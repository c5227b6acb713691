import { Link } from '@tanstack/react-router';
import { HeaderPopover } from '../../components/HeaderPopover';
import { countedText, useT } from '../../i18n';
import { InboxList, isWaiting } from './InboxList';
import { useSupportInbox } from './api/get-support-inbox';
import './support.css';

/** Support's header popover: the newest message of each customer, with closed and new badges. */
export default function SupportInboxPopover() {
  const t = useT();
  const { data: messages = [], isError } = useSupportInbox();
  const waiting = messages.filter(isWaiting).length;

  return (
    <HeaderPopover
      label={waiting === 0 ? t('support.inboxTitle') : countedText(t, 'support.inboxOpenWaiting', waiting)}
      title={t('support.inboxTitle')}
      count={waiting}
      icon={
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 2a9 9 0 0 0-9 9v5a3 3 0 0 0 3 3h2v-7H5v-1a7 7 0 0 1 14 0v1h-3v7h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9Z" />
        </svg>
      }
    >
      {(close) => (
        <>
          {isError ? (
            <p className="header-popover-empty">{t('support.loadError')}</p>
          ) : messages.length === 0 ? (
            <p className="header-popover-empty">{t('support.inboxEmpty')}</p>
          ) : (
            <InboxList messages={messages} onPick={close} />
          )}
          <Link to="/admin/support" className="header-popover-more" onClick={close}>
            {t('support.toInbox')}
          </Link>
        </>
      )}
    </HeaderPopover>
  );
}
