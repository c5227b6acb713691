import type { OverlayOptions } from 'sharp';
import { CALL_BACKGROUND_SIZE, type CallBackgroundLayout, type CallBackgroundOptions } from '../../shared/contract/call-background';
import { cardDirection } from '../../shared/contract/card-languages';
import { contrastRatio, type PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { CARD_TEXTS } from '../../shared/card/texts';
import { cardColors } from '../../shared/card/theme';
import type { FileStore } from '../file-store/store';
import { photoDisc, placed, uploadedImage } from '../preview-images/card-drawing';
import { clip, textImage, type TextImage } from '../preview-images/preview-text';
import { qrPng, qrStyle, qrTarget, type QrStyle } from '../public-profiles/qr';
import { BACKGROUND_GEOMETRY, backgroundColumn, blockLeft, stackTops, type BackgroundColumn } from './background-layout';

const LIGHT_GROUND = '#f8fafc';
const DARK_TEXT = '#111827';
const MUTED_TEXT = '#4b5563';
const LOGO = { width: 280, height: 96, pad: 16 } as const;
const PHOTO = 120;

/** The colours of a layout: the frame's ground, the column's panel or band, the texts and the QR. */
interface Palette {
  ground: string;
  primary: string;
  name: string;
  title: string;
  company: string;
  caption: string;
  qr: QrStyle;
  /** A plate behind the logo where the ground may not suit it (the card's colour). */
  logoPlate?: string;
}

function paletteOf(layout: CallBackgroundLayout, profile: PublicProfile): Palette {
  const colors = cardColors(profile);
  // Dark modules on white: the card's colour when it reads well enough there, else near-black.
  const onWhite = qrStyle({ size: BACKGROUND_GEOMETRY.qr }, { primaryColor: colors.primary, backgroundColor: '#ffffff' });
  if (layout === 'card') {
    const qr = qrStyle({ size: BACKGROUND_GEOMETRY.qr }, profile);
    return { ground: colors.background, primary: colors.primary, name: colors.text, title: colors.muted, company: colors.accent, caption: colors.muted, qr };
  }
  if (layout === 'panel') {
    const ink = colors.onPrimary;
    return { ground: colors.background, primary: colors.primary, name: ink, title: ink, company: ink, caption: ink, qr: onWhite, logoPlate: '#ffffff' };
  }
  const company = contrastRatio(colors.primary, LIGHT_GROUND) >= 4.5 ? colors.primary : DARK_TEXT;
  return { ground: LIGHT_GROUND, primary: colors.primary, name: DARK_TEXT, title: MUTED_TEXT, company, caption: MUTED_TEXT, qr: onWhite };
}

/** A block of the column: what it draws, as layers placed from its own corner, and its size. */
interface Block {
  layers: OverlayOptions[];
  width: number;
  height: number;
  gap: number;
}

const textBlock = (text: TextImage | undefined, gap: number): Block[] => (text ? [{ layers: [{ input: text.data, top: 0, left: 0 }], width: text.width, height: text.height, gap }] : []);

/** The card's logo (on a plate where the palette asks for one), else its round photo, else nothing. */
async function pictureBlock(profile: PublicProfile, files: FileStore, palette: Palette): Promise<Block[]> {
  const [logo, photo] = await Promise.all([uploadedImage(files, profile.logo), profile.logo ? undefined : uploadedImage(files, profile.avatar)]);
  if (logo) {
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(logo).resize(LOGO.width, LOGO.height, { fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
    if (!palette.logoPlate) return [{ layers: [{ input: data, top: 0, left: 0 }], width: info.width, height: info.height, gap: 0 }];
    const width = info.width + 2 * LOGO.pad;
    const height = info.height + 2 * LOGO.pad;
    const plate = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="16" fill="${palette.logoPlate}"/></svg>`);
    return [{ layers: [{ input: plate, top: 0, left: 0 }, { input: data, top: LOGO.pad, left: LOGO.pad }], width, height, gap: 0 }];
  }
  if (!photo) return [];
  const disc = await photoDisc({ photo, displayName: profile.displayName, primary: palette.primary, onPrimary: palette.name }, PHOTO);
  return [{ layers: disc, width: PHOTO, height: PHOTO, gap: 0 }];
}

/** The ground: the frame's colour, and the column's panel or band of the card's colour. */
function groundSvg(column: BackgroundColumn, palette: Palette): Buffer {
  const { width: W, height: H } = CALL_BACKGROUND_SIZE;
  const strip = column.panel ?? column.band;
  const colour = strip ? `<rect x="${strip.left}" width="${strip.width}" height="${H}" fill="${palette.primary}"/>` : '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${palette.ground}"/>${colour}</svg>`);
}

/** What the background is drawn from besides the card. */
export interface BackgroundContext {
  files: FileStore;
  publicUrl: string;
}

/**
 * A 1920×1080 video-call background: the card's logo (else its photo), name, title and company, its QR with "scan"
 * and its address under them, in a column on the side asked for, the middle left free for the person. The texts are
 * the card's own, in its language and direction, shaped by Pango; nothing is mirrored: the call's other people see the
 * picture as it is drawn (only the self-view is mirrored).
 */
export async function renderBackground(profile: PublicProfile, options: CallBackgroundOptions, { files, publicUrl }: BackgroundContext): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const rtl = cardDirection(profile.language) === 'rtl';
  const column = backgroundColumn(options.layout, options.side, rtl);
  const palette = paletteOf(options.layout, profile);
  const room = column.width;
  const url = publicUrl + cardPath(profile.slug);
  const address = `${new URL(publicUrl).host}${decodeURIComponent(cardPath(profile.slug))}`;
  const direction = rtl ? 'rtl' : 'ltr';
  const [picture, name, title, company, scan, link, qr] = await Promise.all([
    pictureBlock(profile, files, palette),
    textImage(clip(profile.displayName, 50), { size: 64, bold: true, color: palette.name, width: room, maxHeight: 130, direction }),
    textImage(clip(profile.title, 80), { size: 40, color: palette.title, width: room, maxHeight: 84, direction }),
    textImage(clip(profile.company, 80), { size: 40, bold: true, color: palette.company, width: room, maxHeight: 84, direction }),
    textImage(CARD_TEXTS[profile.language].qrTitle, { size: 28, color: palette.caption, width: room, maxHeight: 40, direction }),
    // The address reads left to right in a right-to-left line too.
    textImage(`\u2066${address}\u2069`, { size: 24, color: palette.caption, width: room, maxHeight: 34 }),
    qrPng(qrTarget(url), palette.qr),
  ]);
  const { qr: side } = BACKGROUND_GEOMETRY;
  const blocks: Block[] = [
    ...picture,
    ...textBlock(name, 28),
    ...textBlock(title, 12),
    ...textBlock(company, 8),
    { layers: [{ input: qr, top: 0, left: 0 }], width: side, height: side, gap: 40 },
    ...textBlock(scan, 12),
    ...textBlock(link, 6),
  ];
  const tops = stackTops(blocks);
  const layers = blocks.flatMap((block, index) => placed(block.layers, tops[index]!, blockLeft(column, block.width)));
  return sharp(groundSvg(column, palette)).composite(layers).png().toBuffer();
}
