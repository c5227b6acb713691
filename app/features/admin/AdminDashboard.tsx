import { Link } from '@tanstack/react-router';
import type { AdminOverview } from '../../../shared/contract/admin';
import { formatNumber } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n';
import { AdminFrame } from '../../components/AdminFrame';
import './admin.css';
import { Loaded } from './Loaded';
import { useOverview } from './api/get-overview';

/** The figures of the dashboard, each with where to act on it. */
const FIGURES: { key: keyof AdminOverview; label: MessageKey; to?: string }[] = [
  { key: 'users', label: 'admin.figure.users', to: '/admin/users' },
  { key: 'newUsers7d', label: 'admin.figure.newUsers7d', to: '/admin/users' },
  { key: 'activeSubscriptions', label: 'admin.figure.activeSubscriptions', to: '/admin/packages' },
  { key: 'trials', label: 'admin.figure.trials' },
  { key: 'cards', label: 'admin.figure.cards' },
  { key: 'publishedCards', label: 'admin.figure.publishedCards' },
  { key: 'views30d', label: 'admin.figure.views30d' },
  { key: 'leads30d', label: 'admin.figure.leads30d' },
  { key: 'supportWaiting', label: 'admin.figure.supportWaiting', to: '/admin/support' },
  { key: 'contactRequests7d', label: 'admin.figure.contactRequests7d', to: '/admin/contact' },
  { key: 'errorReports7d', label: 'admin.figure.errorReports7d', to: '/admin/errors' },
  { key: 'admins', label: 'admin.figure.admins', to: '/admin/users' },
];

/** `/admin` and `/admin-dashboard`: the system at a glance. */
export function AdminDashboard() {
  const t = useT();
  const overview = useOverview();
  return (
    <AdminFrame title={t('page.adminDashboard')} description={t('admin.dashboardDescription')}>
      <Loaded query={overview}>
        {(data) => (
          <ul className="admin-figures" aria-label={t('admin.figuresLabel')}>
            {FIGURES.map((figure) => (
              <li key={figure.key} className="admin-figure">
                <span className="admin-figure-value">{formatNumber(data[figure.key])}</span>
                {figure.to ? <Link to={figure.to}>{t(figure.label)}</Link> : <span>{t(figure.label)}</span>}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </AdminFrame>
  );
}
