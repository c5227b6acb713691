import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, following it as the window changes. The server, and the first render
 * over a page it drew, take `drawnAs` (phones first: a narrow screen), so hydration matches the drawn page and a wide
 * screen adds what it shows right after.
 */
export function useMediaQuery(query: string, drawnAs = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => drawnAs,
  );
}
