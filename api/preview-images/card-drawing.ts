import type { OverlayOptions } from 'sharp';
import type { FileStore } from '../file-store/store';
import { initials } from '../../shared/card/links';
import { uploadIdOf } from '../uploads/files';
import { textImage } from './preview-text';

/** An uploaded picture's bytes, or undefined when the card has none or its file is gone. */
export async function uploadedImage(files: FileStore, path: string | null): Promise<Buffer | undefined> {
  const id = path ? uploadIdOf(path) : undefined;
  return id ? files.read(`${id}.webp`) : undefined;
}

/** A filled circle as an SVG the size of its box. */
export const circle = (size: number, fill: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}"/></svg>`);

/** What a round photo is drawn from: the picture if any, else the name's initials on the primary colour. */
export interface DiscSource {
  photo: Buffer | undefined;
  displayName: string;
  primary: string;
  onPrimary: string;
}

/** The photo cut to a circle `size` wide, or the initials on the primary colour; layers placed from the box's corner. */
export async function photoDisc({ photo, displayName, primary, onPrimary }: DiscSource, size: number): Promise<OverlayOptions[]> {
  if (photo) {
    const { default: sharp } = await import('sharp');
    const round = await sharp(photo)
      .resize(size, size, { fit: 'cover' })
      .composite([{ input: circle(size, '#000'), blend: 'dest-in' }])
      .png()
      .toBuffer();
    return [{ input: round, top: 0, left: 0 }];
  }
  const letters = await textImage(initials(displayName), { size: Math.round(size * 0.4), bold: true, color: onPrimary, width: size, maxHeight: size / 2 });
  return [
    { input: circle(size, primary), top: 0, left: 0 },
    ...(letters ? [{ input: letters.data, top: Math.round(size / 2 - letters.height / 2), left: Math.round(size / 2 - letters.width / 2) }] : []),
  ];
}

/** Layers placed inside a box are moved to where the box sits. */
export const placed = (layers: OverlayOptions[], top: number, left: number): OverlayOptions[] =>
  layers.map((layer) => ({ ...layer, top: top + (layer.top ?? 0), left: left + (layer.left ?? 0) }));
