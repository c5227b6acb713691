import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';

/** The 409 choice: overwrite with my version, or load the stored one; nothing is dropped without asking. */
export function ConflictDialog({ message, busy, onKeepMine, onLoadLatest, onClose }: { message: string; busy: boolean; onKeepMine: () => void; onLoadLatest: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} labelledBy="conflict-title">
      <h2 id="conflict-title">{t('editor.conflictTitle')}</h2>
      <p>{message}</p>
      <ul className="conflict-options">
        <li>{t('editor.conflictKeepMineText')}</li>
        <li>{t('editor.conflictLoadLatestText')}</li>
      </ul>
      <div className="button-row">
        <Button onClick={onKeepMine} busy={busy}>
          {busy ? t('common.saving') : t('editor.conflictKeepMine')}
        </Button>
        <Button variant="secondary" onClick={onLoadLatest} disabled={busy}>
          {t('editor.conflictLoadLatest')}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
