import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeImage, type EncodedImage } from '../uploads/image';
import { allSeedArtworks, artSvg, SEED_IMAGES_DIR, SEED_IMAGES_INDEX, seedArtName, type SeedArtwork } from './art';

/** Draws a seeded picture and encodes it as an upload of its purpose would be. */
export async function drawSeedArt(artwork: SeedArtwork): Promise<EncodedImage> {
  const png = await sharp(Buffer.from(artSvg(artwork))).png().toBuffer();
  return encodeImage(png, artwork.purpose);
}

/** Redraws every seeded picture into `dir` (replacing what was there) with its index of sizes. */
export async function writeSeedImages(dir = SEED_IMAGES_DIR): Promise<number> {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) rmSync(join(dir, file));
  const index: Record<string, { width: number; height: number }> = {};
  for (const artwork of allSeedArtworks()) {
    const name = seedArtName(artwork);
    const image = await drawSeedArt(artwork);
    writeFileSync(join(dir, `${name}.webp`), image.webp);
    if (image.vcardJpeg) writeFileSync(join(dir, `${name}-vcard.jpg`), image.vcardJpeg);
    index[name] = { width: image.width, height: image.height };
  }
  writeFileSync(join(dir, SEED_IMAGES_INDEX), JSON.stringify(index, null, 2) + '\n');
  return Object.keys(index).length;
}
