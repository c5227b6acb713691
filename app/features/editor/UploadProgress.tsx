import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { formatPercent } from '../../lib/format';

/** A labelled progress bar for an image being sent, with the button that cancels it. */
export function UploadProgress({ progress, label, onCancel }: { progress: number; label: string; onCancel: () => void }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <progress value={percent} max={100} aria-label={label} />
      <span aria-hidden="true">{t('editor.uploading', { percent: formatPercent(percent / 100) })}</span>
      <Button variant="secondary" className="btn-small" onClick={onCancel}>
        {t('editor.cancelUpload')}
      </Button>
    </div>
  );
}
