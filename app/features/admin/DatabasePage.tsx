import { formatDate, formatNumber } from '../../lib/format';
import { useT } from '../../i18n';
import { AdminFrame } from '../../components/AdminFrame';
import './admin.css';
import { Loaded } from './Loaded';
import { useDatabase } from './api/get-database';

/** `/admin/database-migrations`: the forward-only migrations (applied at every start) and the database's size. */
export function DatabasePage() {
  const t = useT();
  const database = useDatabase();
  return (
    <AdminFrame title={t('page.databaseMigrations')} description={t('admin.database.description')}>
      <p className="admin-lead">{t('admin.database.intro')}</p>
      <Loaded query={database}>
        {(data) => (
          <>
            <p>{t('admin.database.summary', { size: formatNumber(Math.round(data.sizeBytes / 1024)), mode: data.journalMode.toUpperCase() })}</p>
            <div className="admin-table-scroll">
              <table className="admin-table admin-table--stacked admin-migrations">
                <caption>{t('admin.database.migrations')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.database.name')}</th>
                    <th scope="col">{t('admin.database.status')}</th>
                    <th scope="col">{t('admin.database.appliedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.migrations.map((migration) => (
                    <tr key={migration.name}>
                      <th scope="row">
                        <bdi dir="ltr">{migration.name}</bdi>
                      </th>
                      <td>{t(migration.status === 'applied' ? 'admin.database.applied' : 'admin.database.pending')}</td>
                      <td>{migration.appliedAt ? <time dateTime={migration.appliedAt}>{formatDate(migration.appliedAt)}</time> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption>{t('admin.database.tables')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.database.table')}</th>
                    <th scope="col">{t('admin.database.rows')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.tables.map((table) => (
                    <tr key={table.name}>
                      <th scope="row">
                        <bdi dir="ltr">{table.name}</bdi>
                      </th>
                      <td>{formatNumber(table.rows)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </AdminFrame>
  );
}
