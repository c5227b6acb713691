import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Holds in-app navigation while there are unsaved changes (the caller shows the question) and asks the
 * browser to confirm closing or reloading the tab, also while a save waits on the device for a connection (the
 * device writes it down a moment later). Reads the latest state through refs, so a save that clears it takes effect
 * before the next navigation.
 */
export function useUnsavedGuard(dirty: boolean, waiting = false) {
  const dirtyRef = useRef(dirty);
  const waitingRef = useRef(waiting);
  useEffect(() => {
    dirtyRef.current = dirty;
    waitingRef.current = waiting;
  }, [dirty, waiting]);
  return useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current || waitingRef.current,
    withResolver: true,
  });
}
