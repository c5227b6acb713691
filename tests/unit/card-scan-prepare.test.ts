import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForReading, TALLEST_READ } from '../../api/card-scan/prepare';

describe('a photo made ready for reading', () => {
  // Before, the strip was enlarged to 2000 × 4,000,000 pixels and read for minutes, a core of the server with it.
  it('is ready in moments when it is a thin strip, set on paper no taller than four widths', { timeout: 30_000 }, async () => {
    const strip = await sharp({ create: { width: 2, height: 4000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { width, height } = await sharp(await prepareForReading(strip)).metadata();
    // Straightening may turn it a few degrees, which widens a tall picture by up to a half.
    expect(width! * height!).toBeLessThan(2 * 2000 * 2000 * TALLEST_READ);
  });
});
