import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';
import './header-popover.css';

/**
 * A header button with an icon and a count badge that opens a titled panel below it; Escape and a press outside
 * close it. `onOpen` runs as it opens (the bell marks everything read); `children` get the function that closes it.
 */
export function HeaderPopover({
  label,
  title,
  icon,
  count,
  onOpen,
  children,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  count: number;
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const toggle = () => {
    if (!open) onOpen?.();
    setOpen(!open);
  };

  return (
    <div className="header-popover" ref={rootRef}>
      <button ref={buttonRef} type="button" className="header-popover-button" aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={toggle}>
        {icon}
        {count > 0 && (
          <span className="header-popover-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="header-popover-panel" aria-labelledby={titleId}>
          <h2 id={titleId} className="header-popover-title">
            {title}
          </h2>
          {children(close)}
        </section>
      )}
    </div>
  );
}
