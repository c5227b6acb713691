import { uploadResultSchema, type UploadPurpose, type UploadResult } from '../../../../shared/contract/profiles';
import { answer } from '../../../lib/answer';
import { postMultipart, type MultipartOptions } from '../../../lib/multipart';

/** POST /api/uploads (multipart). */
export const UPLOADS_PATH = '/api/uploads';

/** Uploads an image for a card, reporting progress; rejects with an ApiError of the status's type (413 and 400 carry the server's Hebrew text). */
export async function uploadImage(file: File, purpose: UploadPurpose, options: MultipartOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return answer(await postMultipart(UPLOADS_PATH, form, options), import.meta.env.DEV && uploadResultSchema);
}
