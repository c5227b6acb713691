import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiError } from '../../lib/errors';
import { useT } from '../../i18n';
import { useProfile } from '../profiles';
import { CardEditor, type Guide } from './CardEditor';

/** `/editor`: a new card; with `guide`, the owner's first one, step by step. */
export function NewCardPage({ guide }: { guide: Guide | undefined }) {
  return <CardEditor guide={guide} />;
}

/** Shown for a card id that is not the owner's (the server says 404 for someone else's card). */
function CardNotFound() {
  const t = useT();
  useDocumentTitle(t('editor.notFound.title'));
  return (
    <section className="page page-narrow status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('editor.notFound.title')}</h1>
      <p>{t('editor.notFound.text')}</p>
      <Link to="/dashboard" className={buttonClass('primary')}>
        {t('editor.backToCards')}
      </Link>
    </section>
  );
}

/** `/editor/{id}`: loads the owner's card, then edits it. */
export function EditCardPage({ id }: { id: number }) {
  const t = useT();
  const query = useProfile(id);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <CardNotFound />;
    return (
      <div className="page page-narrow">
        <ErrorDisplay type={errorDisplayTypeOf(query.error)} title={t('editor.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <CardEditor key={query.data.id} profile={query.data} />;
}
