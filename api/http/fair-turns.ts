import type { IncomingMessage, ServerResponse } from 'node:http';

const COMPACT_AFTER = 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Requests answered per turn of the event loop: a few milliseconds of work, however many are waiting. */
export const REQUESTS_PER_TURN = 16;

/**
 * Answers requests in arrival order, at most `perTurn` in each turn of the event loop. Node 20 accepts one new
 * connection per turn; a turn that answered every request waiting on a thousand busy connections would last
 * ~100 ms, and a visitor opening a new connection then waits in the kernel's queue for seconds. Short turns keep
 * accepting newcomers while the connections already open are served first come, first served.
 */
export function fairTurns(handle: Handler, onError: (error: unknown, res: ServerResponse) => void, perTurn = REQUESTS_PER_TURN): Handler {
  let waiting: [IncomingMessage, ServerResponse][] = [];
  let next = 0;
  let scheduled = false;

  const turn = () => {
    const end = Math.min(next + perTurn, waiting.length);
    const batch = waiting.slice(next, end);
    next = end;
    // Drop the answered entries now and then (a busy server never sees its queue empty).
    if (next === waiting.length || next >= COMPACT_AFTER) {
      waiting = waiting.slice(next);
      next = 0;
    }
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(turn);
    for (const [req, res] of batch) {
      try {
        void handle(req, res);
      } catch (error) {
        onError(error, res);
      }
    }
  };

  return (req, res) => {
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
