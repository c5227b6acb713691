import { useT } from '../i18n';
import { messageOf } from '../lib/errors';
import { Button } from './Button';

/** A section whose data did not load: what went wrong, and a button to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="button-row">
      <p role="alert">{messageOf(error, t('error.error.text'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
