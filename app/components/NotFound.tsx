import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { buttonClass } from './Button';
import { useDocumentTitle } from './use-document-title';

/** The page for any unknown path: "דף לא נמצא". */
export function NotFound() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page page-narrow status-page">
      <p className="status-code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
