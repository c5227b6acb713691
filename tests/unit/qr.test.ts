import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { qrModules, qrPng, qrStyle, qrSvg, qrTarget } from '../../api/public-profiles/qr';
import { zbarDecode } from '../helpers/zbar';

const THEME = { primaryColor: '#1d4ed8', backgroundColor: '#ffffff' };
const URL_TEXT = qrTarget('https://kartis.example/p/noa-levi');

async function decodePng(png: Buffer): Promise<{ text: string | undefined; width: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return { text: code?.data, width: info.width };
}

describe('qrStyle', () => {
  it("defaults to 512 px in the card's primary colour on its light background", () => {
    expect(qrStyle({}, THEME)).toEqual({ size: 512, fg: '#1d4ed8', bg: '#ffffff' });
  });

  it('puts a dark card on white and falls back to near-black when the primary colour is too pale', () => {
    expect(qrStyle({}, { primaryColor: '#1d4ed8', backgroundColor: '#0b1020' })).toEqual({ size: 512, fg: '#1d4ed8', bg: '#ffffff' });
    expect(qrStyle({}, { primaryColor: '#fde68a', backgroundColor: '#ffffff' })).toEqual({ size: 512, fg: '#111827', bg: '#ffffff' });
  });

  it('accepts asked-for sizes and colours with or without #', () => {
    expect(qrStyle({ size: '128', fg: '#000000', bg: 'FFFFFF' }, THEME)).toEqual({ size: 128, fg: '#000000', bg: '#ffffff' });
  });

  it.each([{ size: '127' }, { size: '1025' }, { size: '300.5' }, { fg: 'blue' }, { bg: '#fff' }, { fg: 'eeeeee', bg: 'ffffff' }])('refuses %o', (query) => {
    expect(() => qrStyle(query, THEME)).toThrow(ZodError);
  });
});

describe('qrPng and qrSvg', () => {
  it('encode the exact URL, readable by an independent decoder, at the asked size', async () => {
    const png = await qrPng(URL_TEXT, { size: 256, fg: '#1d4ed8', bg: '#ffffff' });
    expect(await decodePng(png)).toEqual({ text: 'https://kartis.example/p/noa-levi?src=qr', width: 256 });
  });

  it('draws the SVG in the chosen colours and it decodes once rasterised', async () => {
    const svg = await qrSvg(URL_TEXT, { size: 300, fg: '#7c2d12', bg: '#fefce8' });
    expect(svg).toContain('fill="#fefce8"');
    expect(svg).toContain('stroke="#7c2d12"');
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await decodePng(png)).text).toBe('https://kartis.example/p/noa-levi?src=qr');
  });
});

/** A plain coloured picture as a logo. */
const logo = async (background: string) => ({ image: await sharp({ create: { width: 300, height: 180, channels: 3, background } }).png().toBuffer() });

describe('a logo in the middle', () => {
  it('keeps the PNG readable by zbar at every size, the logo covering at most a fifth of the code', async () => {
    for (const size of [256, 512, 1024]) {
      const png = await qrPng(URL_TEXT, { size, fg: '#1d4ed8', bg: '#ffffff' }, await logo('#e11d48'));
      expect(await zbarDecode(png)).toEqual(['https://kartis.example/p/noa-levi?src=qr']);
      // The logo's red shows in the middle, and covers no more than 20 % of the symbol (the quiet zone excluded).
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! < 80) red += 1;
      const modules = (await qrModules(URL_TEXT, 'H')).length;
      const symbol = (info.width * modules) / (modules + 8);
      expect(red / symbol ** 2).toBeGreaterThan(0.03);
      expect(red / symbol ** 2).toBeLessThanOrEqual(0.2);
    }
  });

  it('keeps the SVG readable once rasterised, with the logo embedded', async () => {
    const svg = await qrSvg(URL_TEXT, { size: 512, fg: '#7c2d12', bg: '#fefce8' }, await logo('#0f766e'));
    expect(svg).toContain('<image ');
    expect(await zbarDecode(await sharp(Buffer.from(svg)).png().toBuffer())).toEqual(['https://kartis.example/p/noa-levi?src=qr']);
  });

  it('draws without a logo at level M and with one at level H', async () => {
    expect((await qrModules(URL_TEXT, 'H')).length).toBeGreaterThan((await qrModules(URL_TEXT, 'M')).length);
    expect(await zbarDecode(await qrPng(URL_TEXT, { size: 512, fg: '#000000', bg: '#ffffff' }))).toEqual(['https://kartis.example/p/noa-levi?src=qr']);
  });
});
