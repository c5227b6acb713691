import { SERVER_MESSAGES, type ErrorCode } from '../../shared/contract/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_PURPOSES, type UploadPurpose, type UploadResult } from '../../shared/contract/profiles';
import type { UserContext } from '../http/context';
import { HttpError } from '../http/http-error';
import type { RateLimits } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import { encodedBytes, encodeImage, ImageRejected, type EncodedImage } from './image';
import { readUploadForm } from './multipart';
import type { PlansService } from '../plans/service';
import type { UploadsRepo } from './repo';
import { QuotaFull, type StoreUploadOptions } from './store';

const invalid = (code: ErrorCode, message: string, path: string) => new HttpError(400, code, message, [{ path, message }]);

function uploadPurpose(value: string | undefined): UploadPurpose {
  const purpose = UPLOAD_PURPOSES.find((p) => p === value);
  if (!purpose) throw invalid('validation_failed', UPLOAD_MESSAGES.purpose, 'purpose');
  return purpose;
}

async function encodeOrRefuse(file: Buffer, purpose: UploadPurpose): Promise<EncodedImage> {
  try {
    return await encodeImage(file, purpose);
  } catch (err) {
    if (!(err instanceof ImageRejected)) throw err;
    throw err.reason === 'tooManyPixels'
      ? invalid('image_too_many_pixels', UPLOAD_MESSAGES.tooManyPixels, 'file')
      : invalid('not_an_image', UPLOAD_MESSAGES.notImage, 'file');
  }
}

/**
 * Refuses (413) an image that would take the account past its plan's quota, counting only images still in use:
 * unused ones are swept first, so a quota is never filled by pictures the owner already replaced.
 */
async function assertRoomFor({ plans, removeUnusedUploads }: UploadNeeds, uploads: UploadsRepo, userId: number, image: EncodedImage): Promise<{ count: number; bytes: number }> {
  const quota = await plans.uploadQuota(userId);
  const fits = async () => {
    const usage = await uploads.usageOf(userId);
    return usage.count + 1 <= quota.count && usage.bytes + encodedBytes(image) <= quota.bytes;
  };
  if (await fits()) return quota;
  await removeUnusedUploads(userId);
  if (!(await fits())) throw new QuotaFull();
  return quota;
}

/** What the upload route uses from the rest of the server, given by the composition root (api/services.ts). */
export interface UploadNeeds {
  uploads: UploadsRepo;
  /** Stores a re-encoded image (its file and its row). */
  storeUpload(image: EncodedImage, options: StoreUploadOptions): Promise<UploadResult>;
  plans: PlansService;
  /** Removes the account's images that no card uses any more. */
  removeUnusedUploads(userId: number): Promise<unknown>;
  limits: RateLimits;
}

/** `POST /api/uploads`: one image (multipart field `file`, with `purpose`), re-encoded and stored under a random name. */
export function uploadRoutes(needs: UploadNeeds): ApiRouter {
  const api = new ApiRouter();
  const { uploads, limits } = needs;
  const perUser = limits.rateLimit<UserContext>({ name: 'uploads', windowMs: 60_000, max: 30, key: (ctx) => `upload:${ctx.state.user.id}` });

  api.post('/api/uploads', 'user', perUser, async (ctx) => {
    if (!ctx.request.is('multipart/form-data')) throw new HttpError(415, 'unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType);
    const form = await readUploadForm(ctx, MAX_UPLOAD_BYTES);
    const purpose = uploadPurpose(form.fields.purpose);
    if (!form.file?.length) throw invalid('validation_failed', UPLOAD_MESSAGES.missingFile, 'file');
    const image = await encodeOrRefuse(form.file, purpose);
    const quota = await assertRoomFor(needs, uploads, ctx.state.user.id, image);
    // Checked again as it is recorded: parallel uploads of one account never pass its quota together.
    const stored = await needs.storeUpload(image, { userId: ctx.state.user.id, purpose, quota });
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = stored;
  });

  return api;
}
