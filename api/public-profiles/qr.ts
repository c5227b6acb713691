import { z } from 'zod';
import { contrastRatio, type PublicProfile } from '../../shared/contract/profiles';
import { readableTextOn } from '../../shared/card/theme';

/** Scanners need a clear difference between the modules and the background. */
const MIN_QR_CONTRAST = 3;

const QR_MESSAGES = {
  size: 'גודל קוד ה-QR חייב להיות בין 128 ל-1024 פיקסלים',
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

/** `?size=&fg=&bg=` of the QR endpoints; colours with or without `#`. */
export const qrQuerySchema = z.object({
  size: z.coerce.number(QR_MESSAGES.size).int(QR_MESSAGES.size).min(128, QR_MESSAGES.size).max(1024, QR_MESSAGES.size).default(512),
  fg: hexColor.optional(),
  bg: hexColor.optional(),
});

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

const renderOptions = (style: QrStyle) => ({
  errorCorrectionLevel: 'M' as const,
  margin: QR_QUIET_ZONE_MODULES,
  width: style.size,
  color: { dark: style.fg, light: style.bg },
});

/** The URL a printed or shown QR opens: the card, marked as reached by QR. */
export const qrTarget = (cardUrl: string) => `${cardUrl}?src=qr`;

/** The QR as an SVG document. */
export async function qrSvg(text: string, style: QrStyle): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { ...renderOptions(style), type: 'svg' });
}

/** The QR as a PNG image. */
export async function qrPng(text: string, style: QrStyle): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { ...renderOptions(style), type: 'png' });
}
