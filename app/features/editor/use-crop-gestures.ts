import { useEffect, useRef, type RefObject } from 'react';

/** What the gestures on the crop stage ask for, in screen pixels relative to the stage. */
export interface CropGestureHandlers {
  /** Drag with one finger or the mouse: the picture follows by (dx, dy). */
  onPan: (dx: number, dy: number) => void;
  /** Pinch or the mouse wheel: zoom by `factor` around the stage point (x, y). */
  onZoom: (factor: number, x: number, y: number) => void;
}

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Touch drag, two-finger pinch, mouse drag and wheel on `stage`, turned into pans and zooms. */
export function useCropGestures(stage: RefObject<HTMLElement | null>, handlers: CropGestureHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const pointers = new Map<number, Point>();
    const local = (event: PointerEvent | WheelEvent): Point => {
      const box = element.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      element.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, local(event));
    };
    const onMove = (event: PointerEvent) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const now = local(event);
      const other = [...pointers].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const start = distance(before, other);
        const end = distance(now, other);
        const focus = middle(now, other);
        if (start > 0) latest.current.onZoom(end / start, focus.x, focus.y);
        const centre = middle(before, other);
        latest.current.onPan(focus.x - centre.x, focus.y - centre.y);
      } else {
        latest.current.onPan(now.x - before.x, now.y - before.y);
      }
      pointers.set(event.pointerId, now);
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    // Not passive: the wheel zooms the picture instead of scrolling the page behind the dialog.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = local(event);
      latest.current.onZoom(Math.exp(-event.deltaY / 500), at.x, at.y);
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [stage]);
}
