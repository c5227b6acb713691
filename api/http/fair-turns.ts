import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const COMPACT_AFTER = 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Requests answered per turn of the event loop: a few milliseconds of work, however many are waiting. */
export const REQUESTS_PER_TURN = 16;

/** How long short turns last after a request arrives on a new connection (more may be waiting to be accepted). */
export const SHORT_TURNS_MS = 250;

/**
 * Answers requests in arrival order, in turns of the event loop. Node 20 accepts one new connection per turn: a turn
 * that answered every request waiting on a thousand busy connections lasts ~100 ms, and a crowd opening connections
 * then waits in the kernel's queue for seconds. So while connections are arriving (a request on a connection not seen
 * before, within the last `shortTurnsMs`), a turn answers at most `perTurn` requests, and the loop turns, and accepts,
 * every few milliseconds.
 *
 * Otherwise a turn answers every request that was waiting when it began. Holding each request for a whole round of the
 * crowd (~100 ms) would keep its objects past two young-generation collections: promoted, they fill the old
 * generation, whose collections pause every answer several times a second. Answering each request at once, inside
 * its socket's read, costs more per request than answering the turn's requests together (a third fewer vCards a second
 * at 50 connections).
 */
export function fairTurns(
  handle: Handler,
  onError: (error: unknown, res: ServerResponse) => void,
  { perTurn = REQUESTS_PER_TURN, shortTurnsMs = SHORT_TURNS_MS, now = () => performance.now() } = {},
): Handler {
  const seen = new WeakSet<Socket>();
  let shortTurnsUntil = -Infinity;
  let waiting: [IncomingMessage, ServerResponse][] = [];
  let next = 0;
  let scheduled = false;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    try {
      void handle(req, res);
    } catch (error) {
      onError(error, res);
    }
  };

  const turn = () => {
    const end = now() < shortTurnsUntil ? Math.min(next + perTurn, waiting.length) : waiting.length;
    const batch = waiting.slice(next, end);
    next = end;
    // Drop the answered entries now and then (a busy server never sees its queue empty).
    if (next === waiting.length || next >= COMPACT_AFTER) {
      waiting = waiting.slice(next);
      next = 0;
    }
    scheduled = waiting.length > next;
    if (scheduled) setImmediate(turn);
    for (const [req, res] of batch) answer(req, res);
  };

  return (req, res) => {
    const { socket } = req;
    if (!seen.has(socket)) {
      seen.add(socket);
      shortTurnsUntil = now() + shortTurnsMs;
    }
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
