import { DEMO_ACCOUNT } from '../../lib/api';
import { useT } from '../../i18n';
import { useSession } from './session';

/**
 * Tells whoever tries the shared demo account that its changes are refused. Drawn with the page it sits on (not
 * above it once the session arrives), so nothing on the page moves when it appears.
 */
export function DemoBanner() {
  const t = useT();
  const session = useSession();
  if (session.user?.email !== DEMO_ACCOUNT.email) return null;
  return (
    <p className="demo-banner" role="status">
      {t('app.demoReadOnly')}
    </p>
  );
}
