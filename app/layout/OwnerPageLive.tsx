import { useLayoutEffect } from 'react';

/**
 * Makes an owner's page the server drew usable once the page itself is hydrated, not only the header around it. React
 * hydrates what a Suspense boundary holds in a later pass than the rest; a choice made in a part not yet hydrated (a
 * select's new option) was lost. Rendered by the owner pages' layout, whose pages hydrate in its pass (createAppRouter).
 */
export function OwnerPageLive(): null {
  useLayoutEffect(() => {
    document.getElementById('root')!.inert = false;
  }, []);
  return null;
}
