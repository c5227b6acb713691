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

  it('answers at once on connections it knows once no new one has come for a while, and queues again when one does', async () => {
    let clock = 0;
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 4, shortTurnsMs: 250, now: () => clock });
    const known = [{}, {}];
    answer(...request(0, known[0]!));
    answer(...request(1, known[1]!));
    await nextTurn();
    expect(answered).toEqual([0, 1]);

    clock = 300;
    answer(...request(2, known[0]!));
    answer(...request(3, known[1]!));
    expect(answered).toEqual([0, 1, 2, 3]);

    // A newcomer: it and whatever follows queue, so the loop turns (and accepts) between short batches.
    answer(...request(4, {}));
    answer(...request(5, known[0]!));
    expect(answered).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);

    // Past the short turns, known connections are answered at once again.
    clock = 600;
    answer(...request(6, known[1]!));
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6]);
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
    const answered: number[] = [];
    const failed: unknown[] = [];
    const answer = fairTurns(
      (req) => {
        if (numberOf(req) === 0) throw new Error('boom');
        answered.push(numberOf(req));
      },
      (error) => failed.push(error),
      { perTurn: 1 },
    );
    for (let n = 0; n < 3; n += 1) answer(...request(n, {}));
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(failed).toEqual([new Error('boom')]);
    expect(answered).toEqual([1, 2]);
  });
});
