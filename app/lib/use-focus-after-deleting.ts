import { useEffect, useRef } from 'react';
import { neighbourControl } from './neighbour-control';

/**
 * For a list whose items a confirmation dialog deletes, open while `open`: `choose` picks, as the dialog opens, where
 * the focus goes (the control matching `selector` in the next item, else the previous one, else `fallback`), as the list
 * may be fetched again without the item before the dialog hears it is deleted; `deleted` says it is gone. Once the
 * dialog has closed, handing the focus back to the deleted item's button about to go, the focus moves on there.
 */
export function useFocusAfterDeleting(open: boolean) {
  const target = useRef<{ next: HTMLElement | null; fallback: HTMLElement | null }>({ next: null, fallback: null });
  const deleted = useRef(false);
  useEffect(() => {
    if (open || !deleted.current) return;
    deleted.current = false;
    const { next, fallback } = target.current;
    (next?.isConnected ? next : fallback)?.focus();
  }, [open]);
  return {
    choose: (item: Element | null | undefined, selector: string, fallback: HTMLElement | null) => {
      target.current = { next: neighbourControl(item ?? null, selector, fallback), fallback };
    },
    deleted: () => {
      deleted.current = true;
    },
  };
}
