/** Width and height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The part of the (upright) picture that is kept, in the picture's own pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the picture sits in the frame: its zoom (1 = the largest crop of the frame's shape) and the picture point at the frame's centre. */
export interface CropView {
  zoom: number;
  centerX: number;
  centerY: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** What one press of + or − (or their buttons) adds to the zoom. */
export const ZOOM_STEP = 0.25;
/** What one arrow key press moves the picture, as a share of the frame. */
export const MOVE_STEP = 0.05;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest rectangle of `aspect` (width ÷ height) that fits in the picture. */
function largestCrop(image: Size, aspect: number): Size {
  return image.width / image.height > aspect ? { width: image.height * aspect, height: image.height } : { width: image.width, height: image.width / aspect };
}

/** The picture as first shown: all of it that fits the frame's shape, centred. */
export function initialView(image: Size): CropView {
  return { zoom: MIN_ZOOM, centerX: image.width / 2, centerY: image.height / 2 };
}

/** The rectangle a view keeps: never past the picture's edges, whatever the view asks. */
export function cropRect(image: Size, aspect: number, view: CropView): CropRect {
  const largest = largestCrop(image, aspect);
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const width = largest.width / zoom;
  const height = largest.height / zoom;
  const x = clamp(view.centerX - width / 2, 0, image.width - width);
  const y = clamp(view.centerY - height / 2, 0, image.height - height);
  return { x, y, width, height };
}

/** The same view pulled back inside the picture and the zoom range, so further moves start from what is shown. */
export function clampView(image: Size, aspect: number, view: CropView): CropView {
  const rect = cropRect(image, aspect, view);
  return { zoom: clamp(view.zoom, MIN_ZOOM, MAX_ZOOM), centerX: rect.x + rect.width / 2, centerY: rect.y + rect.height / 2 };
}

/** Moves the picture by (dx, dy) of its own pixels: the frame then shows what was up and to the left of it for positive values. */
export function movePicture(image: Size, aspect: number, view: CropView, dx: number, dy: number): CropView {
  return clampView(image, aspect, { ...view, centerX: view.centerX - dx, centerY: view.centerY - dy });
}

/** Zooms to `zoom` keeping the picture point `focus` (by default the frame's centre) where it is in the frame. */
export function zoomPicture(image: Size, aspect: number, view: CropView, zoom: number, focus?: { x: number; y: number }): CropView {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const start = clampView(image, aspect, view);
  if (!focus) return clampView(image, aspect, { ...start, zoom: next });
  const ratio = start.zoom / next;
  return clampView(image, aspect, {
    zoom: next,
    centerX: focus.x + (start.centerX - focus.x) * ratio,
    centerY: focus.y + (start.centerY - focus.y) * ratio,
  });
}

/** A size scaled down (never up) so that its longest side is at most `maxSide`, in whole pixels. */
export function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Where the frame sits on the crop stage: centred, as large as fits with a margin around it to see what is left out. */
export function frameInStage(stage: Size, aspect: number): CropRect {
  const margin = Math.max(12, stage.width * 0.06);
  let width = stage.width - 2 * margin;
  let height = width / aspect;
  if (height > stage.height - 2 * margin) {
    height = stage.height - 2 * margin;
    width = height * aspect;
  }
  return { x: (stage.width - width) / 2, y: (stage.height - height) / 2, width, height };
}
