import { randomInt } from 'node:crypto';
import { uploadIdOf } from '../../shared/card/links';
import type { FileStore } from '../file-store/store';

export { uploadIdOf, vcardImageUrl } from '../../shared/card/links';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 24-character [a-z0-9] upload id (about 124 bits: names cannot be guessed). */
export function newUploadId(): string {
  return Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

/** The page image's public path: `/uploads/{id}.webp`. */
export const pageImageUrl = (id: string) => `/uploads/${id}.webp`;

/** The stored name of an avatar's vCard JPEG, from the card's avatar path (for the vCard's PHOTO). */
export function vcardPhotoName(avatarUrl: string | null): string | undefined {
  const id = avatarUrl ? uploadIdOf(avatarUrl) : undefined;
  return id && `${id}-vcard.jpg`;
}

/** The file names an upload may have in the store. */
export function uploadFileNames(id: string): string[] {
  return [`${id}.webp`, `${id}-vcard.jpg`];
}

/** Deletes an upload's files; a file already gone is fine. */
export async function deleteUploadFiles(files: FileStore, id: string): Promise<void> {
  await files.remove(uploadFileNames(id));
}
