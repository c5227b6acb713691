import type { FileStore } from '../file-store/store';
import { photoDisc, uploadedImage } from '../preview-images/card-drawing';
import type { PassContent } from './pass-content';

/** A square picture of the card: its round photo, or its initials on its colour (Apple's icon, Google's logo). */
export async function passIcon(files: FileStore, content: PassContent, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const photo = await uploadedImage(files, content.avatar ?? content.logo);
  const layers = await photoDisc({ photo, displayName: content.name, primary: content.background, onPrimary: content.foreground }, size);
  return sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The card's logo kept at its shape inside `width`×`height`, on transparency; none when the card has no logo. */
export async function passLogo(files: FileStore, content: PassContent, width: number, height: number): Promise<Buffer | undefined> {
  const logo = await uploadedImage(files, content.logo);
  if (!logo) return undefined;
  const { default: sharp } = await import('sharp');
  return sharp(logo).resize(width, height, { fit: 'inside' }).png().toBuffer();
}

/** The card's photo, square, `size` wide; none when the card has no photo. */
export async function passThumbnail(files: FileStore, content: PassContent, size: number): Promise<Buffer | undefined> {
  const photo = await uploadedImage(files, content.avatar);
  if (!photo) return undefined;
  const { default: sharp } = await import('sharp');
  return sharp(photo).resize(size, size, { fit: 'cover' }).png().toBuffer();
}
