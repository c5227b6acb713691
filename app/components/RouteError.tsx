import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reportClientError } from '../lib/error-report';
import { messageOf } from '../lib/errors';
import { ErrorDisplay, errorDisplayTypeOf } from './ErrorDisplay';

/** The error view of any route: the matching generic display with retry and home. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const type = errorDisplayTypeOf(error);

  useEffect(() => {
    if (type === 'error') reportClientError(error, 'RouteError');
  }, [error, type]);

  return (
    <section className="page page-narrow">
      <ErrorDisplay
        type={type}
        message={type === 'error' ? undefined : messageOf(error, '')}
        showHome
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </section>
  );
}
