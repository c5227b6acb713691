import { useT } from '../../i18n';

/** A labelled progress bar for an image being sent. */
export function UploadProgress({ progress, label }: { progress: number; label: string }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <progress value={percent} max={100} aria-label={label} />
      <span aria-hidden="true">{t('editor.uploading', { percent })}</span>
    </div>
  );
}
