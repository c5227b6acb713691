/**
 * The toast store: one toast visible, 5000 ms on screen (or until closed, for one that asks the person to act), removal
 * 1,000,000 ms after dismissal.
 */

/** Toast look. */
export type ToastVariant = 'default' | 'destructive' | 'warning';

/** A button inside a toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What callers pass to toast(). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Shows a copy button; defaults to true for destructive toasts. */
  copyable?: boolean;
  action?: ToastAction;
  /**
   * Stays on screen until its action is taken or it is closed: what only a tap on it can do (a waiting update) must not
   * vanish before the person has read it.
   */
  stays?: boolean;
}

/** A toast as the viewport renders it. */
export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'copyable' | 'stays'>> {
  id: string;
  open: boolean;
  description?: string;
  action?: ToastAction;
}

/** Toast timings and limits. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const COPY_CONFIRMATION_MS = 2000;

type Listener = (toasts: readonly ToastItem[]) => void;

/** Creates an independent toast store (the app uses one; tests make their own). */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function publish(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  }

  function scheduleClose(id: string): void {
    clearTimeout(closeTimers.get(id));
    closeTimers.set(id, setTimeout(() => dismiss(id), TOAST_DURATION_MS));
  }

  function remove(id: string): void {
    clearTimeout(closeTimers.get(id));
    clearTimeout(removeTimers.get(id));
    closeTimers.delete(id);
    removeTimers.delete(id);
    publish(toasts.filter((t) => t.id !== id));
  }

  // A toast that asks to act (`stays`) which another one replaced on screen: it comes back once that one closes.
  let covered: ToastItem | undefined;

  /** Closes a toast; it stays in the list (closed) until the removal delay passes. */
  function dismiss(id: string): void {
    clearTimeout(closeTimers.get(id));
    closeTimers.delete(id);
    if (!removeTimers.has(id)) removeTimers.set(id, setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS));
    publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    if (covered && toasts.every((t) => !t.open)) {
      const back = covered;
      covered = undefined;
      put({ ...back, open: true });
    }
  }

  /** Puts a toast on screen in place of the one there. */
  function put(item: ToastItem): void {
    const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
    for (const dropped of toasts.filter((t) => !kept.includes(t))) {
      clearTimeout(closeTimers.get(dropped.id));
      clearTimeout(removeTimers.get(dropped.id));
      closeTimers.delete(dropped.id);
      removeTimers.delete(dropped.id);
    }
    publish(kept);
    if (!item.stays) scheduleClose(item.id);
  }

  /** Shows a toast, replacing the one on screen (one that asks to act comes back after it); returns its id. */
  function show(input: ToastInput): string {
    const id = String(++counter);
    const variant = input.variant ?? 'default';
    const item: ToastItem = {
      id,
      open: true,
      title: input.title,
      description: input.description,
      variant,
      copyable: input.copyable ?? variant === 'destructive',
      action: input.action,
      stays: input.stays ?? false,
    };
    const onScreen = toasts.find((t) => t.open);
    if (item.stays) covered = undefined;
    else if (onScreen?.stays) covered = onScreen;
    put(item);
    return id;
  }

  return {
    show,
    dismiss,
    /** Stops the auto-close while the user hovers or focuses the toast. */
    pause: (id: string) => {
      clearTimeout(closeTimers.get(id));
      closeTimers.delete(id);
    },
    /** Restarts the full display time after a pause. */
    resume: (id: string) => {
      if (toasts.some((t) => t.id === id && t.open && !t.stays)) scheduleClose(id);
    },
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's toast store. */
export const toastStore = createToastStore();

/** Shows a toast (usable outside React: request errors, the service worker update). */
export function toast(input: ToastInput): string {
  return toastStore.show(input);
}
