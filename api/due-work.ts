import type { Logger } from './log';

/** A background worker's life: its work done now, whenever woken, and at every poll; one run at a time. */
export interface DueWork {
  /** Runs the work now; a call while it runs makes it run once more afterwards. */
  wake(): void;
  /** Starts: runs now, whenever woken, and every `pollMs`. */
  start(): void;
  /** Stops polling and waits for the run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `work` (sending whatever a queue in the database holds that is due) in the background: never twice at once, again
 * right after a run when woken meanwhile, and at every poll. A failed run is logged as `failure`; the next one tries again.
 */
export function dueWork(work: () => Promise<void>, { pollMs, log, failure }: { pollMs: number; log: Logger; failure: string }): DueWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  function wake(): void {
    if (!timer) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = work()
      .catch((error: unknown) => log.error(failure, { error }))
      .finally(() => {
        running = undefined;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        }
      });
  }

  return {
    wake,
    start(): void {
      if (timer) return;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
