import { useEffect, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from '../lib/open-dialogs';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert, Escape closes,
 * Tab cycles inside, a click on the backdrop closes, and focus returns to where it was.
 */
export function Dialog({ open, onClose, labelledBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => trapTab(dialog, event);
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    if (!dialog.open) dialog.showModal();
    dialogOpened(dialog);
    // React's autoFocus acts while the dialog is still closed, where nothing can take focus: `data-autofocus` marks the
    // control that should have it (a confirmation's Cancel), else the first one does.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      dialogClosed(dialog);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog ref={ref} className={['dialog', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy} aria-modal="true">
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

/** A dialog's heading with its close button (×, named for screen readers) at the end of the line. */
export function DialogHeader({ id, title, closeLabel, onClose }: { id: string; title: ReactNode; closeLabel: string; onClose: () => void }) {
  return (
    <div className="dialog-header">
      <h2 id={id}>{title}</h2>
      <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
