import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CALL_BACKGROUND_LAYOUTS, CALL_BACKGROUND_SIDES, callBackgroundQuerySchema } from '../../shared/contract/call-background';
import type { PublicProfile } from '../../shared/contract/profiles';
import type { FileStore } from '../../api/file-store/store';
import { renderBackground } from '../../api/print/background';
import { BACKGROUND_GEOMETRY, backgroundColumn, blockLeft, stackTops } from '../../api/print/background-layout';
import { zbarDecode } from '../helpers/zbar';

const { margin, column: COLUMN, top, bottom } = BACKGROUND_GEOMETRY;
/** The part of the frame the person sits in: nothing of the details may reach it. */
const MIDDLE = { from: margin + COLUMN, to: 1920 - margin - COLUMN };

describe('the column of details', () => {
  it('is on the side the card reads from at start, the other at end, on a Hebrew card and an English one', () => {
    expect(backgroundColumn('card', 'start', true)).toMatchObject({ right: true, left: 1920 - margin - COLUMN });
    expect(backgroundColumn('card', 'end', true)).toMatchObject({ right: false, left: margin });
    expect(backgroundColumn('card', 'start', false)).toMatchObject({ right: false, left: margin });
    expect(backgroundColumn('card', 'end', false)).toMatchObject({ right: true, left: 1920 - margin - COLUMN });
  });

  it('leaves the middle third and more of the frame free, whatever the layout and side', () => {
    expect(MIDDLE.to - MIDDLE.from).toBeGreaterThanOrEqual(1920 / 3);
    for (const layout of CALL_BACKGROUND_LAYOUTS) {
      for (const side of CALL_BACKGROUND_SIDES) {
        for (const rtl of [true, false]) {
          const column = backgroundColumn(layout, side, rtl);
          for (const width of [1, 300, COLUMN]) {
            const left = blockLeft(column, width);
            expect(left >= MIDDLE.to || left + width <= MIDDLE.from, `${layout} ${side} ${rtl} ${width}`).toBe(true);
            expect(left).toBeGreaterThanOrEqual(margin);
            expect(left + width).toBeLessThanOrEqual(1920 - margin);
          }
        }
      }
    }
  });

  it("hugs the frame's edge, or sits in the middle of a panel that reaches the edge", () => {
    expect(blockLeft(backgroundColumn('light', 'start', true), 200)).toBe(1920 - margin - 200);
    expect(blockLeft(backgroundColumn('light', 'start', false), 200)).toBe(margin);
    const panel = backgroundColumn('panel', 'start', true);
    expect(panel.panel).toEqual({ left: 1920 - 2 * margin - COLUMN, width: 2 * margin + COLUMN });
    expect(blockLeft(panel, 200)).toBe(panel.left + (COLUMN - 200) / 2);
    expect(backgroundColumn('panel', 'end', true).panel).toEqual({ left: 0, width: 2 * margin + COLUMN });
    expect(backgroundColumn('card', 'end', false).band).toEqual({ left: 1920 - BACKGROUND_GEOMETRY.band, width: BACKGROUND_GEOMETRY.band });
  });
});

describe('stacking the blocks', () => {
  it('centres the stack between the top and the bottom, with the gaps between blocks and none above the first', () => {
    const tops = stackTops([
      { height: 100, gap: 50 },
      { height: 200, gap: 20 },
    ]);
    const total = 100 + 20 + 200;
    expect(tops).toEqual([top + (bottom - top - total) / 2, top + (bottom - top - total) / 2 + 120]);
  });

  it('starts at the top when the stack is taller than the room', () => {
    expect(stackTops([{ height: 2000, gap: 0 }])).toEqual([top]);
  });
});

describe('the query', () => {
  it("defaults to the card's colours on its reading side, and refuses other values", () => {
    expect(callBackgroundQuerySchema.parse({})).toEqual({ layout: 'card', side: 'start' });
    expect(callBackgroundQuerySchema.safeParse({ layout: 'dark' }).success).toBe(false);
    expect(callBackgroundQuerySchema.safeParse({ side: 'left' }).success).toBe(false);
  });
});

