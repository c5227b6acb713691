import type { OverlayOptions } from 'sharp';
import { cardDirection } from '../../shared/contract/card-languages';
import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { CARD_TEXTS } from '../../shared/card/texts';
import { cardColors } from '../../shared/card/theme';
import { clip, textImage, type TextImage } from '../preview-images/preview-text';
import { qrPng, qrStyle, qrTarget } from '../public-profiles/qr';

/** A video call's frame (Zoom, Teams and Meet take 1920×1080). */
export const BACKGROUND_SIZE = { width: 1920, height: 1080 } as const;
const MARGIN = 96;
const QR = 300;
const BAND = 24;

/**
 * A video-call background in the card's colours and language: name, title and company in the top corner on the
 * reading side, the QR of the card with "scan" under them, the middle left free for the person.
 */
export async function renderBackground(profile: PublicProfile, publicUrl: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width: W, height: H } = BACKGROUND_SIZE;
  const colors = cardColors(profile);
  const rtl = cardDirection(profile.language) === 'rtl';
  const room = 760;
  const left = (block: { width: number }) => (rtl ? W - MARGIN - block.width : MARGIN);
  const [name, title, company, scan] = await Promise.all([
    textImage(clip(profile.displayName, 50), { size: 72, bold: true, color: colors.text, width: room, maxHeight: 190 }),
    textImage(clip(profile.title, 80), { size: 44, color: colors.muted, width: room, maxHeight: 110 }),
    textImage(clip(profile.company, 80), { size: 44, color: colors.accent, width: room, maxHeight: 110 }),
    textImage(CARD_TEXTS[profile.language].qrTitle, { size: 30, color: colors.muted, width: room, maxHeight: 80 }),
  ]);
  const layers: OverlayOptions[] = [];
  let y = MARGIN;
  for (const block of [name, title, company].filter((b): b is TextImage => b !== undefined)) {
    layers.push({ input: block.data, top: y, left: left(block) });
    y += block.height + 16;
  }
  const style = qrStyle({ size: QR }, profile);
  const qrTop = H - MARGIN - QR - (scan ? scan.height + 16 : 0);
  layers.push({ input: await qrPng(qrTarget(publicUrl + cardPath(profile.slug)), style), top: qrTop, left: left({ width: QR }) });
  if (scan) layers.push({ input: scan.data, top: qrTop + QR + 16, left: left(scan) });
  const band = `<rect x="${rtl ? W - BAND : 0}" width="${BAND}" height="${H}" fill="${colors.primary}"/>`;
  const base = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${colors.background}"/>${band}</svg>`);
  return sharp(base).composite(layers).png().toBuffer();
}
