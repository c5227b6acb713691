import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fairTurns } from '../../api/http/fair-turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const request = (n: number) => [{ n } as unknown as IncomingMessage, {} as ServerResponse] as const;

describe('fairTurns', () => {
  it('answers requests in arrival order, a few per turn of the event loop, and none is left behind', async () => {
    const answered: number[] = [];
    const answer = fairTurns((req) => answered.push((req as unknown as { n: number }).n), () => undefined, 4);
    for (let n = 0; n < 10; n += 1) answer(...request(n));
    expect(answered).toEqual([]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3]);
    // Arriving while others wait, a request queues behind them.
    answer(...request(10));
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('hands a handler that throws to onError and goes on with the requests behind it', async () => {
    const answered: number[] = [];
    const failed: unknown[] = [];
    const answer = fairTurns(
      (req) => {
        const { n } = req as unknown as { n: number };
        if (n === 0) throw new Error('boom');
        answered.push(n);
      },
      (error) => failed.push(error),
      1,
    );
    for (let n = 0; n < 3; n += 1) answer(...request(n));
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(failed).toEqual([new Error('boom')]);
    expect(answered).toEqual([1, 2]);
  });
});
