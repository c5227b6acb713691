import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, it } from 'vitest';

const indexHtml = readFileSync(new URL('../../app/index.html', import.meta.url), 'utf8');

it("an iPhone's home screen shows the app's icon whole: the icon it is given has no see-through corners, which iOS paints black", async () => {
  const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
  expect(href).toBeDefined();
  const { data, info } = await sharp(new URL(`../../public${href!}`, import.meta.url).pathname).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([180, 180]);
  let leastAlpha = 255;
  for (let i = 3; i < data.length; i += 4) leastAlpha = Math.min(leastAlpha, data[i]!);
  expect(leastAlpha).toBe(255);
});
