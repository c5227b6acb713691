import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { countedText, languageAtom, useT } from '../../i18n';
import { inLanguage } from '../billing';
import { AdminFrame } from '../../components/AdminFrame';
import './admin.css';
import { useAdminProducts } from './api/get-products';
import { useMigratePackage } from './api/migrate-package';

/** `/admin/package-migration` and `/package-migration`: moves every subscriber of one package to another. */
export function PackageMigrationPage() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const products = useAdminProducts();
  const migrate = useMigratePackage();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const list = (products.data ?? []).map((product) => inLanguage(product, language));
  const source = list.find((p) => String(p.id) === from);
  const target = list.find((p) => String(p.id) === to);
  // Subscription packages only, and a target that is active.
  const sources = list.filter((p) => p.packageType !== 'nfc_card');
  const targets = sources.filter((p) => p.isActive && String(p.id) !== from);
  const ready = source !== undefined && target !== undefined && source.id !== target.id;

  const run = () => {
    if (!source || !target) return;
    migrate.mutate(
      { fromProductId: source.id, toProductId: target.id },
      {
        onSuccess: ({ moved }) => toast({ title: t('admin.migration.done'), description: countedText(t, 'admin.migration.moved', moved, { name: target.name }) }),
        onError: (error) => toast({ title: t('admin.migration.failed'), description: messageOf(error, t('admin.migration.failed')), variant: 'destructive' }),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <AdminFrame title={t('page.packageMigration')} description={t('admin.migration.description')}>
      <p className="admin-lead">{t('admin.migration.intro')}</p>
      {products.isError ? (
        <p role="alert">{messageOf(products.error, t('admin.loadError'))}</p>
      ) : (
        <form
          className="admin-form admin-migration"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) setConfirming(true);
          }}
        >
          <SelectField label={t('admin.migration.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)}>
            <option value="">{t('admin.migration.choose')}</option>
            {sources.map((p) => (
              <option key={p.id} value={p.id}>
                {countedText(t, 'admin.migration.option', p.subscribers, { name: p.name })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('admin.migration.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)}>
            <option value="">{t('admin.migration.choose')}</option>
            {targets.map((p) => (
              <option key={p.id} value={p.id}>
                {countedText(t, 'admin.migration.option', p.subscribers, { name: p.name })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" busy={migrate.isPending} disabled={!ready}>
            {t('admin.migration.submit')}
          </Button>
        </form>
      )}
      {confirming && source && target && (
        <ConfirmDialog
          title={t('admin.migration.confirmTitle')}
          text={countedText(t, 'admin.migration.confirmText', source.subscribers, { from: source.name, to: target.name })}
          confirmLabel={t('admin.migration.submit')}
          pending={migrate.isPending}
          onConfirm={run}
          onClose={() => setConfirming(false)}
        />
      )}
    </AdminFrame>
  );
}
