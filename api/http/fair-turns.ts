import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Requests answered per turn of the event loop while connections are arriving. Each turn accepts one connection, so
 * this sets how fast a crowd gets in: at 16 a turn took ~3 ms and a thousand connections opening at once were
 * accepted over 2–3 s (the last first answer at 2–4 s); at 2 a turn takes ~0.5 ms, they are all in within ~0.4 s
 * and the last first answer came at 0.8-0.9 s.
 */
export const REQUESTS_PER_TURN = 2;

/** Requests a turn holds to answer together; a busier turn answers the rest as they are read. */
export const HELD_PER_TURN = 64;

/** How long short turns last after a request arrives on a new connection (more may be waiting to be accepted). */
export const SHORT_TURNS_MS = 250;

/**
 * Answers requests in arrival order. The requests read in a turn of the event loop are held and answered together
 * after it (the JavaScript of many requests in a row, then their writes: half the CPU per request at 50 connections of
 * answering each inside its socket's read). But a turn holds at most `heldPerTurn`: under a crowd, a turn reads
 * hundreds, and holding them all would keep their objects alive for ~100 ms, across young-generation collections;
 * promoted, they fill the old generation, whose collections stall every answer in flight. So past that, the held
 * requests and then each one read are answered inside the read, and Node runs the microtask queue after each read:
 * a request's `await`s resume and its answer is written before the next socket is read, and its objects die young.
 *
 * Node 20 accepts one new connection per turn: a turn that answered every request waiting on a thousand busy
 * connections lasts ~100 ms, and a crowd opening connections then waits in the kernel's queue for seconds. So while
 * connections are arriving (a request on a connection not seen before, within the last `shortTurnsMs`), requests queue,
 * a turn answers at most `perTurn` of them, and the loop turns, and accepts, about every half millisecond.
 */
export function fairTurns(
  handle: Handler,
  onError: (error: unknown, res: ServerResponse) => void,
  { perTurn = REQUESTS_PER_TURN, heldPerTurn = HELD_PER_TURN, shortTurnsMs = SHORT_TURNS_MS, now = () => performance.now() } = {},
): Handler {
  const seen = new WeakSet<Socket>();
  let shortTurnsUntil = -Infinity;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let heldThisTurn = 0;
  let scheduled = false;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    try {
      void handle(req, res);
    } catch (error) {
      onError(error, res);
    }
  };

  // At most a few hundred wait (while connections arrive; otherwise at most heldPerTurn), so splicing costs nothing.
  const answerOldest = (count: number) => {
    for (const [req, res] of waiting.splice(0, count)) answer(req, res);
  };

  const turn = () => {
    heldThisTurn = 0;
    const count = now() < shortTurnsUntil ? Math.min(perTurn, waiting.length) : waiting.length;
    scheduled = waiting.length > count;
    if (scheduled) setImmediate(turn);
    answerOldest(count);
  };

  return (req, res) => {
    const { socket } = req;
    if (!seen.has(socket)) {
      seen.add(socket);
      shortTurnsUntil = now() + shortTurnsMs;
    }
    if (heldThisTurn >= heldPerTurn && now() >= shortTurnsUntil) {
      answerOldest(waiting.length);
      answer(req, res);
      return;
    }
    heldThisTurn += 1;
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
