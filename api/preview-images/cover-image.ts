import type { FileStore } from '../file-store/store';
import { uploadIdOf } from '../uploads/files';
import { SITE_IMAGE_SIZE } from './site-image';

/** The address of an uploaded cover drawn as a link-preview JPEG: an upload never changes, so neither does it. */
export const coverImagePath = (uploadId: string) => `/og/cover-${uploadId}.jpg`;

/** The upload id in such an address. */
export const coverImageUploadId = (name: string) => /^cover-([a-z0-9]{24})\.jpg$/.exec(name)?.[1];

/** A page's own preview picture and its size when known, or undefined when the product's picture stands in. */
export interface PreviewImage {
  path: string;
  width?: number;
  height?: number;
}

/**
 * A blog post's preview picture: an uploaded (WebP) cover as a 1200×630 JPEG, which every preview service shows,
 * a JPEG or PNG cover as it is, and no other.
 */
export function coverPreviewImage(cover: string | null): PreviewImage | undefined {
  if (!cover) return undefined;
  const uploadId = uploadIdOf(cover);
  if (uploadId) return { path: coverImagePath(uploadId), ...SITE_IMAGE_SIZE };
  return /\.(?:jpe?g|png)$/i.test(cover) ? { path: cover } : undefined;
}

const KEPT = 32;
const coversByStore = new WeakMap<FileStore, Map<string, Promise<Buffer | undefined>>>();

/** Whether the cover's JPEG is kept (or being drawn), so that asking for it costs no drawing. */
export const coverImageKept = (files: FileStore, uploadId: string) => coversByStore.get(files)?.has(uploadId) ?? false;

/** The uploaded picture cut to 1200×630 around its middle, as JPEG; undefined when there is no such upload. */
export function coverImage(files: FileStore, uploadId: string): Promise<Buffer | undefined> {
  let covers = coversByStore.get(files);
  if (!covers) coversByStore.set(files, (covers = new Map()));
  const key = uploadId;
  let image = covers.get(key);
  if (!image) {
    image = files.read(`${uploadId}.webp`).then(async (webp) => {
      if (webp) return (await import('sharp')).default(webp).resize(SITE_IMAGE_SIZE.width, SITE_IMAGE_SIZE.height, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
      // Not kept: the upload may yet arrive.
      covers.delete(key);
      return undefined;
    });
    covers.set(key, image);
    while (covers.size > KEPT) covers.delete(covers.keys().next().value!);
  }
  return image;
}
