import type { OverlayOptions } from 'sharp';
import { cardDirection } from '../../shared/contract/card-languages';
import { cardColors } from '../../shared/card/theme';
import { cardPath } from '../../shared/card/ProfileCard';
import { clip, textImage, type TextImage } from './preview-text';
import { SITE_NAMES } from '../../shared/pages/site-names';
import type { FileStore } from '../file-store/store';
import { uploadIdOf } from '../uploads/files';
import { CARD_IMAGE_SIZE, type CardImageProfile } from './card-image-path';

const { width: WIDTH, height: HEIGHT } = CARD_IMAGE_SIZE;
const MARGIN = 72;
/** The band across the top: the card's cover, or its primary colour. */
const BAND = 250;
const PHOTO = 264;
const RING = 10;
const DISC = PHOTO + 2 * RING;
const DISC_TOP = BAND - DISC / 2;
const GAP = 40;
const STRIP = 14;

/** What drawing a card's picture needs besides the card. */
export interface CardImageContext {
  files: FileStore;
  publicUrl: string;
}

/** An uploaded picture's bytes, or undefined when the card has none or its file is gone. */
async function uploadedImage(files: FileStore, path: string | null): Promise<Buffer | undefined> {
  const id = path ? uploadIdOf(path) : undefined;
  return id ? files.read(`${id}.webp`) : undefined;
}

const circle = (size: number, fill: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}"/></svg>`);

/** The first letter of the name's first two words, as the card shows when there is no photo. */
function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
}

/** The photo cut to a circle, or the initials on the primary colour. */
async function photoDisc(photo: Buffer | undefined, profile: CardImageProfile, onPrimary: string): Promise<OverlayOptions[]> {
  if (photo) {
    const { default: sharp } = await import('sharp');
    const round = await sharp(photo)
      .resize(PHOTO, PHOTO, { fit: 'cover' })
      .composite([{ input: circle(PHOTO, '#000'), blend: 'dest-in' }])
      .png()
      .toBuffer();
    return [{ input: round, top: RING, left: RING }];
  }
  const initials = await textImage(initialsOf(profile.displayName), { size: 104, bold: true, color: onPrimary, width: PHOTO, maxHeight: PHOTO / 2 });
  return [
    { input: circle(PHOTO, profile.primaryColor), top: RING, left: RING },
    ...(initials ? [{ input: initials.data, top: Math.round(DISC / 2 - initials.height / 2), left: Math.round(DISC / 2 - initials.width / 2) }] : []),
  ];
}

/**
 * The card's link-preview picture, 1200×630 JPEG: its cover (or primary colour) across the top, the round photo
 * overlapping it on the reading side, the name, title and company, and the product's name with the card's address.
 * A Hebrew or Arabic card reads from the right, a Russian or English one from the left.
 */
export async function renderCardImage(profile: CardImageProfile, { files, publicUrl }: CardImageContext): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const colors = cardColors(profile);
  const rtl = cardDirection(profile.language) === 'rtl';
  const [cover, photo] = await Promise.all([uploadedImage(files, profile.cover), uploadedImage(files, profile.avatar)]);

  const discLeft = rtl ? WIDTH - MARGIN - DISC : MARGIN;
  const textLeft = rtl ? MARGIN : discLeft + DISC + GAP;
  const textWidth = WIDTH - 2 * MARGIN - DISC - GAP;
  /** The x of a block of text on the reading side of the space it has. */
  const startX = (image: TextImage, left: number, width: number) => (rtl ? left + width - image.width : left);

  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  const address = `${new URL(publicUrl).host}${decodeURIComponent(cardPath(profile.slug))}`;
  const [name, role, footer, disc] = await Promise.all([
    textImage(clip(profile.displayName, 60), { size: 68, bold: true, color: colors.text, width: textWidth, maxHeight: 160 }),
    textImage(clip(subtitle, 90), { size: 38, color: colors.muted, width: textWidth, maxHeight: 90 }),
    textImage(`${SITE_NAMES[profile.language]} · ${address}`, { size: 26, color: colors.muted, width: WIDTH - 2 * MARGIN, maxHeight: 36 }),
    photoDisc(photo, profile, colors.onPrimary),
  ]);

  const layers: OverlayOptions[] = [];
  if (cover) layers.push({ input: await sharp(cover).resize(WIDTH, BAND, { fit: 'cover' }).toBuffer(), top: 0, left: 0 });
  layers.push({ input: circle(DISC, colors.background), top: DISC_TOP, left: discLeft });
  for (const layer of disc) layers.push({ ...layer, top: DISC_TOP + (layer.top ?? 0), left: discLeft + (layer.left ?? 0) });
  let y = BAND + 40;
  if (name) {
    layers.push({ input: name.data, top: y, left: startX(name, textLeft, textWidth) });
    y += name.height + 14;
  }
  if (role) layers.push({ input: role.data, top: y, left: startX(role, textLeft, textWidth) });
  if (footer) layers.push({ input: footer.data, top: HEIGHT - STRIP - 26 - footer.height, left: startX(footer, MARGIN, WIDTH - 2 * MARGIN) });

  const base = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colors.background}"/>
<rect width="${WIDTH}" height="${BAND}" fill="${colors.primary}"/>
<rect y="${HEIGHT - STRIP}" width="${WIDTH}" height="${STRIP}" fill="${colors.primary}"/>
</svg>`;
  return sharp(Buffer.from(base)).composite(layers).flatten({ background: colors.background }).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
