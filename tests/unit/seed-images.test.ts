import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSeedImages } from '../../api/seed/draw-images';
import { allSeedArtworks, SEED_IMAGES_DIR, SEED_IMAGES_INDEX, seedArtName } from '../../api/seed/art';
import { readSeedImage } from '../../api/seed/stored-images';

const scratch = mkdtempSync(join(tmpdir(), 'kartis-seed-images-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('pre-drawn seed pictures', () => {
  const artworks = allSeedArtworks();

  it('exist for every picture of the demo and example cards, and the folder holds nothing else', () => {
    const expected = artworks.flatMap((artwork) => {
      const name = seedArtName(artwork);
      return artwork.purpose === 'avatar' ? [`${name}.webp`, `${name}-vcard.jpg`] : [`${name}.webp`];
    });
    expect(readdirSync(SEED_IMAGES_DIR).sort()).toEqual([...expected, SEED_IMAGES_INDEX].sort());
  });

  it('are WebP pictures of the size the index gives, with a JPEG for the vCard of each avatar', async () => {
    for (const artwork of artworks) {
      const image = readSeedImage(artwork);
      const webp = await sharp(image.webp).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', image.width, image.height]);
      if (artwork.purpose === 'avatar') expect((await sharp(image.vcardJpeg).metadata()).format).toBe('jpeg');
      else expect(image.vcardJpeg).toBeUndefined();
    }
  });

  it('match what drawing the art gives today: the drawing script writes the same pictures and index', async () => {
    expect(await writeSeedImages(scratch)).toBe(artworks.length);
    expect(readdirSync(scratch).sort()).toEqual(readdirSync(SEED_IMAGES_DIR).sort());
    // Run `npm run seed:images` after changing the seed art.
    expect(JSON.parse(readFileSync(join(scratch, SEED_IMAGES_INDEX), 'utf8'))).toEqual(JSON.parse(readFileSync(join(SEED_IMAGES_DIR, SEED_IMAGES_INDEX), 'utf8')));
  }, 60_000);
});
