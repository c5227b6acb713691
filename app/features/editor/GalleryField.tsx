import { useId, type ChangeEvent } from 'react';
import { useT } from '../../i18n';
import { UploadProgress } from './UploadProgress';
import { useImageUpload } from './use-image-upload';

/** Most pictures a gallery holds (the contract's limit). */
const GALLERY_MAX = 12;

/** A gallery's pictures: add several (uploaded one by one with progress) and remove any. */
export function GalleryField({ images, error, onChange }: { images: string[]; error?: string; onChange: (change: (images: string[]) => string[]) => void }) {
  const t = useT();
  const id = useId();
  const { upload, progress, busy } = useImageUpload('gallery');
  const room = GALLERY_MAX - images.length;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])].slice(0, room);
    for (const file of files) {
      const result = await upload(file);
      if (result) onChange((current) => [...current, result.url].slice(0, GALLERY_MAX));
    }
    input.value = '';
  }

  return (
    <div className="gallery-field">
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
      {room > 0 && (
        <div className="field">
          <label htmlFor={`${id}-files`}>{t('editor.galleryAdd')}</label>
          <input id={`${id}-files`} type="file" multiple accept="image/jpeg,image/png,image/webp,image/gif,image/avif" disabled={busy} onChange={(event) => void onFiles(event)} />
        </div>
      )}
      {progress !== null && <UploadProgress progress={progress} label={t('editor.galleryProgress')} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
