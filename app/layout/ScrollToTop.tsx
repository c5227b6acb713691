import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolls to the top on every route change, or to the #anchor / ?section= the URL names. The first page is left where
 * the reader is: the app may start after they have begun to scroll it (a drawn page starts the app on the first scroll).
 */
export function ScrollToTop() {
  const router = useRouter();

  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, hrefChanged }) => {
        if (!hrefChanged) return;
        const firstPage = fromLocation === undefined;
        const section = (toLocation.search as { section?: unknown }).section;
        const anchor = toLocation.hash || (typeof section === 'string' ? section : '');
        const target = anchor ? document.getElementById(anchor) : null;
        if (target) target.scrollIntoView();
        else if (!firstPage) window.scrollTo(0, 0);
      }),
    [router],
  );

  return null;
}
