import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';

/** Asked when leaving the editor with unsaved changes. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onStay} labelledBy="leave-title">
      <h2 id="leave-title">{t('editor.leaveTitle')}</h2>
      <p>{t('editor.leaveText')}</p>
      <div className="button-row">
        <Button onClick={onStay}>{t('editor.stay')}</Button>
        <Button variant="danger" onClick={onLeave}>
          {t('editor.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
