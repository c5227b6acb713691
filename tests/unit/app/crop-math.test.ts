import { describe, expect, it } from 'vitest';
import { clampView, cropRect, fitWithin, frameInStage, initialView, MAX_ZOOM, movePicture, zoomPicture } from '../../../app/features/editor/crop-math';

/** A 12 MP phone photo held upright. */
const PORTRAIT = { width: 3000, height: 4000 };
const COVER = 8 / 3;

describe('crop rectangle', () => {
  it('starts with the largest crop of the frame’s shape, centred', () => {
    expect(cropRect(PORTRAIT, 1, initialView(PORTRAIT))).toEqual({ x: 0, y: 500, width: 3000, height: 3000 });
    expect(cropRect(PORTRAIT, COVER, initialView(PORTRAIT))).toEqual({ x: 0, y: 1437.5, width: 3000, height: 1125 });
    expect(cropRect({ width: 4000, height: 1000 }, 1, initialView({ width: 4000, height: 1000 }))).toEqual({ x: 1500, y: 0, width: 1000, height: 1000 });
  });

  it('zooming in keeps the centre and divides the crop by the zoom', () => {
    const view = zoomPicture(PORTRAIT, 1, initialView(PORTRAIT), 2);
    expect(cropRect(PORTRAIT, 1, view)).toEqual({ x: 750, y: 1250, width: 1500, height: 1500 });
  });

  it('never zooms out past the whole picture nor in past the most zoom', () => {
    expect(zoomPicture(PORTRAIT, 1, initialView(PORTRAIT), 0.2).zoom).toBe(1);
    expect(zoomPicture(PORTRAIT, 1, initialView(PORTRAIT), 99).zoom).toBe(MAX_ZOOM);
  });

  it('keeps the picture point under the fingers where it is while pinching', () => {
    const start = initialView(PORTRAIT);
    const focus = { x: 1000, y: 1500 };
    const before = cropRect(PORTRAIT, 1, start);
    const view = zoomPicture(PORTRAIT, 1, start, 2, focus);
    const after = cropRect(PORTRAIT, 1, view);
    // The focus sits at the same share of the frame before and after.
    expect((focus.x - after.x) / after.width).toBeCloseTo((focus.x - before.x) / before.width);
    expect((focus.y - after.y) / after.height).toBeCloseTo((focus.y - before.y) / before.height);
  });

  it('moving the picture right shows what was to its left, and stops at the picture’s edge', () => {
    const zoomed = zoomPicture(PORTRAIT, 1, initialView(PORTRAIT), 2);
    expect(cropRect(PORTRAIT, 1, movePicture(PORTRAIT, 1, zoomed, 300, 0)).x).toBe(450);
    expect(cropRect(PORTRAIT, 1, movePicture(PORTRAIT, 1, zoomed, 0, -400)).y).toBe(1650);
    const farDown = movePicture(PORTRAIT, 1, zoomed, 0, 99_999);
    expect(cropRect(PORTRAIT, 1, farDown).y).toBe(0);
    // Pulled back inside: one move the other way moves at once, nothing is spent undoing the overshoot.
    expect(cropRect(PORTRAIT, 1, movePicture(PORTRAIT, 1, farDown, 0, -100)).y).toBe(100);
  });

  it('a view that asks past the edges is brought back inside', () => {
    expect(clampView(PORTRAIT, 1, { zoom: 1, centerX: -50, centerY: 9000 })).toEqual({ zoom: 1, centerX: 1500, centerY: 2500 });
  });
});

describe('sizes', () => {
  it('scales down to the longest side, never up, in whole pixels', () => {
    expect(fitWithin({ width: 3000, height: 1125 }, 1600)).toEqual({ width: 1600, height: 600 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin({ width: 640, height: 480 }, 1600)).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 10_000, height: 1 }, 800)).toEqual({ width: 800, height: 1 });
  });

  it('puts the frame in the middle of the stage with room around it', () => {
    expect(frameInStage({ width: 300, height: 300 }, 1)).toEqual({ x: 18, y: 18, width: 264, height: 264 });
    const cover = frameInStage({ width: 300, height: 225 }, COVER);
    expect(cover.width).toBe(264);
    expect(cover.height).toBeCloseTo(99);
    expect(cover.y).toBeCloseTo(63);
    // A stage lower than the frame's shape: the frame fits its height instead.
    const low = frameInStage({ width: 400, height: 100 }, 1);
    expect(low).toEqual({ x: 174, y: 24, width: 52, height: 52 });
  });
});
