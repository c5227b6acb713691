// A card's photo turned, straightened and cut on the phone before it is sent, with the canvas.
import { CARD_SCAN_LIMITS } from '../../../../shared/contract/card-scan';

/** How the owner set the photo: quarter turns, a fine tilt in degrees, and the share cut from each side (0–0.45). */
export interface PhotoAdjustment {
  quarterTurns: number;
  tilt: number;
  crop: { top: number; bottom: number; left: number; right: number };
}

export const NO_ADJUSTMENT: PhotoAdjustment = { quarterTurns: 0, tilt: 0, crop: { top: 0, bottom: 0, left: 0, right: 0 } };

/** The photo turned by the adjustment, its longer side at most `longSide` pixels, on white. */
export function turnedPhoto(photo: ImageBitmap, adjustment: PhotoAdjustment, longSide: number): HTMLCanvasElement {
  const radians = ((adjustment.quarterTurns * 90 + adjustment.tilt) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = photo.width * cos + photo.height * sin;
  const height = photo.width * sin + photo.height * cos;
  const scale = Math.min(1, longSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(radians);
  context.drawImage(photo, (-photo.width * scale) / 2, (-photo.height * scale) / 2, photo.width * scale, photo.height * scale);
  return canvas;
}

/** The adjusted, cut photo as the JPEG the server reads: its longer side at most 1,600 pixels. */
export async function adjustedJpeg(photo: ImageBitmap, adjustment: PhotoAdjustment): Promise<Blob> {
  // Turned at more than is sent, so that the cut part still has 1,600 pixels to give.
  const turned = turnedPhoto(photo, adjustment, CARD_SCAN_LIMITS.sendLongSide * 1.5);
  const { crop } = adjustment;
  const x = Math.round(turned.width * crop.left);
  const y = Math.round(turned.height * crop.top);
  const width = Math.max(1, Math.round(turned.width * (1 - crop.left - crop.right)));
  const height = Math.max(1, Math.round(turned.height * (1 - crop.top - crop.bottom)));
  const scale = Math.min(1, CARD_SCAN_LIMITS.sendLongSide / Math.max(width, height));
  const out = document.createElement('canvas');
  out.width = Math.round(width * scale);
  out.height = Math.round(height * scale);
  out.getContext('2d')!.drawImage(turned, x, y, width, height, 0, 0, out.width, out.height);
  return new Promise((resolve, reject) => out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', 0.85));
}
