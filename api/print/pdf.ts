import type { PublicProfile } from '../../shared/contract/profiles';
import { drawPrintSide, moduleRuns, PRINT_CANVAS, PRINT_SIZE_MM, type PrintContext, type PrintDesign } from './card-print';

const POINTS_PER_MM = 72 / 25.4;

/** `#rrggbb` as pdf-lib's 0–1 components. */
function components(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/**
 * The print-ready PDF of a card: two pages (front, back), each 85.6 × 54 mm with 3 mm bleed (the MediaBox and BleedBox
 * the whole page, the TrimBox the card), the drawn side as a 300 dpi picture and the QR on top as vector rectangles.
 */
export async function printPdf(profile: PublicProfile, design: PrintDesign, context: PrintContext): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(profile.displayName);
  pdf.setCreator('Kartis');
  const width = (PRINT_SIZE_MM.width + 2 * PRINT_SIZE_MM.bleed) * POINTS_PER_MM;
  const height = (PRINT_SIZE_MM.height + 2 * PRINT_SIZE_MM.bleed) * POINTS_PER_MM;
  const bleed = PRINT_SIZE_MM.bleed * POINTS_PER_MM;
  // Pixels of the drawn picture to points of the page (the picture fills the page).
  const [scaleX, scaleY] = [width / PRINT_CANVAS.width, height / PRINT_CANVAS.height];
  for (const side of ['front', 'back'] as const) {
    const { picture, qr } = await drawPrintSide(profile, design, side, context);
    const page = pdf.addPage([width, height]);
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
    page.drawImage(await pdf.embedPng(picture), { x: 0, y: 0, width, height });
    if (!qr) continue;
    const unit = qr.size / qr.modules.length;
    const color = rgb(...components(qr.color));
    for (const { row, col, length } of moduleRuns(qr.modules)) {
      const top = (qr.top + (row + 1) * unit) * scaleY;
      page.drawRectangle({ x: (qr.left + col * unit) * scaleX, y: height - top, width: length * unit * scaleX, height: unit * scaleY, color });
    }
  }
  return pdf.save();
}
