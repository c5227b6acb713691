import type { OverlayOptions } from 'sharp';
import { cardDirection } from '../../shared/contract/card-languages';
import type { PublicProfile, Template } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { CARD_TEXTS } from '../../shared/card/texts';
import { cardColors } from '../../shared/card/theme';
import type { FileStore } from '../file-store/store';
import { photoDisc, placed, uploadedImage } from '../preview-images/card-drawing';
import { clip, joinedLine, textImage, type TextImage } from '../preview-images/preview-text';
import { QR_QUIET_ZONE_MODULES, qrModules, qrStyle, qrTarget } from '../public-profiles/qr';

/** Pixels per millimetre: the card is drawn at 300 dpi. */
const PX_PER_MM = 300 / 25.4;
/** ISO/IEC 7810 ID-1, the size of a credit card, and the 3 mm bleed print shops ask for. */
export const PRINT_SIZE_MM = { width: 85.6, height: 54, bleed: 3 } as const;
const px = (mm: number) => Math.round(mm * PX_PER_MM);
/** The drawn picture, bleed included, and where the card itself sits in it. */
export const PRINT_CANVAS = {
  width: px(PRINT_SIZE_MM.width + 2 * PRINT_SIZE_MM.bleed),
  height: px(PRINT_SIZE_MM.height + 2 * PRINT_SIZE_MM.bleed),
  bleed: px(PRINT_SIZE_MM.bleed),
  trimWidth: px(PRINT_SIZE_MM.width),
  trimHeight: px(PRINT_SIZE_MM.height),
} as const;

/** Nothing but the ground comes closer than this to the card's edge (3.5 mm), so a cut slightly off takes nothing. */
const SAFE = px(3.5);
const DISC = px(19);
const NFC_MARK = px(6);
const QR_PLATE = px(36);

/** The printed card's design, as the order form chooses it. */
export interface PrintDesign {
  template: Template;
  primaryColor: string;
  backgroundColor: string;
}

export type PrintSide = 'front' | 'back';

/** What a printed side is drawn from besides the card. */
export interface PrintContext {
  files: FileStore;
  publicUrl: string;
}

/** A drawn side: the picture (bleed included) without its QR, and the QR to put on it (the back only). */
export interface DrawnSide {
  picture: Buffer;
  qr?: { left: number; top: number; size: number; modules: boolean[][]; color: string };
}

/** The contactless mark (the waves of a tap) in a colour, `size` pixels square. */
function nfcMark(size: number, color: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">
<g fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"><path d="M7 8.5a5 5 0 0 1 0 7"/><path d="M10.5 6a9 9 0 0 1 0 12"/><path d="M14 3.5a13 13 0 0 1 0 17"/><path d="M17.5 1.5a16.5 16.5 0 0 1 0 21"/></g></svg>`);
}

/** The ground of a side: the template's colours, drawn across the bleed as well. */
function ground(template: Template, side: PrintSide, colors: ReturnType<typeof cardColors>): { svg: string; ink: string; muted: string } {
  const { width: W, height: H, bleed } = PRINT_CANVAS;
  const onPrimary = { ink: colors.onPrimary, muted: colors.onPrimary };
  const onBackground = { ink: colors.text, muted: colors.muted };
  const rect = (y: number, h: number, fill: string) => `<rect y="${y}" width="${W}" height="${h}" fill="${fill}"/>`;
  if (template === 'bold' || (template === 'classic' && side === 'back')) return { svg: rect(0, H, colors.primary), ...onPrimary };
  if (template === 'minimal') return { svg: rect(0, H, colors.background) + rect(H - bleed - px(2.5), bleed + px(2.5), colors.primary), ...onBackground };
  // Classic front: the card's colour across the top, its name on the ground below.
  return { svg: rect(0, H, colors.background) + rect(0, bleed + px(15), colors.primary), ...onBackground };
}

/** The x of a block on the reading side of the space it has. */
const startX = (rtl: boolean, width: number, left: number, room: number) => (rtl ? left + room - width : left);

