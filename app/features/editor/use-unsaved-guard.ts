import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Holds in-app navigation while there are unsaved changes (the caller shows the question) and asks the
 * browser to confirm closing or reloading the tab. Reads the latest state through a ref, so a save
 * that clears it takes effect before the next navigation.
 */
export function useUnsavedGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  return useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
}
