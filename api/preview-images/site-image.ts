import { createHash } from 'node:crypto';
import type { OverlayOptions } from 'sharp';
import { heCore } from '../../shared/i18n/he-core';
import { textImage } from './preview-text';
import { SITE_NAMES } from '../../shared/pages/site-names';
import type { CardLanguage } from '../../shared/contract/card-languages';

/** The product's own link-preview picture, for every page that is not a card. */
export const SITE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SITE_IMAGE_ALT = `${SITE_NAMES.he} – ${heCore['app.tagline']}`;

/** The picture's description in a language (it shows the Hebrew name and tagline, and the name in Latin letters). */
export function siteImageAlt(language: CardLanguage, tagline: string): string {
  return language === 'he' ? SITE_IMAGE_ALT : `${SITE_NAMES[language]} – ${tagline}`;
}

const BRAND = '#1d4ed8';
const BRAND_DARK = '#1e3a8a';
const TEXTS = { name: SITE_NAMES.he, latin: SITE_NAMES.en, tagline: heCore['app.tagline'], pitch: heCore['landing.heroTitle'] };
/** Raised when the picture's design changes. */
const DESIGN_REVISION = 1;

/** The picture's address: it changes with its texts and design, so it is cached for good. */
export const SITE_IMAGE_PATH = `/og/kartis-${createHash('sha256').update(JSON.stringify([DESIGN_REVISION, TEXTS])).digest('base64url').slice(0, 16)}.jpg`;

const { width: WIDTH, height: HEIGHT } = SITE_IMAGE_SIZE;

/** A small drawing of a digital card: photo, name and contact lines, on a white card. */
const CARD_DRAWING = `<g transform="translate(96 150)">
<rect width="330" height="330" rx="28" fill="#ffffff"/>
<rect width="330" height="110" rx="28" fill="#93c5fd"/><rect y="82" width="330" height="28" fill="#93c5fd"/>
<circle cx="165" cy="110" r="52" fill="#ffffff"/><circle cx="165" cy="110" r="44" fill="${BRAND}"/>
<rect x="85" y="182" width="160" height="18" rx="9" fill="#111827"/>
<rect x="110" y="212" width="110" height="12" rx="6" fill="#6b7280"/>
<rect x="40" y="248" width="250" height="30" rx="15" fill="${BRAND}"/>
<rect x="40" y="286" width="250" height="24" rx="12" fill="#dbeafe"/>
</g>`;

let drawn: Promise<Buffer> | undefined;

/** The 1200×630 JPEG: the product's name in Hebrew and English, its tagline, and a drawn card, on the brand's blue. */
export function siteImage(): Promise<Buffer> {
  drawn ??= draw();
  return drawn;
}

async function draw(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const textRight = WIDTH - 96;
  const textWidth = WIDTH - 96 - 520;
  const [name, latin, tagline, pitch] = await Promise.all([
    textImage(TEXTS.name, { size: 120, bold: true, color: '#ffffff', width: textWidth, maxHeight: 150 }),
    textImage(TEXTS.latin, { size: 44, color: '#bfdbfe', width: textWidth, maxHeight: 60 }),
    textImage(TEXTS.tagline, { size: 44, bold: true, color: '#ffffff', width: textWidth, maxHeight: 120 }),
    textImage(TEXTS.pitch, { size: 32, color: '#dbeafe', width: textWidth, maxHeight: 90 }),
  ]);
  const layers: OverlayOptions[] = [];
  let y = 110;
  for (const [block, gap] of [[name, 4], [latin, 36], [tagline, 20], [pitch, 0]] as const) {
    if (!block) continue;
    layers.push({ input: block.data, top: y, left: textRight - block.width });
    y += block.height + gap;
  }
  const base = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="1080" cy="580" r="220" fill="#ffffff" fill-opacity="0.06"/>
${CARD_DRAWING}
</svg>`;
  return sharp(Buffer.from(base)).composite(layers).flatten({ background: BRAND }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}
