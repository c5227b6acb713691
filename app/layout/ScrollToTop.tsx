import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Scrolls to the top on every route change, or to the #anchor / ?section= the URL names. */
export function ScrollToTop() {
  const router = useRouter();

  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, hrefChanged }) => {
        if (!hrefChanged) return;
        const section = (toLocation.search as { section?: unknown }).section;
        const anchor = toLocation.hash || (typeof section === 'string' ? section : '');
        const target = anchor ? document.getElementById(anchor) : null;
        if (target) target.scrollIntoView();
        else window.scrollTo(0, 0);
      }),
    [router],
  );

  return null;
}
