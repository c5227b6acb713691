import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { UploadPurpose } from '../../shared/contract/profiles';
import { projectRoot } from '../../db/paths';
import { DEMO_CARD, EXAMPLE_CARDS, type SeedArt } from './profiles-data';

/** One seeded picture's art and what it is for. */
export interface SeedArtwork {
  art: SeedArt;
  purpose: UploadPurpose;
}

/** The pictures of the seeded cards, drawn once into this folder (`npm run seed:images`) and committed. */
export const SEED_IMAGES_DIR = join(projectRoot(), 'api', 'seed', 'images');

/** The file listing each drawn picture's size: `{ [name]: { width, height } }`. */
export const SEED_IMAGES_INDEX = 'index.json';

const CANVAS: Record<UploadPurpose, [number, number]> = { avatar: [512, 512], cover: [1600, 600], gallery: [1200, 900] };

/** The picture as SVG: a diagonal gradient, two soft circles and the initials. */
export function artSvg({ art, purpose }: SeedArtwork): string {
  const [width, height] = CANVAS[purpose];
  const r = Math.min(width, height);
  const initials = art.initials
    ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(r * 0.36)}" fill="#ffffff">${art.initials}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.18}" r="${r * 0.28}" fill="#ffffff" fill-opacity="0.1"/>
<circle cx="${width * 0.14}" cy="${height * 0.92}" r="${r * 0.34}" fill="#ffffff" fill-opacity="0.08"/>${initials}</svg>`;
}

/** The file name (without extension) of a drawn picture: its purpose and a digest of its art. */
export function seedArtName({ art, purpose }: SeedArtwork): string {
  const digest = createHash('sha256').update(JSON.stringify([purpose, art.initials, art.from, art.to])).digest('hex').slice(0, 16);
  return `${purpose}-${digest}`;
}

/** Every distinct picture of the demo card and the example cards. */
export function allSeedArtworks(): SeedArtwork[] {
  const byName = new Map<string, SeedArtwork>();
  for (const card of [DEMO_CARD, ...EXAMPLE_CARDS]) {
    const artworks: SeedArtwork[] = [
      { art: card.avatar, purpose: 'avatar' },
      { art: card.cover, purpose: 'cover' },
      ...(card.gallery ?? []).map((art) => ({ art, purpose: 'gallery' as const })),
    ];
    for (const artwork of artworks) byName.set(seedArtName(artwork), artwork);
  }
  return [...byName.values()];
}
