import type { AppRouter } from './router';

/**
 * The router puts every page it renders at the top, the first one too. But the app may start after the reader has
 * begun scrolling the page the server drew (a drawn page starts the app on the first scroll), and a reload keeps its
 * place: the first page is left where the reader has it. (The router's own scroll restoration would do this too, but
 * with it turned on the editor's preview stopped following what is typed.)
 */
export function keepFirstScroll(router: AppRouter): void {
  let readerAt = window.scrollY;
  const follow = () => {
    readerAt = window.scrollY;
  };
  addEventListener('scroll', follow, { passive: true });
  // Subscribed after the router's own reset, so this runs once it has scrolled.
  const stop = router.subscribe('onRendered', ({ toLocation }) => {
    stop();
    removeEventListener('scroll', follow);
    if (!toLocation.hash && window.scrollY !== readerAt) window.scrollTo(0, readerAt);
  });
}
