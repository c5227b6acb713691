import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import { AdminFrame } from '../../components/AdminFrame';
import { AttachmentLink } from '../../components/AttachmentLink';
import './admin.css';
import { PagedItems } from './PagedItems';
import { useContactRequests } from './api/get-contact-requests';
import { useErrorReports } from './api/get-error-reports';
import { EmailAddress } from '../../components/EmailAddress';

/** `/admin/contact`: the messages the public contact form stored, newest first, each with a reply link and any file attached. */
export function ContactRequestsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useContactRequests(page);
  return (
    <AdminFrame title={t('admin.contact.title')} description={t('admin.contact.description')}>
      <PagedItems query={list} empty={t('admin.contact.none')} onPage={setPage}>
        {(item) => (
          <>
            <h2 className="admin-message-title" dir="auto">
              {item.subject}
            </h2>
            <p className="admin-message-meta">
              <span dir="auto">{item.name}</span> ·{' '}
              <a href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`} dir="ltr">
                <EmailAddress email={item.email} />
              </a>{' '}
              · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </p>
            <p className="admin-message-body" dir="auto">
              {item.message}
            </p>
            {item.attachment && (
              <AttachmentLink href={`/api/admin/contact-requests/${item.id}/file`} file={item.attachment} sender={item.name} />
            )}
          </>
        )}
      </PagedItems>
    </AdminFrame>
  );
}

/** `/admin/errors`: what browsers reported going wrong, newest first, with where and the stack. */
export function ErrorReportsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useErrorReports(page);
  return (
    <AdminFrame title={t('admin.errors.title')} description={t('admin.errors.description')}>
      <PagedItems query={list} empty={t('admin.errors.none')} onPage={setPage}>
        {(item) => (
          <>
            <h2 className="admin-message-title" dir="ltr">
              {item.errorType}: {item.errorMessage}
            </h2>
            <p className="admin-message-meta">
              <span dir="ltr">{item.path ?? '—'}</span> · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              {item.userId !== null && <> · {t('support.userNumber', { id: item.userId })}</>}
            </p>
            {(item.errorDetails || item.userAgent) && (
              <details>
                <summary>{t('admin.errors.details')}</summary>
                <pre className="admin-pre" dir="ltr">
                  {[item.userAgent, item.errorDetails].filter(Boolean).join('\n\n')}
                </pre>
              </details>
            )}
          </>
        )}
      </PagedItems>
    </AdminFrame>
  );
}
