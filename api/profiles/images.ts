import type { ErrorDetail } from '../../shared/contract/errors';
import { PROFILE_MESSAGES, type ProfileInput, type UploadPurpose } from '../../shared/contract/profiles';
import { HttpError } from '../http/http-error';
import { uploadIdOf } from '../uploads/files';
import type { UploadsRepo } from '../uploads/repo';

/** One image a card uses: where it sits in the card (a field path), its path and what it must have been uploaded for. */
export interface CardImage {
  path: string;
  url: string;
  purpose: UploadPurpose;
}

/** Every image a card's input refers to: avatar, cover, logo (uploaded as a gallery picture, which keeps its shape), gallery pictures and the video's poster (uploaded as a cover). */
export function cardImages(input: ProfileInput): CardImage[] {
  const images: CardImage[] = [];
  if (input.avatar) images.push({ path: 'avatar', url: input.avatar, purpose: 'avatar' });
  if (input.cover) images.push({ path: 'cover', url: input.cover, purpose: 'cover' });
  if (input.logo) images.push({ path: 'logo', url: input.logo, purpose: 'gallery' });
  input.items.forEach((item, i) => {
    if (item.kind === 'video' && item.poster) images.push({ path: `items.${i}.poster`, url: item.poster, purpose: 'cover' });
    if (item.kind !== 'gallery') return;
    item.images.forEach((url, j) => images.push({ path: `items.${i}.images.${j}`, url, purpose: 'gallery' }));
  });
  return images;
}

/**
 * Refuses (400) a card whose images are not uploads of its owner made for that place, so nobody can
 * show another account's pictures or point a card at an arbitrary file. Returns the upload ids used. `provided` are
 * the pictures a team template gives the card (its organisation's, not the owner's).
 */
export async function assertImagesOwned(uploads: UploadsRepo, input: ProfileInput, ownerId: number, provided: ReadonlySet<string> = new Set()): Promise<string[]> {
  const details: ErrorDetail[] = [];
  const ids: string[] = [];
  for (const image of cardImages(input)) {
    if (provided.has(image.url)) continue;
    const id = uploadIdOf(image.url);
    const upload = id === undefined ? undefined : await uploads.findById(id);
    if (!upload || upload.user_id !== ownerId || upload.purpose !== image.purpose) {
      details.push({ path: image.path, message: PROFILE_MESSAGES.image });
    } else {
      ids.push(upload.id);
    }
  }
  if (details.length) throw new HttpError(400, 'validation_failed', PROFILE_MESSAGES.image, details);
  return ids;
}
