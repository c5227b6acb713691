import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../api/http/middleware/rate-limit';

describe('RateLimiter', () => {
  it('refuses a key past its limit until the window ends', () => {
    const limiter = new RateLimiter(60_000, 2);
    expect(limiter.hit('a', 0)).toBeUndefined();
    expect(limiter.hit('a', 1)).toBeUndefined();
    expect(limiter.hit('a', 1_000)).toBe(59);
    expect(limiter.hit('a', 60_000)).toBeUndefined();
  });

  it('remembers a bounded number of keys, forgetting the ones seen longest ago first', () => {
    const limiter = new RateLimiter(60_000, 1, 3);
    limiter.hit('flood', 0);
    expect(limiter.hit('flood', 1)).toBeDefined();
    for (const visitor of ['v1', 'v2', 'v3']) limiter.hit(visitor, 2);
    // 'flood' was the oldest of four keys: forgotten, so it starts again at zero.
    expect(limiter.hit('flood', 3)).toBeUndefined();
    // 'v1' was pushed out by 'flood' coming back; 'v3' is still remembered and over its limit.
    expect(limiter.hit('v3', 4)).toBeDefined();
    expect(limiter.hit('v1', 5)).toBeUndefined();
  });
});
