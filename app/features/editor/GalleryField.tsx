import { useRef } from 'react';
import { useT } from '../../i18n';
import { FilePicker, useFileDrop } from './FilePicker';
import { shrunkFile } from './image-file';
import { GALLERY_MAX_SIDE } from './image-shapes';
import { UploadProgress } from './UploadProgress';
import { useImageUpload } from './use-image-upload';

/** Most pictures a gallery holds (the contract's limit). */
const GALLERY_MAX = 12;

/** A gallery's pictures: add several (made small in the browser, uploaded one by one with progress, cancellable) and remove any. */
export function GalleryField({ images, error, onChange }: { images: string[]; error?: string; onChange: (change: (images: string[]) => string[]) => void }) {
  const t = useT();
  const { upload, cancel, progress, busy } = useImageUpload('gallery');
  const stopped = useRef(false);
  const room = GALLERY_MAX - images.length;

  async function add(chosen: File[]) {
    if (busy) return;
    stopped.current = false;
    for (const file of chosen.slice(0, room)) {
      if (stopped.current) break;
      const result = await upload(() => shrunkFile(file, GALLERY_MAX_SIDE));
      if (result) onChange((current) => [...current, result.url].slice(0, GALLERY_MAX));
    }
  }

  function stop() {
    stopped.current = true;
    cancel();
  }

  const { dragging, dropProps } = useFileDrop((files) => void add(files), room > 0 && !busy);

  return (
    <div className={`gallery-field${dragging ? ' is-dragging' : ''}`} {...dropProps}>
      <p className="gallery-count">{t('editor.galleryCount', { count: images.length, max: GALLERY_MAX })}</p>
      {images.length > 0 && (
        <ul className="gallery-thumbs">
          {images.map((src, index) => (
            <li key={src}>
              <img src={src} alt={t('editor.galleryImage', { n: index + 1 })} />
              <button type="button" className="gallery-remove" onClick={() => onChange((current) => current.filter((image) => image !== src))}>
                {t('editor.galleryRemove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && <FilePicker label={t('editor.galleryAdd')} multiple disabled={busy} onFiles={(files) => void add(files)} />}
      {progress !== null && <UploadProgress progress={progress} label={t('editor.galleryProgress')} onCancel={stop} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
