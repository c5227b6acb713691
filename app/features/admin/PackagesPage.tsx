import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { AdminProduct } from '../../../shared/contract/admin';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatExactPrice } from '../../lib/format';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { languageAtom, useT } from '../../i18n';
import { inLanguage } from '../billing';
import { AdminFrame } from '../../components/AdminFrame';
import './admin.css';
import { Loaded } from './Loaded';
import { PackageForm } from './PackageForm';
import { useDeleteProduct } from './api/delete-product';
import { useAdminProducts } from './api/get-products';

/** `/admin/packages`: every package, shown on the landing page or not, with its subscribers; create, edit, delete. */
export function PackagesPage() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const confirmDelete = (product: AdminProduct) =>
    remove.mutate(product.id, {
      onSuccess: () => toast({ title: t('admin.packages.deleted'), description: inLanguage(product, language).name }),
      onError: (error) => toast({ title: t('admin.packages.failed'), description: messageOf(error, t('admin.packages.failed')), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });

  return (
    <AdminFrame title={t('admin.packages.title')} description={t('admin.packages.description')}>
      {editing ? (
        <PackageForm key={editing === 'new' ? 'new' : editing.id} product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('admin.packages.new')}</Button>
      )}
      <Loaded query={products}>
        {(list) => (
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--stacked">
              <caption className="visually-hidden">{t('admin.packages.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.packages.name')}</th>
                  <th scope="col">{t('admin.packages.type')}</th>
                  <th scope="col">{t('admin.packages.prices')}</th>
                  <th scope="col">{t('admin.packages.shown')}</th>
                  <th scope="col">{t('admin.packages.subscribers')}</th>
                  <th scope="col">{t('admin.users.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((product) => (
                  <tr key={product.id}>
                    <th scope="row">
                      {inLanguage(product, language).name}
                      {product.isPopular && <span className="admin-badge">{t('admin.packages.isPopular')}</span>}
                    </th>
                    <td data-label={t('admin.packages.type')}>{t(`admin.packageType.${product.packageType}`)}</td>
                    <td data-label={t('admin.packages.prices')}>
                      {product.packageType === 'nfc_card'
                        ? t('admin.packages.onceLine', { price: formatExactPrice(product.yearlyPrice) })
                        : t('admin.packages.priceLine', { monthly: formatExactPrice(product.monthlyPrice), yearly: formatExactPrice(product.yearlyPrice) })}
                    </td>
                    <td data-label={t('admin.packages.shown')}>
                      {!product.isActive ? (
                        <span className="admin-badge admin-badge--danger">{t('admin.packages.inactive')}</span>
                      ) : product.showAtHome ? (
                        t('admin.packages.onLanding', { order: product.sortOrder })
                      ) : (
                        t('admin.packages.notOnLanding')
                      )}
                    </td>
                    <td data-label={t('admin.packages.subscribers')}>{product.subscribers}</td>
                    <td>
                      <div className="admin-row-actions">
                        <Button variant="secondary" aria-label={t('admin.packages.editOf', { name: inLanguage(product, language).name })} onClick={() => setEditing(product)}>
                          {t('admin.packages.edit')}
                        </Button>
                        <Button variant="danger" aria-label={t('admin.packages.deleteOf', { name: inLanguage(product, language).name })} onClick={() => setDeleting(product)}>
                          {t('admin.packages.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      {deleting && (
        <ConfirmDialog
          title={t('admin.packages.deleteTitle', { name: inLanguage(deleting, language).name })}
          text={t('admin.packages.deleteText')}
          confirmLabel={t('admin.packages.delete')}
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminFrame>
  );
}
