import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { ApiError, NetworkError, ServerError } from '../lib/errors';
import { Button, buttonClass } from './Button';

/** The kinds of the generic error display. */
export type ErrorDisplayType = 'error' | 'warning' | 'info' | 'network' | 'server' | 'subscription';

/** Picks the display kind for a thrown value. */
export function errorDisplayTypeOf(error: unknown): ErrorDisplayType {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ServerError) return 'server';
  if (error instanceof ApiError && error.status === 402) return 'subscription';
  return 'error';
}

interface ErrorDisplayProps {
  type?: ErrorDisplayType;
  title?: string;
  message?: string;
  onRetry?: () => void;
  showHome?: boolean;
}

/** A titled message with optional retry and home buttons; every kind has Hebrew defaults. */
export function ErrorDisplay({ type = 'error', title, message, onRetry, showHome = false }: ErrorDisplayProps) {
  const t = useT();
  const urgent = type === 'error' || type === 'network' || type === 'server';
  return (
    <div className={`error-display error-display-${type}`} role={urgent ? 'alert' : 'status'}>
      <h2>{title ?? t(`error.${type}.title`)}</h2>
      <p>{message ?? t(`error.${type}.text`)}</p>
      <div className="button-row">
        {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        {type === 'subscription' && (
          <Link to="/subscription" className={buttonClass('primary')}>
            {t('error.subscription.action')}
          </Link>
        )}
        {showHome && (
          <Link to="/" className={buttonClass('secondary')}>
            {t('common.backHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
