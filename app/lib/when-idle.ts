/** Runs `task` when the browser is next idle, at most four seconds from now. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 0);
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so work that can wait, such as installing the
 * service worker, never competes with the first render.
 */
export function whenIdleAfterLoad(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else addEventListener('load', () => whenIdle(task), { once: true });
}
