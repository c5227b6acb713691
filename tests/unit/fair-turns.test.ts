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

  it('answers every waiting request in the next turn once no new connection has come for a while, and short turns again when one does', async () => {
    let clock = 0;
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push(numberOf(req)), () => undefined, { perTurn: 4, shortTurnsMs: 250, now: () => clock });
    const known = Array.from({ length: 6 }, () => ({}));
    for (let n = 0; n < 6; n += 1) answer(...request(n, known[n]!));
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);

    // Past the short turns, a turn answers all that waited, however many: none is held for a round of the crowd.
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
