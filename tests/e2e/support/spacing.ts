import type { Locator } from '@playwright/test';

/** The room between two things one under the other: from the bottom edge of `above` to the top edge of `below` (px). */
export async function roomBetween(above: Locator, below: Locator): Promise<number> {
  const [top, bottom] = [await above.boundingBox(), await below.boundingBox()];
  if (!top || !bottom) throw new Error('one of them is not shown');
  return bottom.y - (top.y + top.height);
}

/** Enough room for the eye to see two things apart (0.75 rem). */
export const APART = 12;
