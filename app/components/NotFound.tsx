import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { buttonClass } from './Button';
import { useDocumentTitle } from './use-document-title';

interface NotFoundProps {
  /** What was not found, with a line about it; "דף לא נמצא" by default. */
  title?: string;
  text?: string;
  /** Where its button leads back to, and the button's words: home by default. */
  back?: { to: '/' | '/dashboard'; label: string };
}

/** A 404 page: something of the owner's that is not there, or (by default) any unknown path. */
export function NotFoundPage({ title, text, back }: NotFoundProps) {
  const t = useT();
  const heading = title ?? t('notFound.title');
  useDocumentTitle(heading);
  return (
    <section className="page page-narrow status-page">
      <p className="status-code" aria-hidden="true">404</p>
      <h1>{heading}</h1>
      <p>{text ?? t('notFound.text')}</p>
      <Link to={back?.to ?? '/'} className={buttonClass('primary')}>
        {back?.label ?? t('common.backHome')}
      </Link>
    </section>
  );
}

/** The page for any unknown path: "דף לא נמצא". */
export const NotFound = () => <NotFoundPage />;
