import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { supportDockAtom } from './atoms';

/**
 * Holds the support chat's button inside a page's sticky bar (the editor's save bar): a floating button over a form
 * would sit over the fields scrolling under it, and a tap there would open the chat instead of the field.
 */
export function SupportDock() {
  const setDock = useSetAtom(supportDockAtom);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setDock(element);
      return () => setDock(null);
    },
    [setDock],
  );
  return <div ref={ref} className="support-dock" />;
}
