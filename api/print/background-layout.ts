import { CALL_BACKGROUND_SIZE, type CallBackgroundLayout, type CallBackgroundSide } from '../../shared/contract/call-background';

const { width: W, height: H } = CALL_BACKGROUND_SIZE;

/**
 * Where things sit on a video-call background, in pixels of the 1920×1080 frame. The details keep to a column
 * `column` wide, `margin` from the frame's side, so the middle third (640 to 1280) stays free for the person; top to bottom
 * they keep between `top` and `bottom`, above where Zoom, Meet and Teams write the person's name.
 */
export const BACKGROUND_GEOMETRY = { margin: 96, column: 544, top: 80, bottom: H - 120, band: 24, qr: 300 } as const;

/** The column of details: where it starts, the side it is on, how blocks line up in it, and its coloured panel if any. */
export interface BackgroundColumn {
  left: number;
  width: number;
  /** On the frame's right (the start of a Hebrew or Arabic card, the end of an English one). */
  right: boolean;
  /** Blocks hug the frame's edge, or (on a panel) sit in the middle of the column. */
  align: 'edge' | 'center';
  /** The panel of the card's colour behind the column, full height, from the frame's edge. */
  panel?: { left: number; width: number };
  /** The band of the card's colour along the frame's edge on the details' side. */
  band?: { left: number; width: number };
}

/** The column for a layout and side: `start` is the side the card's language reads from. Never mirrored. */
export function backgroundColumn(layout: CallBackgroundLayout, side: CallBackgroundSide, rtl: boolean): BackgroundColumn {
  const { margin, column, band } = BACKGROUND_GEOMETRY;
  const right = (side === 'start') === rtl;
  const left = right ? W - margin - column : margin;
  const edge = (width: number) => ({ left: right ? W - width : 0, width });
  if (layout === 'panel') return { left, width: column, right, align: 'center', panel: edge(2 * margin + column) };
  if (layout === 'card') return { left, width: column, right, align: 'edge', band: edge(band) };
  return { left, width: column, right, align: 'edge' };
}

/** The x of a block `width` wide in the column. */
export function blockLeft(column: BackgroundColumn, width: number): number {
  if (column.align === 'center') return column.left + Math.round((column.width - width) / 2);
  return column.right ? column.left + column.width - width : column.left;
}

/** A block of the column: its height, and the space above it (ignored for the first). */
export interface StackedBlock {
  height: number;
  gap: number;
}

/**
 * The tops of blocks stacked one under another, the stack centred between the column's top and bottom. A stack
 * taller than that starts at the top (the blocks' own heights are capped so that it does not happen).
 */
export function stackTops(blocks: readonly StackedBlock[]): number[] {
  const { top, bottom } = BACKGROUND_GEOMETRY;
  const total = blocks.reduce((sum, block, index) => sum + block.height + (index === 0 ? 0 : block.gap), 0);
  let y = top + Math.max(0, Math.round((bottom - top - total) / 2));
  return blocks.map((block, index) => {
    if (index > 0) y += block.gap;
    const at = y;
    y += block.height;
    return at;
  });
}
