import { useEffect, useId, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../shared/contract/profiles';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { CropDialog } from './CropDialog';
import type { CropRect } from './crop-math';
import { FilePicker, useFileDrop } from './FilePicker';
import { croppedFile, decodeImage } from './image-file';
import type { ImageShape } from './image-shapes';
import { pictureTexts, type EditorPicture } from './picture-texts';
import { UploadProgress } from './UploadProgress';
import { useImageUpload, type UploadSource } from './use-image-upload';

/** A chosen picture waiting in the crop dialog. */
interface Chosen {
  file: File;
  picture: ImageBitmap;
}

/**
 * The card's avatar, cover or a video's picture: the current picture, a button (or a drop on a desktop) to choose
 * another, placed and cropped to `shape` in a dialog, made small in the browser and sent with a progress bar that
 * can cancel; and remove. The field keeps its picture until the new one is stored.
 */
export function ImageUpload({
  purpose,
  shape,
  picture,
  value,
  error,
  onChange,
}: {
  purpose: Exclude<UploadPurpose, 'gallery'>;
  shape: ImageShape;
  picture: EditorPicture;
  value: string | null;
  error?: string;
  onChange: (url: string | null) => void;
}) {
  const t = useT();
  const texts = pictureTexts(t, picture);
  const id = useId();
  const { upload, cancel, progress, error: uploadError, busy } = useImageUpload(purpose);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const refocusPicker = useRef(false);
  const shownError = uploadError ?? error;

  useEffect(() => {
    if (busy || !refocusPicker.current) return;
    refocusPicker.current = false;
    picker.current?.focus();
  }, [busy]);

  async function send(source: UploadSource) {
    const result = await upload(source);
    if (result) onChange(result.url);
  }

  async function choose([file]: File[]) {
    if (!file || busy) return;
    const picture = await decodeImage(file);
    // A file this browser cannot read goes as it is: the server reads more formats, or says why it cannot.
    if (picture) setChosen({ file, picture });
    else await send(file);
  }

  function crop(region: CropRect) {
    if (!chosen) return;
    const { file, picture } = chosen;
    setChosen(null);
    // The dialog hands focus back to the file input, which the upload then disables: it gets it again after.
    refocusPicker.current = true;
    void send(async () => {
      try {
        return (await croppedFile(picture, region, shape.maxSide, file.name)) ?? file;
      } finally {
        picture.close();
      }
    });
  }

  function dismissCrop() {
    chosen?.picture.close();
    setChosen(null);
  }

  function cancelUpload() {
    refocusPicker.current = true;
    cancel();
  }

  const { dragging, dropProps } = useFileDrop((files) => void choose(files), !busy);

  return (
    <fieldset className={`image-upload image-upload-${purpose}${dragging ? ' is-dragging' : ''}`} {...dropProps}>
      <legend className="image-upload-title">{texts.title}</legend>
      <div className="image-upload-frame">{value ? <img src={value} alt={texts.current} /> : <span>{t('editor.noImage')}</span>}</div>
      <div className="image-upload-controls">
        <div className="image-upload-buttons">
          <FilePicker
            inputRef={picker}
            label={value ? texts.replace : texts.choose}
            disabled={busy}
            describedBy={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            onFiles={(files) => void choose(files)}
          />
          {value && !busy && (
            <Button variant="ghost" className="image-remove" onClick={() => onChange(null)}>
              {texts.remove}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="field-hint">
          {t('editor.imageHint')}
        </p>
        {progress !== null && <UploadProgress progress={progress} label={texts.progress} onCancel={cancelUpload} />}
        {shownError && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {shownError}
          </p>
        )}
      </div>
      {chosen && <CropDialog picture={chosen.picture} shape={shape} title={texts.crop} onConfirm={crop} onCancel={dismissCrop} />}
    </fieldset>
  );
}
