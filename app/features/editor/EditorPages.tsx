import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useT } from '../../i18n';
import { CardNotFound, isCardNotFound, useProfile } from '../profiles';
import { CardEditor, type Guide } from './CardEditor';

/** `/editor`: a new card; with `guide`, the owner's first one, step by step. */
export function NewCardPage({ guide }: { guide: Guide | undefined }) {
  return <CardEditor guide={guide} />;
}

/** `/editor/{id}`: loads the owner's card, then edits it. */
export function EditCardPage({ id }: { id: number }) {
  const t = useT();
  const query = useProfile(id);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    if (isCardNotFound(query.error)) return <CardNotFound />;
    return (
      <div className="page page-narrow">
        <ErrorDisplay type={errorDisplayTypeOf(query.error)} title={t('editor.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <CardEditor key={query.data.id} profile={query.data} />;
}
