import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n';

/** An admin query's data once it is there; its error with a retry, or the loading line, until then. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.isError) {
    return (
      <div role="alert">
        <p>{messageOf(query.error, t('admin.loadError'))}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return <p>{t('app.loading')}</p>;
  return <>{children(query.data)}</>;
}
