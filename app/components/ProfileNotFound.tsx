import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { buttonClass } from './Button';
import { useDocumentTitle } from './use-document-title';

/** Shown when a profile-style path leads nowhere. */
export function ProfileNotFound() {
  const t = useT();
  useDocumentTitle(t('profileNotFound.title'));
  return (
    <section className="page page-narrow status-page">
      <h1>{t('profileNotFound.title')}</h1>
      <p>{t('profileNotFound.text')}</p>
      <div className="button-row">
        <Link to="/" className={buttonClass('primary')}>
          {t('nav.home')}
        </Link>
        <Link to="/examples" className={buttonClass('secondary')}>
          {t('nav.examples')}
        </Link>
        <Link to="/help" className={buttonClass('secondary')}>
          {t('nav.help')}
        </Link>
      </div>
    </section>
  );
}
