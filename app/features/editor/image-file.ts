import { fitWithin, type CropRect, type Size } from './crop-math';

/** Quality of the pictures made in the browser: the server re-encodes them again, so little is lost twice. */
const QUALITY = 0.85;

/**
 * The picture upright as the phone took it (its EXIF orientation applied), or null when this browser cannot read
 * the file (HEIC on a desktop, a file that is no image): that one is sent as it is, and the server decides.
 */
export async function decodeImage(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** Draws `region` of the picture at `size` and encodes it as WebP, or as JPEG on white where the browser cannot write WebP. */
async function encodeRegion(picture: ImageBitmap, region: CropRect, size: Size): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, region.x, region.y, region.width, region.height, 0, 0, size.width, size.height);
  const webp = await canvasBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  // JPEG has no transparency: what was transparent turns white, as the server's contact-card photo does.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  return canvasBlob(canvas, 'image/jpeg');
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/** The cropped part of the picture, at most `maxSide` pixels on its longest side, as the file to upload. */
export async function croppedFile(picture: ImageBitmap, region: CropRect, maxSide: number, name: string): Promise<File | null> {
  const blob = await encodeRegion(picture, region, fitWithin(region, maxSide));
  return blob && new File([blob], renamed(name, blob.type), { type: blob.type });
}

/** The file made smaller for sending (longest side at most `maxSide`), or the original when it cannot be read or is already smaller. */
export async function shrunkFile(file: File, maxSide: number): Promise<File> {
  const picture = await decodeImage(file);
  if (!picture) return file;
  try {
    const smaller = await croppedFile(picture, { x: 0, y: 0, width: picture.width, height: picture.height }, maxSide, file.name);
    return smaller && smaller.size < file.size ? smaller : file;
  } finally {
    picture.close();
  }
}
