import type { OverlayOptions } from 'sharp';
import { cardDirection } from '../../shared/contract/card-languages';
import { cardColors } from '../../shared/card/theme';
import { cardPath } from '../../shared/card/ProfileCard';
import { clip, joinedLine, textImage, type TextImage } from './preview-text';
import { SITE_NAMES } from '../../shared/pages/site-names';
import type { FileStore } from '../file-store/store';
import { circle, photoDisc, placed, uploadedImage } from './card-drawing';
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

  const direction = rtl ? 'rtl' : 'ltr';
  const subtitle = joinedLine([profile.title, profile.company], direction);
  const address = `${new URL(publicUrl).host}${decodeURIComponent(cardPath(profile.slug))}`;
  const [name, role, footer, disc] = await Promise.all([
    textImage(clip(profile.displayName, 60), { size: 68, bold: true, color: colors.text, width: textWidth, maxHeight: 160, direction }),
    textImage(clip(subtitle, 90), { size: 38, color: colors.muted, width: textWidth, maxHeight: 90, direction }),
    textImage(`${SITE_NAMES[profile.language]} · ${address}`, { size: 26, color: colors.muted, width: WIDTH - 2 * MARGIN, maxHeight: 36 }),
    photoDisc({ photo, displayName: profile.displayName, primary: profile.primaryColor, onPrimary: colors.onPrimary }, PHOTO),
  ]);

  const layers: OverlayOptions[] = [];
  if (cover) layers.push({ input: await sharp(cover).resize(WIDTH, BAND, { fit: 'cover' }).toBuffer(), top: 0, left: 0 });
  layers.push({ input: circle(DISC, colors.background), top: DISC_TOP, left: discLeft });
  layers.push(...placed(disc, DISC_TOP + RING, discLeft + RING));
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
