import { z } from 'zod';
import { contrastRatio, type PublicProfile } from '../../shared/contract/profiles';
import { readableTextOn } from '../../shared/card/theme';

/** Scanners need a clear difference between the modules and the background. */
const MIN_QR_CONTRAST = 3;

const QR_MESSAGES = {
  size: 'גודל קוד ה‑QR חייב להיות בין 128 ל‑1024 פיקסלים',
  color: 'צבע לא תקין: יש להזין 6 ספרות הקסדצימליות (למשל 1d4ed8)',
  contrast: 'הצבעים קרובים מדי זה לזה, וקשה יהיה לסרוק את הקוד',
  inverted: 'רוב הסורקים קוראים קוד QR רק כשהריבועים כהים מהרקע: בחרו צבע כהה לקוד ורקע בהיר',
} as const;

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_ZONE_MODULES = 4;

const hexColor = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, QR_MESSAGES.color)
  .transform((value) => `#${value.replace('#', '').toLowerCase()}`);

/** `?size=&fg=&bg=&logo=1` of the QR endpoints; colours with or without `#`. */
export const qrQuerySchema = z.object({
  size: z.coerce.number(QR_MESSAGES.size).int(QR_MESSAGES.size).min(128, QR_MESSAGES.size).max(1024, QR_MESSAGES.size).default(512),
  fg: hexColor.optional(),
  bg: hexColor.optional(),
  logo: z.enum(['0', '1']).optional(),
});

/** Whether the query asks for the card's logo in the middle of the code (`logo=1`). */
export const wantsLogo = (query: unknown) => qrQuerySchema.parse(query).logo === '1';

/** Size and colours of one QR image. */
export interface QrStyle {
  size: number;
  fg: string;
  bg: string;
}

/**
 * The QR's size and colours: asked-for colours win, the rest come from the card's theme (its primary on
 * its background when that background is light and the pair scans well, else dark on white).
 */
export function qrStyle(query: unknown, profile: Pick<PublicProfile, 'primaryColor' | 'backgroundColor'>): QrStyle {
  const { size, fg, bg } = qrQuerySchema.parse(query);
  const themeBg = readableTextOn(profile.backgroundColor) === '#ffffff' ? '#ffffff' : profile.backgroundColor;
  const background = bg ?? themeBg;
  const foreground = fg ?? (contrastRatio(profile.primaryColor, background) >= 4.5 ? profile.primaryColor : '#111827');
  if (contrastRatio(foreground, background) < MIN_QR_CONTRAST) {
    throw new z.ZodError([{ code: 'custom', path: ['fg'], message: QR_MESSAGES.contrast, input: fg }]);
  }
  // Light modules on a dark ground pass a contrast check but many decoders read only dark on light.
  if (contrastRatio(foreground, '#000000') > contrastRatio(background, '#000000')) {
    throw new z.ZodError([{ code: 'custom', path: ['fg'], message: QR_MESSAGES.inverted, input: fg }]);
  }
  return { size, fg: foreground, bg: background };
}

/**
 * The share of the code (quiet zone excluded) the logo and its plate cover: level H restores 30 % of the code, the
 * standard's advice keeps a logo under 20 %, and the finder and timing patterns stay clear of a box this size.
 */
export const QR_LOGO_AREA = 0.1;

/** A picture put in the middle of the code: its bytes (any format sharp reads). */
export interface QrLogo {
  image: Buffer;
}

/** Level H with a logo (it hides part of the code), M otherwise (fewer, larger modules). */
const levelFor = (logo: QrLogo | undefined) => (logo ? ('H' as const) : ('M' as const));

const renderOptions = (style: QrStyle, logo: QrLogo | undefined) => ({
  errorCorrectionLevel: levelFor(logo),
  margin: QR_QUIET_ZONE_MODULES,
  width: style.size,
  color: { dark: style.fg, light: style.bg },
});

/** The URL a printed or shown QR opens: the card, marked as reached by QR. */
export const qrTarget = (cardUrl: string) => `${cardUrl}?src=qr`;

/** The code's modules, row by row (true = dark), at the level a drawing with or without a logo uses. */
export async function qrModules(text: string, level: 'M' | 'H' = 'M'): Promise<boolean[][]> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
}

/** Where the logo's plate sits, in units of the image (`side` wide with `count` modules and the quiet zone). */
function logoBox(side: number, count: number) {
  const symbol = (side * count) / (count + 2 * QR_QUIET_ZONE_MODULES);
  const plate = Math.floor(symbol * Math.sqrt(QR_LOGO_AREA));
  return { plate, offset: Math.round((side - plate) / 2), inset: Math.round(plate * 0.08) };
}

/** The logo on a plate of the background colour, rounded, as a square PNG `plate` pixels wide. */
async function logoPlate(logo: QrLogo, plate: number, inset: number, background: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const inner = plate - 2 * inset;
  const picture = await sharp(logo.image).resize(inner, inner, { fit: 'contain', background }).flatten({ background }).png().toBuffer();
  const ground = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${plate}" height="${plate}"><rect width="${plate}" height="${plate}" rx="${Math.round(plate / 8)}" fill="${background}"/></svg>`);
  return sharp(ground).composite([{ input: picture, top: inset, left: inset }]).png().toBuffer();
}

const SVG_PIXELS_PER_MODULE = 32;
const inModules = (pixels: number) => (pixels / SVG_PIXELS_PER_MODULE).toFixed(3);

/** The QR as an SVG document, with the logo in the middle when given. */
export async function qrSvg(text: string, style: QrStyle, logo?: QrLogo): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { ...renderOptions(style, logo), type: 'svg' });
  if (!logo) return svg;
  const count = (await qrModules(text, levelFor(logo))).length;
  const viewBox = count + 2 * QR_QUIET_ZONE_MODULES;
  // The plate is drawn 32 pixels a module, then placed in the SVG's units (one a module).
  const { plate, offset, inset } = logoBox(viewBox * SVG_PIXELS_PER_MODULE, count);
  const png = await logoPlate(logo, plate, inset, style.bg);
  const image = `<image x="${inModules(offset)}" y="${inModules(offset)}" width="${inModules(plate)}" height="${inModules(plate)}" href="data:image/png;base64,${png.toString('base64')}"/>`;
  return svg.replace('</svg>', `${image}</svg>`);
}

/** The QR as a PNG image, with the logo in the middle when given. */
export async function qrPng(text: string, style: QrStyle, logo?: QrLogo): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, { ...renderOptions(style, logo), type: 'png' });
  if (!logo) return png;
  const { default: sharp } = await import('sharp');
  const { width } = await sharp(png).metadata();
  const count = (await qrModules(text, levelFor(logo))).length;
  const { plate, offset, inset } = logoBox(width, count);
  return sharp(png).composite([{ input: await logoPlate(logo, plate, inset, style.bg), top: offset, left: offset }]).png().toBuffer();
}
