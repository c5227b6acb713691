import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../api/http/context';
import { crowdTurns } from '../../api/http/middleware/crowd';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Sends request n on `socket` through the middleware, noting when its turn to be answered comes. */
function sender(middleware: ReturnType<typeof crowdTurns>, answered: number[]) {
  return (n: number, socket: object) => middleware({ req: { socket } } as unknown as AppContext, async () => void answered.push(n));
}

describe('crowdTurns', () => {
  it('while connections are arriving, lets requests on in arrival order, a few per turn of the event loop', async () => {
    const answered: number[] = [];
    const send = sender(crowdTurns({ perTurn: 4 }), answered);
    for (let n = 0; n < 10; n += 1) void send(n, {});
    expect(answered).toEqual([]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
    // Arriving while others wait, a request queues behind them.
    void send(10, {});
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('lets requests straight on once no new connection has come for a while, and turns short again when one does', async () => {
    let clock = 0;
    const answered: number[] = [];
    const send = sender(crowdTurns({ perTurn: 2, shortTurnsMs: 250, now: () => clock }), answered);
    const known = [{}, {}, {}];
    for (let n = 0; n < 3; n += 1) void send(n, known[n]!);
    await nextTurn();
    await nextTurn();
    expect(answered).toEqual([0, 1, 2]);

    clock = 300;
    for (let n = 3; n < 9; n += 1) await send(n, known[n % 3]!);
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    // A newcomer: short turns again, so the loop turns (and accepts) between short batches.
    void send(9, {});
    void send(10, known[0]!);
    void send(11, known[1]!);
    expect(answered).toHaveLength(9);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await nextTurn();
    expect(answered).toHaveLength(12);
  });
});