const LOGO_ID = 'a'.repeat(24);
const card = (changes: Partial<PublicProfile>): PublicProfile => ({
  id: 1,
  slug: 'noa-levi',
  displayName: 'נועה לוי',
  contactKind: 'person',
  givenName: '',
  familyName: '',
  title: 'עורכת דין',
  company: 'לוי ושות׳',
  bio: '',
  language: 'he',
  template: 'classic',
  primaryColor: '#0f766e',
  backgroundColor: '#ffffff',
  avatar: null,
  cover: null,
  logo: null,
  items: [],
  published: true,
  walletForVisitors: false,
  translations: [],
  version: 1,
  ...changes,
});

/** A store that holds one logo, a red square. */
async function filesWithLogo(): Promise<FileStore> {
  const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#dc2626' } }).webp().toBuffer();
  return { read: async (name: string) => (name === `${LOGO_ID}.webp` ? logo : undefined) } as unknown as FileStore;
}

/** The picture's size, its ground (the colour at its centre), and how many pixels of its middle differ from that. */
async function middleOf(png: Buffer): Promise<{ width: number; height: number; ground: number[]; drawn: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * 3 + c]!);
  const ground = at(960, 540);
  let drawn = 0;
  // The panel of the card's colour reaches 752 px from the edge; the middle between is the ground alone.
  for (let y = 0; y < info.height; y += 2) {
    for (let x = 760; x < 1160; x += 2) {
      if (at(x, y).some((value, c) => Math.abs(value - ground[c]!) > 8)) drawn += 1;
    }
  }
  return { width: info.width, height: info.height, ground, drawn };
}

describe('the drawn background', () => {
  it.each([
    ['card', 'start', 'he'],
    ['panel', 'end', 'ar'],
    ['light', 'start', 'en'],
  ] as const)('%s on the %s side of a %s card: 1920×1080, its QR opens the card, the middle holds only the ground', async (layout, side, language) => {
    const png = await renderBackground(card({ language, logo: `/uploads/${LOGO_ID}.webp`, displayName: language === 'ar' ? 'سلمى حداد' : 'נועה לוי' }), { layout, side }, { files: await filesWithLogo(), publicUrl: 'https://kartis.example' });
    const middle = await middleOf(png);
    expect([middle.width, middle.height]).toEqual([1920, 1080]);
    expect(middle.drawn).toBe(0);
    expect(await zbarDecode(png)).toEqual(['https://kartis.example/p/noa-levi?src=qr']);
  });

  it('draws the plain light layout on a light ground whatever the card\'s colours, and the card layout in them', async () => {
    const files = await filesWithLogo();
    const dark = card({ backgroundColor: '#0b1020', primaryColor: '#f59e0b' });
    const light = await middleOf(await renderBackground(dark, { layout: 'light', side: 'start' }, { files, publicUrl: 'https://kartis.example' }));
    expect(light.ground).toEqual([0xf8, 0xfa, 0xfc]);
    const own = await middleOf(await renderBackground(dark, { layout: 'card', side: 'start' }, { files, publicUrl: 'https://kartis.example' }));
    expect(own.ground).toEqual([0x0b, 0x10, 0x20]);
  });

  it("puts the logo at the column's top on the side asked for", async () => {
    const png = await renderBackground(card({ logo: `/uploads/${LOGO_ID}.webp` }), { layout: 'light', side: 'end' }, { files: await filesWithLogo(), publicUrl: 'https://kartis.example' });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const red: number[] = [];
    for (let x = 0; x < info.width; x += 4) {
      for (let y = 0; y < 540; y += 4) {
        const i = (y * info.width + x) * 3;
        if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red.push(x);
      }
    }
    // A Hebrew card's end is the left: the logo (192 px wide at 96 px high) starts at the margin.
    expect(Math.min(...red)).toBeGreaterThanOrEqual(margin);
    expect(Math.min(...red)).toBeLessThan(margin + 4);
    expect(Math.max(...red)).toBeLessThan(margin + 192);
  });
});
