import { useId, type ChangeEvent } from 'react';
import type { UploadPurpose } from '../../../api/contract/profiles';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { UploadProgress } from './UploadProgress';
import { useImageUpload } from './use-image-upload';

/** The card's avatar or cover: current picture, a file picker with a progress bar, and remove. */
export function ImageUpload({
  purpose,
  label,
  value,
  error,
  onChange,
}: {
  purpose: Exclude<UploadPurpose, 'gallery'>;
  label: string;
  value: string | null;
  error?: string;
  onChange: (url: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const { upload, progress, error: uploadError, busy } = useImageUpload(purpose);
  const shownError = uploadError ?? error;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const result = await upload(file);
    input.value = '';
    if (result) onChange(result.url);
  }

  return (
    <fieldset className={`image-upload image-upload-${purpose}`}>
      <legend className="image-upload-title">{label}</legend>
      <div className="image-upload-frame">{value ? <img src={value} alt={t('editor.currentImage', { image: label })} /> : <span>{t('editor.noImage')}</span>}</div>
      <div className="image-upload-controls">
        <label className="file-label" htmlFor={`${id}-file`}>
          {value ? t('editor.replaceImage', { image: label }) : t('editor.chooseImage', { image: label })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={busy}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          onChange={(event) => void onFile(event)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('editor.imageHint')}
        </p>
        {progress !== null && <UploadProgress progress={progress} label={t('editor.uploadProgress', { image: label })} />}
        {value && !busy && (
          <Button variant="ghost" className="btn-small" onClick={() => onChange(null)}>
            {t('editor.removeImage', { image: label })}
          </Button>
        )}
        {shownError && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {shownError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
