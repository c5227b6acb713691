import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginThrottle } from '../../api/auth/login-throttle';

const OWNER = 'owner@example.test';
const HOME = '198.51.100.7';
const T0 = Date.parse('2026-11-25T10:00:00Z');

describe('loginThrottle', () => {
  it('locks one address out of one account after 5 failures, for 15 minutes, the right password too', () => {
    const throttle = loginThrottle();
    for (let i = 0; i < 4; i++) throttle.recordFailure(OWNER, '203.0.113.9', T0);
    expect(throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(0);
    throttle.recordFailure(OWNER, '203.0.113.9', T0);
    expect(throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(15 * 60);
    // The owner, elsewhere, is not shut out by someone else's guesses.
    expect(throttle.retryAfterSeconds(OWNER, HOME, T0)).toBe(0);
  });

  it('slows guessing spread over many addresses with a short doubling delay that never shuts the owner out for long', () => {
    const throttle = loginThrottle();
    for (let i = 0; i < 200; i++) throttle.recordFailure(OWNER.toUpperCase(), `203.0.113.${i % 250}`, T0 + i * 10);
    const wait = throttle.retryAfterSeconds(OWNER, HOME, T0 + 2000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelayMs / 1000);
    expect(throttle.retryAfterSeconds(OWNER, HOME, T0 + 2000 + LOGIN_LIMITS.maxDelayMs)).toBe(0);
    // A success clears the account's count: the next failure waits nothing.
    throttle.recordSuccess(OWNER, HOME);
    throttle.recordFailure(OWNER, HOME, T0 + 60_000);
    expect(throttle.retryAfterSeconds(OWNER, HOME, T0 + 60_000)).toBe(0);
  });

  it('doubles the account-wide delay from the 10th failure: 1 s, 2 s, 4 s … up to 30 s', () => {
    const throttle = loginThrottle();
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      throttle.recordFailure(OWNER, `192.0.2.${i}`, T0);
      waits.push(throttle.retryAfterSeconds(OWNER, HOME, T0));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it('locks an address that fails across 20 accounts (credential stuffing) out of every account', () => {
    const throttle = loginThrottle();
    for (let i = 0; i < 20; i++) throttle.recordFailure(`guess${i}@example.test`, '203.0.113.50', T0);
    expect(throttle.retryAfterSeconds(OWNER, '203.0.113.50', T0)).toBe(15 * 60);
    expect(throttle.retryAfterSeconds(OWNER, HOME, T0)).toBe(0);
  });
});
