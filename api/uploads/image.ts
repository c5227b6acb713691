import type { Sharp } from 'sharp';
import type { UploadPurpose } from '../../shared/contract/profiles';

/** Largest decoded image accepted, in pixels: a small file may declare a huge canvas (decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Formats accepted as input, as sharp names them after reading the file's content. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Why an uploaded file was refused. */
export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(readonly reason: 'notImage' | 'tooManyPixels') {
    super(reason);
  }
}

/** The re-encoded image: a WebP for the page and, for avatars, a small JPEG for the vCard. */
export interface EncodedImage {
  webp: Buffer;
  vcardJpeg: Buffer | undefined;
  width: number;
  height: number;
}

/** The bytes an encoded image takes on disk: its page picture and, for a profile photo, the contact card's. */
export function encodedBytes(image: EncodedImage): number {
  return image.webp.length + (image.vcardJpeg?.length ?? 0);
}

const VCARD_PHOTO_SIZE = 256;

function resized(image: Sharp, purpose: UploadPurpose): Sharp {
  if (purpose === 'avatar') return image.resize(512, 512, { fit: 'cover' });
  const bound = purpose === 'cover' ? 1600 : 1200;
  return image.resize(bound, bound, { fit: 'inside', withoutEnlargement: true });
}

/**
 * Loads sharp and checks that the file is an image of an accepted format whose canvas is not a bomb; returns a
 * maker of the upright (per EXIF orientation) decoded image. Loaded with the first upload: libvips adds some
 * 20 MB to a server that may never receive one.
 */
async function readableImage(input: Buffer): Promise<() => Sharp> {
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejected('notImage');
    });
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new ImageRejected('notImage');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejected('tooManyPixels');
  return () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/** Runs an encoding; a header that reads well over a body that does not decode (truncated or corrupt data) is no image. */
async function decoded<T>(encode: () => Promise<T>): Promise<T> {
  try {
    return await encode();
  } catch {
    throw new ImageRejected('notImage');
  }
}

/**
 * Reads an uploaded file by its content and re-encodes it: upright per its EXIF orientation, resized for
 * its purpose, and written without any metadata (EXIF with GPS, XMP, ICC are all left behind).
 */
export async function encodeImage(input: Buffer, purpose: UploadPurpose): Promise<EncodedImage> {
  const source = await readableImage(input);
  return decoded(async () => {
    const page = await resized(source(), purpose).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const vcardJpeg =
      purpose === 'avatar'
        ? await source()
            .resize(VCARD_PHOTO_SIZE, VCARD_PHOTO_SIZE, { fit: 'cover' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 70, mozjpeg: true })
            .toBuffer()
        : undefined;
    return { webp: page.data, vcardJpeg, width: page.info.width, height: page.info.height };
  });
}

/** Longest side of a visitor's photo as kept: enough to read a document photographed on a phone. */
const VISITOR_PHOTO_BOUND = 2560;

/**
 * A visitor's photo re-encoded as a JPEG anyone can open: upright, at most 2560 px a side, on white where it was
 * transparent, and without any metadata (the place it was taken, the device) of the original.
 */
export async function encodeVisitorPhoto(input: Buffer): Promise<Buffer> {
  const source = await readableImage(input);
  return decoded(() =>
    source()
      .resize(VISITOR_PHOTO_BOUND, VISITOR_PHOTO_BOUND, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  );
}
