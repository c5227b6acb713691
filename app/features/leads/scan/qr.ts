// A QR's text in a photo: the browser's own BarcodeDetector where it has one, else jsQR.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The longer side jsQR reads at: enough for a badge's code, quick on a phone. */
const JSQR_SIDE = 1200;

/** The text of the first QR code in the picture, if there is one. */
export async function qrTextIn(photo: ImageBitmap): Promise<string | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const [first] = await new Detector({ formats: ['qr_code'] }).detect(photo);
      if (first) return first.rawValue;
    } catch {
      // A detector without QR support: jsQR reads it below.
    }
  }
  const scale = Math.min(1, JSQR_SIDE / Math.max(photo.width, photo.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(photo.width * scale);
  canvas.height = Math.round(photo.height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(photo, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, canvas.width, canvas.height)?.data;
}
