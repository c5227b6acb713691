import type { Socket } from 'node:net';
import type { Next } from 'koa';
import type { AppContext } from '../context';

/**
 * Requests answered per turn of the event loop while connections are arriving. Each turn accepts waiting connections,
 * so this sets how fast a crowd gets in: at 2 a turn takes about half a millisecond.
 */
export const REQUESTS_PER_TURN = 2;

/** How long turns stay short after a request arrives on a new connection (more may be waiting to be accepted). */
export const SHORT_TURNS_MS = 250;

/**
 * Lets a crowd in (a card shared to a big group: a thousand phones opening it at once). New connections are accepted
 * between turns of the event loop, so a turn that answered every request waiting on a thousand busy connections left
 * newcomers seconds in the kernel's queue, and some gave up after 10 s. While connections are arriving (a request on a
 * connection not seen in the last `shortTurnsMs`), requests wait their turn, first come first served, `perTurn` a turn,
 * so the loop turns, and accepts, about every half millisecond; otherwise a request goes straight on.
 */
export function crowdTurns({ perTurn = REQUESTS_PER_TURN, shortTurnsMs = SHORT_TURNS_MS, now = () => performance.now() } = {}) {
  const seen = new WeakSet<Socket>();
  let shortTurnsUntil = -Infinity;
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const turn = () => {
    const released = waiting.splice(0, now() < shortTurnsUntil ? perTurn : waiting.length);
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(turn);
    for (const start of released) start();
  };

  return function crowdTurnsMiddleware(ctx: AppContext, next: Next) {
    const { socket } = ctx.req;
    if (!seen.has(socket)) {
      seen.add(socket);
      shortTurnsUntil = now() + shortTurnsMs;
    }
    if (waiting.length === 0 && now() >= shortTurnsUntil) return next();
    const myTurn = new Promise<void>((start) => waiting.push(start));
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
    return myTurn.then(next);
  };
}
