import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EncodedImage } from '../uploads/image';
import { SEED_IMAGES_DIR, SEED_IMAGES_INDEX, seedArtName, type SeedArtwork } from './art';

type SeedImagesIndex = Record<string, { width: number; height: number }>;

let index: SeedImagesIndex | undefined;

/**
 * A seeded picture as stored for an upload, read from its pre-drawn files: drawing it at seed time would load
 * libvips and librsvg into the server for good, for a handful of pictures that never change.
 */
export function readSeedImage(artwork: SeedArtwork): EncodedImage {
  index ??= JSON.parse(readFileSync(join(SEED_IMAGES_DIR, SEED_IMAGES_INDEX), 'utf8')) as SeedImagesIndex;
  const name = seedArtName(artwork);
  const size = index[name];
  if (!size) throw new Error(`Seed picture ${name} is not drawn: run \`npm run seed:images\` after changing the seed art.`);
  const vcard = join(SEED_IMAGES_DIR, `${name}-vcard.jpg`);
  return {
    webp: readFileSync(join(SEED_IMAGES_DIR, `${name}.webp`)),
    vcardJpeg: existsSync(vcard) ? readFileSync(vcard) : undefined,
    width: size.width,
    height: size.height,
  };
}
