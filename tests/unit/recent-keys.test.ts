import { describe, expect, it } from 'vitest';
import { RecentKeys } from '../../api/http/recent-keys';

describe('RecentKeys', () => {
  it('keeps a key in use however many others come and go, and forgets the ones not used for longest', () => {
    const keys = new RecentKeys<number>(100);
    keys.set('regular', 1);
    for (let n = 0; n < 1_000; n += 1) {
      keys.set(`visitor-${n}`, n);
      if (n % 10 === 0) expect(keys.get('regular')).toBe(1);
    }
    expect(keys.get('visitor-999')).toBe(999);
    expect(keys.get('visitor-0')).toBeUndefined();
    expect(keys.get('visitor-500')).toBeUndefined();
  });

  it('remembers no more than its bound', () => {
    const keys = new RecentKeys<number>(100);
    for (let n = 0; n < 10_000; n += 1) keys.set(`visitor-${n}`, n);
    const remembered = Array.from({ length: 10_000 }, (_, n) => keys.get(`visitor-${n}`)).filter((value) => value !== undefined);
    expect(remembered.length).toBeGreaterThanOrEqual(50);
    expect(remembered.length).toBeLessThanOrEqual(100);
  });

  it('sweeps the entries that are over, in both generations', () => {
    const keys = new RecentKeys<number>(6);
    for (const [key, value] of [['a', 1], ['b', 5], ['c', 1], ['d', 5]] as const) keys.set(key, value);
    keys.sweep((value) => value < 3);
    expect(['a', 'b', 'c', 'd'].map((key) => keys.get(key))).toEqual([undefined, 5, undefined, 5]);
  });
});
