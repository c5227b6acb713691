import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { UPLOAD_MESSAGES, type UploadPurpose, type UploadResult } from '../../shared/contract/profiles';
import { HttpError } from '../http/http-error';
import { deleteUploadFiles, newUploadId, pageImageUrl, vcardImageUrl } from './files';
import { encodedBytes, type EncodedImage } from './image';
import { uploadsRepo } from './repo';

/** Who an image belongs to and what it is for. */
export interface StoreUploadOptions {
  userId: number;
  purpose: UploadPurpose;
  now?: Date;
  /** Set for images placed on a card at once (the seed), so they count as used from the start. */
  claimed?: boolean;
  /** Re-use this id (restoring a seeded image whose file went missing). */
  id?: string;
  /** The account's quota: the image is recorded only if it fits, checked and taken in one step. */
  quota?: { count: number; bytes: number };
}

/** 413: the image does not fit in its account's quota (or another upload took the last room meanwhile). */
export class QuotaFull extends HttpError {
  constructor() {
    super(413, 'upload_quota_exceeded', UPLOAD_MESSAGES.quota);
  }
}

/** Writes an encoded image's files under a new random name and records it for its owner. */
export async function storeUpload(query: QueryBuilder, files: FileStore, image: EncodedImage, options: StoreUploadOptions): Promise<UploadResult> {
  const id = options.id ?? newUploadId();
  await files.write(`${id}.webp`, image.webp);
  if (image.vcardJpeg) await files.write(`${id}-vcard.jpg`, image.vcardJpeg);
  const now = (options.now ?? new Date()).toISOString();
  const row = { id, user_id: options.userId, purpose: options.purpose, width: image.width, height: image.height, bytes: encodedBytes(image), created_at: now, claimed_at: options.claimed ? now : null };
  try {
    const { quota } = options;
    if (quota) {
      if (!(await query.transaction().execute((trx) => uploadsRepo(trx).insertWithinQuota(row, quota)))) throw new QuotaFull();
    } else {
      const uploads = uploadsRepo(query);
      if (!(await uploads.findById(id))) await uploads.insert(row);
    }
  } catch (err) {
    await deleteUploadFiles(files, id);
    throw err;
  }
  return {
    id,
    url: pageImageUrl(id),
    ...(image.vcardJpeg ? { vcardUrl: vcardImageUrl(id) } : {}),
    purpose: options.purpose,
    width: image.width,
    height: image.height,
  };
}
