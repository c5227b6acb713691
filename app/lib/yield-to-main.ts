/**
 * Lets the browser handle input and paint before the next piece of start-up work: each piece then runs as a task of
 * its own instead of one long task that leaves a tap waiting.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
