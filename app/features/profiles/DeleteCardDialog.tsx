import type { ProfileSummary } from '../../../shared/contract/profiles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useT } from '../../i18n';
import { useIsolatedT, WrappedAddress } from '../../i18n/isolated';

/** Asks before a card is deleted for good. */
export function DeleteCardDialog({ card, busy, onConfirm, onClose }: { card: ProfileSummary; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = useT();
  const tx = useIsolatedT();
  return (
    <ConfirmDialog
      title={t('cards.deleteTitle')}
      text={tx('cards.deleteText', { name: card.displayName, address: <WrappedAddress address={`/p/${card.slug}`} /> })}
      confirmLabel={t('cards.deleteConfirm')}
      pendingLabel={t('cards.deleting')}
      pending={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
