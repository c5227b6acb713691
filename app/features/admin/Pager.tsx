import { Button } from '../../components/Button';
import { useT } from '../../i18n';

/** Previous and next page of an admin list, with where the reader is. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span>{t('admin.pager.position', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
