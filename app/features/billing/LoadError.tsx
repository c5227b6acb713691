import { ErrorDisplay } from '../../components/ErrorDisplay';
import { useT } from '../../i18n';

/** The billing screens' load failure ("שגיאה בטעינת הנתונים") with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <ErrorDisplay message={t('billing.loadError')} onRetry={onRetry} />;
}
