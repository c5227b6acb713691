import { DEMO_ACCOUNT } from '../../lib/api';
import { useT } from '../../i18n';
import { useSession } from './session';

/** Whether the signed-in account is the shared demo account, which keeps no changes and no leads. */
export function useIsDemo(): boolean {
  return useSession().user?.email.toLowerCase() === DEMO_ACCOUNT.email;
}

/**
 * Tells whoever tries the shared demo account that its changes are refused. Drawn with the page it sits on (not
 * above it once the session arrives), so nothing on the page moves when it appears.
 */
export function DemoBanner() {
  const t = useT();
  if (!useIsDemo()) return null;
  return (
    <p className="demo-banner" role="status">
      {t('app.demoReadOnly')}
    </p>
  );
}
