import { Link } from '@tanstack/react-router';
import { useT, type MessageKey } from '../i18n';
import { buttonClass } from './Button';
import { useDocumentTitle } from './use-document-title';

/** An honest placeholder for a page whose content arrives in a later release. */
export function ComingSoon({ page }: { page: MessageKey }) {
  const t = useT();
  const name = t(page);
  useDocumentTitle(name);
  return (
    <section className="page page-narrow status-page">
      <h1>{t('comingSoon.title', { page: name })}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