async function front(profile: PublicProfile, design: PrintDesign, { files }: PrintContext, colors: ReturnType<typeof cardColors>, rtl: boolean): Promise<{ svg: string; layers: OverlayOptions[] }> {
  const { bleed, trimWidth, trimHeight } = PRINT_CANVAS;
  const base = ground(design.template, 'front', colors);
  const [photo, logo] = await Promise.all([uploadedImage(files, profile.avatar), uploadedImage(files, profile.logo)]);
  const discLeft = bleed + (rtl ? trimWidth - SAFE - DISC : SAFE);
  const discTop = bleed + Math.round((trimHeight - DISC) / 2);
  const textLeft = bleed + (rtl ? SAFE : SAFE + DISC + px(4));
  const textRoom = trimWidth - 2 * SAFE - DISC - px(4);
  const direction = rtl ? 'rtl' : 'ltr';
  const subtitle = joinedLine([profile.title, profile.company], direction);
  const [name, role, disc] = await Promise.all([
    textImage(clip(profile.displayName, 50), { size: px(5.2), bold: true, color: design.template === 'bold' ? base.ink : colors.text, width: textRoom, maxHeight: px(13), direction }),
    textImage(clip(subtitle, 80), { size: px(3), color: design.template === 'bold' ? base.muted : colors.muted, width: textRoom, maxHeight: px(8), direction }),
    photoDisc({ photo, displayName: profile.displayName, primary: design.template === 'bold' ? colors.background : colors.primary, onPrimary: design.template === 'bold' ? colors.text : colors.onPrimary }, DISC),
  ]);
  const layers: OverlayOptions[] = [...placed(disc, discTop, discLeft)];
  const blocks = [name, role].filter((block): block is TextImage => block !== undefined);
  const height = blocks.reduce((sum, block) => sum + block.height, 0) + (blocks.length - 1) * px(1.5);
  let y = bleed + Math.round((trimHeight - height) / 2) + (design.template === 'classic' ? px(4) : 0);
  for (const block of blocks) {
    layers.push({ input: block.data, top: y, left: startX(rtl, block.width, textLeft, textRoom) });
    y += block.height + px(1.5);
  }
  if (logo) {
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(logo).resize(px(18), px(7), { fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
    layers.push({ input: data, top: bleed + SAFE, left: bleed + (rtl ? SAFE : trimWidth - SAFE - info.width) });
  }
  const mark = design.template === 'classic' ? colors.primary : base.ink;
  layers.push({ input: nfcMark(NFC_MARK, mark), top: bleed + trimHeight - SAFE - NFC_MARK, left: bleed + (rtl ? SAFE : trimWidth - SAFE - NFC_MARK) });
  return { svg: base.svg, layers };
}

async function back(profile: PublicProfile, design: PrintDesign, { publicUrl }: PrintContext, colors: ReturnType<typeof cardColors>, rtl: boolean): Promise<{ svg: string; layers: OverlayOptions[]; qr: DrawnSide['qr'] }> {
  const { bleed, trimWidth, trimHeight } = PRINT_CANVAS;
  const base = ground(design.template, 'back', colors);
  const style = qrStyle({}, design);
  const target = qrTarget(publicUrl + cardPath(profile.slug));
  const modules = await qrModules(target);
  // The plate is the code with its quiet zone, in whole pixels per module so that every module prints the same size.
  const count = modules.length + 2 * QR_QUIET_ZONE_MODULES;
  const unit = Math.floor(QR_PLATE / count);
  const plate = unit * count;
  const plateLeft = bleed + (rtl ? SAFE : trimWidth - SAFE - plate);
  const plateTop = bleed + Math.round((trimHeight - plate) / 2);
  const textLeft = bleed + (rtl ? SAFE + plate + px(4) : SAFE);
  const textRoom = trimWidth - 2 * SAFE - plate - px(4);
  const t = CARD_TEXTS[profile.language];
  const address = `${new URL(publicUrl).host}${decodeURIComponent(cardPath(profile.slug))}`;
  const [scan, link] = await Promise.all([
    textImage(t.qrTitle, { size: px(3.4), bold: true, color: base.ink, width: textRoom, maxHeight: px(10), direction: rtl ? 'rtl' : 'ltr' }),
    textImage(`\u2066${address}\u2069`, { size: px(2.6), color: base.muted, width: textRoom, maxHeight: px(7) }),
  ]);
  const layers: OverlayOptions[] = [];
  let y = bleed + SAFE + px(4);
  for (const block of [scan, link]) {
    if (!block) continue;
    layers.push({ input: block.data, top: y, left: startX(rtl, block.width, textLeft, textRoom) });
    y += block.height + px(2);
  }
  layers.push({ input: nfcMark(px(9), base.ink), top: bleed + trimHeight - SAFE - px(9), left: bleed + (rtl ? trimWidth - SAFE - px(9) : SAFE) });
  const radius = unit * 2;
  const svg = `${base.svg}<rect x="${plateLeft}" y="${plateTop}" width="${plate}" height="${plate}" rx="${radius}" fill="${style.bg}"/>`;
  const quiet = QR_QUIET_ZONE_MODULES * unit;
  return { svg, layers, qr: { left: plateLeft + quiet, top: plateTop + quiet, size: unit * modules.length, modules, color: style.fg } };
}

/**
 * One side of the printed card at 300 dpi with its 3 mm bleed: the front (photo or initials, name, title and company,
 * logo, the contactless mark) or the back (the QR of the card's address on a plate, "scan", the address, the mark),
 * in the chosen template and colours, right to left on a Hebrew or Arabic card. The QR is left out of the picture and
 * described instead, so that the PDF draws it as vectors and the preview as pixels in the same place.
 */
export async function drawPrintSide(profile: PublicProfile, design: PrintDesign, side: PrintSide, context: PrintContext): Promise<DrawnSide> {
  const { default: sharp } = await import('sharp');
  const colors = cardColors(design);
  const rtl = cardDirection(profile.language) === 'rtl';
  const drawn = side === 'front' ? { ...(await front(profile, design, context, colors, rtl)), qr: undefined } : await back(profile, design, context, colors, rtl);
  const { width, height } = PRINT_CANVAS;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${drawn.svg}</svg>`;
  const picture = await sharp(Buffer.from(svg)).composite(drawn.layers).flatten({ background: design.backgroundColor }).png().toBuffer();
  return { picture, ...(drawn.qr ? { qr: drawn.qr } : {}) };
}

/** The QR's dark modules as an SVG of `size` pixels: one rectangle per run of dark modules in a row. */
export function qrModulesSvg(modules: boolean[][], size: number, color: string): Buffer {
  const runs = moduleRuns(modules);
  const rects = runs.map(({ row, col, length }) => `<rect x="${col}" y="${row}" width="${length}" height="1"/>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${modules.length} ${modules.length}" shape-rendering="crispEdges"><g fill="${color}">${rects}</g></svg>`);
}

/** The dark modules of each row, joined into runs (fewer shapes for the PDF and the SVG alike). */
export function moduleRuns(modules: boolean[][]): { row: number; col: number; length: number }[] {
  const runs: { row: number; col: number; length: number }[] = [];
  modules.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < cells.length && cells[col]) col += 1;
      runs.push({ row, col: start, length: col - start });
    }
  });
  return runs;
}

/** The side as the order page shows it: the card itself (no bleed), its QR drawn in, as PNG. */
export async function printPreview(profile: PublicProfile, design: PrintDesign, side: PrintSide, context: PrintContext): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { picture, qr } = await drawPrintSide(profile, design, side, context);
  const withQr = qr ? await sharp(picture).composite([{ input: qrModulesSvg(qr.modules, qr.size, qr.color), top: qr.top, left: qr.left }]).png().toBuffer() : picture;
  const { bleed, trimWidth, trimHeight } = PRINT_CANVAS;
  return sharp(withQr).extract({ left: bleed, top: bleed, width: trimWidth, height: trimHeight }).png().toBuffer();
}
