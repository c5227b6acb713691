/** The width a card is read at: its type then stands tall enough for Tesseract (about 300 DPI for a 85.6 mm card). */
const READ_WIDTH = 2000;

/**
 * The tallest a picture is read, against its width. Every step sizes the picture by its width, so a strip or a long
 * screenshot would be enlarged to billions of pixels (a 2×4000 strip read for minutes on end): one taller than this is
 * set on white paper of this shape, which no photo of a card comes near.
 */
export const TALLEST_READ = 4;

/** The width the skew is measured at: enough lines of text, little work. */
const MEASURE_WIDTH = 600;

/** Angles tried when straightening, in degrees either way, and the step between them. */
const MAX_SKEW = 10;
const SKEW_STEP = 0.5;

/** The photo is not an image sharp can read. */
export class NotAPhoto extends Error {
  override name = 'NotAPhoto';
}

/**
 * The angle (degrees) that lines the text up best: dark pixels projected onto rows under each trial angle, the angle
 * whose rows differ most (text lines and the gaps between them sharpest) wins.
 */
function skewOf(pixels: Uint8Array, surroundings: Uint8Array, width: number, height: number): number {
  // Ink is darker than what surrounds it; a dark table around the card is not.
  const points: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (pixels[y * width + x]! < surroundings[y * width + x]! * 0.8) points.push(x, y);
  }
  let best = { angle: 0, score: -1 };
  // Rows of the turned page, with room for it to reach above and below the picture.
  const rows = new Float64Array(height + width);
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += SKEW_STEP) {
    const radians = (angle * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    rows.fill(0);
    for (let i = 0; i < points.length; i += 2) {
      const row = Math.round(points[i + 1]! * cos - points[i]! * sin + width / 2);
      if (row >= 0 && row < rows.length) rows[row]! += 1;
    }
    let score = 0;
    for (let i = 1; i < rows.length; i++) score += (rows[i]! - rows[i - 1]!) ** 2;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** Surroundings darker than this (0–255) hold light text on a dark ground: a coloured band, or the table. */
const DARK_GROUND = 110;

/**
 * Divides each pixel by its ground, so paper lit unevenly turns evenly white; where the ground is dark (a coloured
 * band, the table) light and dark change places first, since Tesseract finds only dark text on a light ground (the
 * company's name in white on a band was left out).
 */
async function darkOnLight(image: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  // The median of a wide neighbourhood is the ground itself: letters cover less than half of any area. (One sharp
  // pipeline resizes once, so shrinking and enlarging again are two.)
  const coarse = await sharp(image).resize({ width: Math.round(info.width / 16) }).median(9).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const ground = await sharp(coarse.data, { raw: coarse.info }).resize({ width: info.width, height: info.height, kernel: 'linear' }).extractChannel(0).raw().toBuffer();
  // Each pixel against its ground: the ground turns white whatever the light on it, and the letters dark.
  for (let i = 0; i < data.length; i++) {
    const g = ground[i]!;
    const value = g >= DARK_GROUND ? (data[i]! * 255) / Math.max(g, 1) : ((255 - data[i]!) * 255) / Math.max(255 - g, 1);
    data[i] = Math.min(255, Math.round(value));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A photo made ready for OCR: turned as its camera says, grey, straightened, contrast stretched, light text on dark
 * ground made dark on light, at the reading width; as PNG.
 */
export async function prepareForReading(photo: Buffer): Promise<Buffer> {
  // sharp is loaded with the first card read, not when the server starts.
  const { default: sharp } = await import('sharp');
  let grey: Buffer;
  try {
    const { width = 1, height = 1, orientation = 1 } = await sharp(photo).metadata();
    // Orientations 5 to 8 turn the picture a quarter: its height is then its width.
    const [across, down] = orientation >= 5 ? [height, width] : [width, height];
    const paper = down > TALLEST_READ * across ? { height: TALLEST_READ * READ_WIDTH, fit: 'contain' as const, background: '#ffffff' } : {};
    grey = await sharp(photo, { failOn: 'error' }).rotate().resize({ width: READ_WIDTH, ...paper }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  } catch {
    throw new NotAPhoto();
  }
  const small = await sharp(grey).resize({ width: MEASURE_WIDTH }).normalise().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const surroundings = await sharp(small.data, { raw: small.info }).blur(6).extractChannel(0).raw().toBuffer();
  const angle = skewOf(small.data, surroundings, small.info.width, small.info.height);
  const even = sharp(grey).normalise();
  // Rotating turns the other way round from the measured slope; the corners it opens are filled as paper.
  const straight = angle === 0 ? even : sharp(await even.png({ compressionLevel: 1 }).toBuffer()).rotate(-angle, { background: '#ffffff' });
  return darkOnLight(await straight.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer());
}
