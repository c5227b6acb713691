import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n';
import { withAddressesWrapped } from '../i18n/isolated';
import { useMediaQuery } from '../lib/use-media-query';
import { useTopDialog } from '../lib/open-dialogs';
import { COPY_CONFIRMATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStore, type ToastItem } from '../lib/toast';

/**
 * Phones and tablets: the toasts show in the slot at the top of the screen (components.css). Up to here the open support
 * chat (384 px at the corner, a sheet on a phone) reaches the corner a 26rem toast would float in, and lay over it.
 */
const TOASTS_AT_THE_TOP = '(max-width: 52.99rem)';

/** The slots open now, the topmost last: on a phone the toasts show in the last (the open support chat's, else the header's). */
let slots: HTMLElement[] = [];
const slotListeners = new Set<() => void>();
function publishSlots(next: HTMLElement[]): void {
  slots = next;
  for (const listener of slotListeners) listener();
}
function holdSlot(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  publishSlots([...slots, element]);
  return () => publishSlots(slots.filter((other) => other !== element));
}
function subscribeSlots(listener: () => void): () => void {
  slotListeners.add(listener);
  return () => void slotListeners.delete(listener);
}

/**
 * Where the toasts show on a phone or a tablet: in the sticky header's row, in the place of its logo and links for their
 * few seconds, beside its buttons (on a page without a header, over the top of the screen; while the support chat is
 * open, as its line under its title). A toast so never moves the page under the finger, nor lies over the header's menu
 * button and bell, the page's heading, the sticky save bar or the chat's button at the foot of the screen; one longer
 * than the header's row holds lies under the header, across the screen, until it closes.
 */
export function ToastSlot({ alone = false }: { alone?: boolean }) {
  return <div ref={holdSlot} className={alone ? 'toast-slot toast-slot-alone' : 'toast-slot'} />;
}

/** Where the focus was when F8 took it to the toasts. */
let focusBeforeToasts: HTMLElement | null = null;

/**
 * Closes a toast. When it held the focus (reached with F8), the focus goes back to where F8 found it, else to the
 * page's main content: the closed toast's button would drop it to the top of the page.
 */
function dismissToast(id: ToastItem['id'], element: HTMLElement | null): void {
  if (element?.contains(document.activeElement)) {
    const back = focusBeforeToasts?.isConnected && !element.contains(focusBeforeToasts) ? focusBeforeToasts : document.getElementById('main');
    back?.focus();
  }
  toastStore.dismiss(id);
}

/**
 * Where toasts appear; F8 moves focus here. While a modal dialog is open the toasts render inside it, as its first
 * line: the page under a modal is inert and below its backdrop, and a toast there could be neither seen well nor used.
 * On a phone or a tablet they render in the ToastSlot; on a wider screen they float in the corner the support chat leaves free.
 */
export function ToastViewport() {
  const t = useT();
  const dialog = useTopDialog();
  const atTheTop = useMediaQuery(TOASTS_AT_THE_TOP);
  const topSlot = useSyncExternalStore(subscribeSlots, () => slots.at(-1) ?? null, () => null);
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      if (!ref.current?.contains(document.activeElement)) focusBeforeToasts = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = ref.current?.querySelector<HTMLElement>('.toast') ?? ref.current;
      target?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const host = dialog ?? (atTheTop ? topSlot : null);
  const inHeader = Boolean(host?.parentElement?.classList.contains('header-inner'));

  // A toast the header's row cannot hold beside its buttons goes under the header, across the screen: in the row's
  // narrow column a long one ran down the page a few words a line. Measured in the row before the browser paints, and
  // again when the toasts' size changes (another toast, a turned phone); each measure ends where it began, so it settles.
  useLayoutEffect(() => {
    const section = ref.current;
    const list = section?.querySelector('ol');
    if (!section || !list || !inHeader) return;
    // Sizes, not places on the screen: a toast sliding in is not yet where it stays.
    const place = () => {
      section.removeAttribute('data-under-header');
      section.toggleAttribute('data-under-header', list.offsetHeight > section.clientHeight + 1);
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(list);
    return () => resized.disconnect();
  }, [inHeader]);

  const viewport = (
    <section ref={ref} className="toast-viewport" aria-label={t('toast.region')} tabIndex={-1}>
      <ol>
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </ol>
    </section>
  );
  return host ? createPortal(viewport, host) : viewport;
}

function ToastCard({ item }: { item: ToastItem }) {
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  const [offset, setOffset] = useState(0);

  // In a dialog the toast is the dialog's first line: a dialog scrolled down to its buttons brings it into view.
  useEffect(() => {
    if (ref.current?.closest('dialog')) ref.current.scrollIntoView({ block: 'nearest' });
  }, []);

  // Native listeners: the toast pauses on hover/focus, Escape closes it, a 50 px swipe dismisses it.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let swipeStart: number | null = null;
    let moved = 0;
    const pause = () => toastStore.pause(item.id);
    const resume = () => toastStore.resume(item.id);
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) resume();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissToast(item.id, element);
    };
    const onPointerDown = (event: PointerEvent) => {
      if ((event.target as HTMLElement).closest('button')) return;
      swipeStart = event.clientX;
      moved = 0;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (swipeStart === null) return;
      moved = event.clientX - swipeStart;
      setOffset(moved);
    };
    const onPointerUp = () => {
      if (swipeStart !== null && Math.abs(moved) >= TOAST_SWIPE_THRESHOLD_PX) toastStore.dismiss(item.id);
      swipeStart = null;
      setOffset(0);
    };
    const listeners: [string, EventListener][] = [
      ['mouseenter', pause],
      ['mouseleave', resume],
      ['focusin', pause],
      ['focusout', onFocusOut as EventListener],
      ['keydown', onKeyDown as EventListener],
      ['pointerdown', onPointerDown as EventListener],
      ['pointermove', onPointerMove as EventListener],
      ['pointerup', onPointerUp],
      ['pointercancel', onPointerUp],
    ];
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [item.id]);

  return (
    <li
      ref={ref}
      className={`toast toast-${item.variant}`}
      tabIndex={-1}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
    >
      {/* The live role sits inside the list item: a <li> with role=alert/status breaks the list's semantics. */}
      <div className="toast-text" role={item.variant === 'destructive' ? 'alert' : 'status'} aria-atomic="true">
        {/* An address in a toast (a copied link, an email) reads whole and left to right, broken only where it reads on two lines. */}
        <p className="toast-title">{withAddressesWrapped(item.title)}</p>
        {item.description && <p className="toast-description">{withAddressesWrapped(item.description)}</p>}
      </div>
      <div className="toast-actions">
        {item.action && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id, ref.current);
            }}
          >
            {item.action.label}
          </button>
        )}
        {item.copyable && <CopyButton text={[item.title, item.description].filter(Boolean).join('\n')} />}
        <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={() => dismissToast(item.id, ref.current)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

/** Copies a toast's text; shows "הועתק!" for 2 s after a successful copy. */
function CopyButton({ text }: { text: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      // A failed copy is only logged: the user sees nothing.
      console.error('copy to clipboard failed', error);
    }
  };

  const label = copied ? t('toast.copied') : t('toast.copy');
  return (
    <button type="button" className="toast-copy" title={label} aria-label={label} onClick={() => void copy()}>
      {/* Drawn, not a character: '⧉' is missing from most phones' fonts and showed as an empty box. */}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {copied ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
      </svg>
      <span className="toast-copy-status" aria-live="polite">
        {copied ? t('toast.copied') : ''}
      </span>
    </button>
  );
}
