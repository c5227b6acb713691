import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fairTurns } from '../../api/http/fair-turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const numberOf = (req: IncomingMessage) => (req as unknown as { n: number }).n;

/** Request n on `socket` (a connection: requests on one the server has seen before are not newcomers). */
function request(n: number, socket: object) {
  return [{ n, socket } as unknown as IncomingMessage, {} as ServerResponse] as const;
}

describe('fairTurns', () => {
  it('while connections are arriving, answers requests in arrival order, a few per turn of the event loop', async () => {
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 4 });
    for (let n = 0; n < 10; n += 1) answer(...request(n, {}));
    expect(answered).toEqual([]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
    // Arriving while others wait, a request queues behind them.
    answer(...request(10, {}));
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('answers the requests read in a turn together after it, once no new connection has come for a while; short turns again when one does', async () => {
    let clock = 0;
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 4, shortTurnsMs: 250, now: () => clock });
    const known = Array.from({ length: 6 }, () => ({}));
    for (let n = 0; n < 6; n += 1) answer(...request(n, known[n]!));
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);

    // Past the short turns, a turn answers all it read, however many (up to what a turn holds).
    clock = 300;
    for (let n = 6; n < 16; n += 1) answer(...request(n, known[n % 6]!));
    expect(answered).toHaveLength(6);
    await nextTurn();
    expect(answered).toEqual(Array.from({ length: 16 }, (_, n) => n));

    // A newcomer: short turns again, so the loop turns (and accepts) between short batches.
    for (let n = 16; n < 22; n += 1) answer(...request(n, n === 16 ? {} : known[n - 16]!));
    await nextTurn();
    expect(answered).toHaveLength(20);
    await nextTurn();
    expect(answered).toHaveLength(22);
  });

  it('holds at most `heldPerTurn` requests a turn: past that, answers the held ones and then each request as it is read', async () => {
    let clock = 0;
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { heldPerTurn: 3, shortTurnsMs: 250, now: () => clock });
    const known = {};
    answer(...request(0, known));
    await nextTurn();
    clock = 300;
    for (let n = 1; n <= 3; n += 1) answer(...request(n, known));
    expect(answered).toEqual([0]);
    answer(...request(4, known));
    expect(answered).toEqual([0, 1, 2, 3, 4]);
    answer(...request(5, known));
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);
    // The next turn holds again.
    await nextTurn();
    answer(...request(6, known));
    expect(answered).toHaveLength(6);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('by default answers two requests per turn while connections are arriving, so the next connection is accepted soon', async () => {
    // Node accepts one connection per turn: at 16 answers a turn, a thousand connections opening at once took 2-3 s to accept.
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined);
    for (let n = 0; n < 20; n += 1) answer(...request(n, {}));
    await nextTurn();
    expect(answered).toEqual([0, 1]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
  });

  it('never answers a request inside its read while connections are arriving (they would wait to be accepted)', async () => {
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 2, heldPerTurn: 2 });
    for (let n = 0; n < 6; n += 1) answer(...request(n, {}));
    expect(answered).toEqual([]);
    await nextTurn();
    expect(answered).toEqual([0, 1]);
  });

  it('never answers a request ahead of one already waiting', async () => {
    let clock = 0;
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 1, shortTurnsMs: 250, now: () => clock });
    const known = {};
    for (let n = 0; n < 3; n += 1) answer(...request(n, n === 0 ? known : {}));
    clock = 1000;
    answer(...request(3, known));
    expect(answered).toEqual([]);
    for (let turn = 0; turn < 4; turn += 1) await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
  });

  it('hands a handler that throws to onError and goes on with the requests behind it', async () => {
    let clock = 0;
    const known = {};
    const answered: number[] = [];
    const failed: unknown[] = [];
    const answer = fairTurns(
      (req) => {
        if (numberOf(req) === 0) throw new Error('boom');
        answered.push(numberOf(req));
      },
      (error) => failed.push(error),
      { perTurn: 1, heldPerTurn: 1, shortTurnsMs: 250, now: () => clock },
    );
    for (let n = 0; n < 3; n += 1) answer(...request(n, n === 0 ? known : {}));
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(failed).toEqual([new Error('boom')]);
    expect(answered).toEqual([1, 2]);

    // Answered inside its read, too (the first is held, the second answers it and then itself).
    clock = 1000;
    answer(...request(0, known));
    answer(...request(0, known));
    expect(failed).toHaveLength(3);
    answer(...request(4, known));
    expect(answered).toEqual([1, 2, 4]);
  });
});
