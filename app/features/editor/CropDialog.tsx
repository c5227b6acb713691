import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';
import { formatPercent } from '../../lib/format';
import {
  cropRect,
  frameInStage,
  initialView,
  movePicture,
  zoomPicture,
  MAX_ZOOM,
  MIN_ZOOM,
  MOVE_STEP,
  ZOOM_STEP,
  type CropRect,
  type CropView,
  type Size,
} from './crop-math';
import type { ImageShape } from './image-shapes';
import { useCropGestures } from './use-crop-gestures';

/** Longest side of the copy drawn while the owner moves the picture: a 12 MP photo redrawn on every move would lag. */
const PREVIEW_SIDE = 2048;

/** A smaller copy of the picture for the stage (the crop itself is cut from the full picture). */
function usePreview(picture: ImageBitmap): ImageBitmap {
  const [preview, setPreview] = useState<ImageBitmap>(picture);
  useEffect(() => {
    const scale = PREVIEW_SIDE / Math.max(picture.width, picture.height);
    if (scale >= 1) return;
    let copy: ImageBitmap | undefined;
    let stale = false;
    void createImageBitmap(picture, { resizeWidth: Math.round(picture.width * scale), resizeHeight: Math.round(picture.height * scale), resizeQuality: 'medium' })
      .then((made) => {
        copy = made;
        if (stale) made.close();
        else setPreview(made);
      })
      .catch(() => undefined);
    return () => {
      stale = true;
      copy?.close();
    };
  }, [picture]);
  return preview;
}

/** The stage's size in CSS pixels, followed as the dialog resizes. */
function useStageSize(stage: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  return size;
}

function traceFrame(context: CanvasRenderingContext2D, frame: CropRect, round: boolean): void {
  if (round) context.ellipse(frame.x + frame.width / 2, frame.y + frame.height / 2, frame.width / 2, frame.height / 2, 0, 0, 2 * Math.PI);
  else context.rect(frame.x, frame.y, frame.width, frame.height);
}

/** Draws the picture as the view places it, dimmed outside the frame, with the frame's outline. */
function drawStage(canvas: HTMLCanvasElement, preview: ImageBitmap, picture: Size, stage: Size, frame: CropRect, crop: CropRect, round: boolean): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(stage.width * ratio);
  canvas.height = Math.round(stage.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = '#1f2937';
  context.fillRect(0, 0, stage.width, stage.height);
  const scale = frame.width / crop.width;
  context.drawImage(preview, frame.x - crop.x * scale, frame.y - crop.y * scale, picture.width * scale, picture.height * scale);
  context.beginPath();
  context.rect(0, 0, stage.width, stage.height);
  traceFrame(context, frame, round);
  context.fillStyle = 'rgb(17 24 39 / 0.6)';
  context.fill('evenodd');
  context.beginPath();
  traceFrame(context, frame, round);
  context.strokeStyle = '#ffffff';
  context.lineWidth = 2;
  context.stroke();
}

/**
 * Places a chosen picture in the frame it will be shown in (a circle for the profile photo, the cover's strip):
 * drag or arrow keys move it, pinch, the wheel, the slider or + and − zoom it. Confirm hands back the part kept.
 */
export function CropDialog({
  picture,
  shape,
  title,
  onConfirm,
  onCancel,
}: {
  picture: ImageBitmap;
  shape: ImageShape;
  title: string;
  onConfirm: (region: CropRect) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const image: Size = { width: picture.width, height: picture.height };
  const [view, setView] = useState<CropView>(() => initialView(image));
  const preview = usePreview(picture);
  const stage = useStageSize(stageRef);
  const frame = frameInStage(stage, shape.aspect);
  const crop = cropRect(image, shape.aspect, view);

  useLayoutEffect(() => {
    if (canvasRef.current && stage.width > 0) drawStage(canvasRef.current, preview, image, stage, frame, crop, shape.round);
  });

  /** Screen pixels per picture pixel in a view. */
  const scaleOf = (current: CropView) => frame.width / cropRect(image, shape.aspect, current).width;
  const pan = (dx: number, dy: number) => setView((current) => movePicture(image, shape.aspect, current, dx / scaleOf(current), dy / scaleOf(current)));
  const zoomTo = (zoom: number) => setView((current) => zoomPicture(image, shape.aspect, current, zoom));

  useCropGestures(stageRef, {
    onPan: pan,
    onZoom: (factor, x, y) =>
      setView((current) => {
        const kept = cropRect(image, shape.aspect, current);
        const scale = scaleOf(current);
        const focus = { x: kept.x + (x - frame.x) / scale, y: kept.y + (y - frame.y) / scale };
        return zoomPicture(image, shape.aspect, current, current.zoom * factor, focus);
      }),
  });

  function onKeyDown(event: KeyboardEvent) {
    const step = MOVE_STEP * frame.width;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(-step, 0),
      ArrowRight: () => pan(step, 0),
      ArrowUp: () => pan(0, -step),
      ArrowDown: () => pan(0, step),
      '+': () => zoomTo(view.zoom + ZOOM_STEP),
      '=': () => zoomTo(view.zoom + ZOOM_STEP),
      '-': () => zoomTo(view.zoom - ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <Dialog open onClose={onCancel} labelledBy={titleId} className="crop-dialog">
      <h2 id={titleId}>{title}</h2>
      {/* A surface moved in two dimensions by drag and arrow keys is what the application role is for. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={stageRef}
        className={`crop-stage${shape.aspect < 1.2 ? ' crop-stage-square' : ''}`}
        role="application"
        aria-label={t('editor.crop.area')}
        aria-describedby={hintId}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvasRef} aria-hidden="true" />
      </div>
      <p id={hintId} className="field-hint">
        {t('editor.crop.hint')}
      </p>
      <div className="crop-zoom">
        <Button variant="secondary" className="crop-zoom-button" aria-label={t('editor.crop.zoomOut')} onClick={() => zoomTo(view.zoom - ZOOM_STEP)}>
          −
        </Button>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          aria-label={t('editor.crop.zoom')}
          aria-valuetext={formatPercent(Math.round(view.zoom * 100) / 100)}
          onChange={(event) => zoomTo(Number(event.currentTarget.value))}
        />
        <Button variant="secondary" className="crop-zoom-button" aria-label={t('editor.crop.zoomIn')} onClick={() => zoomTo(view.zoom + ZOOM_STEP)}>
          +
        </Button>
      </div>
      <div className="button-row">
        <Button onClick={() => onConfirm(crop)}>{t('editor.crop.confirm')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
