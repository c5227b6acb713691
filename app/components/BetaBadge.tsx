import { useT } from '../i18n';

/** The beta badge shown next to the product name. */
export function BetaBadge() {
  const t = useT();
  return <span className="beta-badge">{t('app.beta')}</span>;
}
