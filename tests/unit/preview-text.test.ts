import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { joinedLine, textImage, type TextImage, type TextStyle } from '../../api/preview-images/preview-text';

const STYLE: TextStyle = { size: 40, color: '#000000', width: 1000, maxHeight: 200 };

async function drawn(text: string, style: Partial<TextStyle> = {}): Promise<TextImage> {
  const image = await textImage(text, { ...STYLE, ...style });
  if (!image) throw new Error(`nothing drawn for ${text}`);
  return image;
}

/** The ink of each column of a drawn line, whatever its height. */
async function columns(image: TextImage): Promise<number[]> {
  const alpha = await sharp(image.data).extractChannel('alpha').raw().toBuffer();
  return Array.from({ length: image.width }, (_, x) => {
    let ink = 0;
    for (let y = 0; y < image.height; y += 1) ink += alpha[y * image.width + x]!;
    return ink;
  });
}

/** How far the strip of a line starting at column `left` is from a word drawn alone (0: the same ink). */
async function distance(line: TextImage, left: number, word: TextImage): Promise<number> {
  const [strip, ink] = await Promise.all([columns(line), columns(word)]);
  return ink.reduce((sum, value, x) => sum + Math.abs(value - strip[left + x]!), 0) / ink.length;
}

describe('a line of a card drawn in a picture', () => {
  it("on a Hebrew card, starts at the right with its first word, also when that word is English (a title, a company's name)", async () => {
    const title = await drawn('CEO');
    for (const line of ['CEO · כרמל פתרונות', 'CEO כרמל', joinedLine(['CEO', 'ABC בע"מ'], 'rtl')]) {
      const image = await drawn(line, { direction: 'rtl' });
      const atRight = await distance(image, image.width - title.width, title);
      const atLeft = await distance(image, 0, title);
      expect(atRight, line).toBeLessThan(atLeft / 3);
    }
  });

  it('on an English card, starts at the left with its first word, also when that word is Hebrew', async () => {
    const company = await drawn('כרמל', { direction: 'rtl' });
    const image = await drawn('כרמל · Sales', { direction: 'ltr' });
    expect(await distance(image, 0, company)).toBeLessThan((await distance(image, image.width - company.width, company)) / 3);
  });
});
