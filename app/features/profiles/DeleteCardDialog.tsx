import type { ProfileSummary } from '../../../api/contract/profiles';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';

/** Asks before a card is deleted for good. */
export function DeleteCardDialog({ card, busy, onConfirm, onClose }: { card: ProfileSummary; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = useT();
  const titleId = `delete-title-${card.id}`;
  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId}>{t('cards.deleteTitle')}</h2>
      <p>{t('cards.deleteText', { name: card.displayName, slug: card.slug })}</p>
      <div className="button-row">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('cards.deleting') : t('cards.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
