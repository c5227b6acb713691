import { existsSync } from 'node:fs';

/**
 * Fonts with Hebrew and Latin letters, regular then bold, in the places Debian and most distributions put them.
 * The first one present is handed to Pango by file, so a Hebrew name never falls back to a font without Hebrew;
 * without any of them, fontconfig's own sans-serif draws the text.
 */
const FONT_CANDIDATES = [
  { family: 'DejaVu Sans', regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { family: 'Noto Sans Hebrew', regular: '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf', bold: '/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf' },
  { family: 'Liberation Sans', regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' },
  { family: 'FreeSans', regular: '/usr/share/fonts/truetype/freefont/FreeSans.ttf', bold: '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf' },
];

interface Font {
  family: string;
  regular?: string;
  bold?: string;
}

let chosenFont: Font | undefined;
function font(): Font {
  chosenFont ??= FONT_CANDIDATES.find((candidate) => existsSync(candidate.regular) && existsSync(candidate.bold)) ?? { family: 'sans-serif' };
  return chosenFont;
}

/** What one block of text in a preview image looks like. */
export interface TextStyle {
  /** Font size in pixels. */
  size: number;
  bold?: boolean;
  color: string;
  /** Lines wrap at this width. */
  width: number;
  /** A block taller than this is drawn smaller until it fits. */
  maxHeight: number;
  /**
   * The direction of the card the text is on. Without it Pango takes the first letter's, so a Hebrew card's "CEO · כרמל"
   * or "ABC בע״מ" would be laid out left to right, read in the wrong order.
   */
  direction?: 'rtl' | 'ltr';
}

/** The mark that sets a paragraph's direction before its first letter: RLM or LRM. */
const DIRECTION_MARK = { rtl: '\u200f', ltr: '\u200e' } as const;

/** A rendered block of text: a transparent PNG no wider than asked, and its size. */
export interface TextImage {
  data: Buffer;
  width: number;
  height: number;
}

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Draws text with Pango, which shapes Hebrew and orders mixed Hebrew and English right to left by itself. Lines
 * start at the paragraph's own side: Pango swaps "left" for a right-to-left paragraph.
 */
export async function textImage(text: string, style: TextStyle): Promise<TextImage | undefined> {
  if (!text.trim()) return undefined;
  const { family, regular, bold } = font();
  const fontfile = style.bold ? bold : regular;
  const { default: sharp } = await import('sharp');
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${style.color}">${style.direction ? DIRECTION_MARK[style.direction] : ''}${escapeMarkup(text)}</span>`,
        font: `${family}${style.bold ? ' Bold' : ''} ${style.size}`,
        ...(fontfile ? { fontfile } : {}),
        rgba: true,
        align: 'left',
        wrap: 'word-char',
        width: style.width,
        // With a height as well, libvips picks the resolution that fills the box: used only to shrink.
        ...(fit ? { height: style.maxHeight } : { dpi: 72 }),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let image = await render(false);
  if (image.info.height > style.maxHeight) image = await render(true);
  return { data: image.data, width: image.info.width, height: image.info.height };
}

/** The isolate that keeps a part of a line in the card's direction: RLI or LRI, each closed by PDI. */
const ISOLATE = { rtl: '\u2067', ltr: '\u2066' } as const;

/**
 * A card's line of parts (its title and company) joined by " · ", each part kept whole in the card's direction: joined
 * bare, a Hebrew card's "CEO" and "ABC בע״מ" ran together into one English phrase, "CEO · ABC", read before "בע״מ".
 */
export function joinedLine(parts: readonly string[], direction: 'rtl' | 'ltr'): string {
  return parts
    .filter((part) => part.trim())
    .map((part) => `${ISOLATE[direction]}${part}\u2069`)
    .join(' · ');
}

/** Text cut to a length a preview can show, with an ellipsis when cut. */
export function clip(text: string, length: number): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  return tidy.length > length ? `${tidy.slice(0, length - 1).trimEnd()}…` : tidy;
}
