import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginThrottle } from '../../api/auth/login-throttle';
import { databaseCounters, memoryCounters, type CounterStore } from '../../api/http/counters';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { migratedDb } from '../helpers/db';

const OWNER = 'owner@example.test';
const HOME = '198.51.100.7';
const T0 = Date.parse('2026-11-25T10:00:00Z');

// The same throttle whether its counts are in this process's memory or in the database several nodes share.
const stores: { name: string; open: () => CounterStore }[] = [
  { name: 'in memory', open: () => memoryCounters() },
  { name: 'in the database', open: () => databaseCounters(sqliteQueryBuilder(migratedDb())) },
];

describe.each(stores)('loginThrottle, counts $name', ({ open }) => {
  it('locks one address out of one account after 5 failures, for 15 minutes, the right password too', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 4; i++) await throttle.recordFailure(OWNER, '203.0.113.9', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(0);
    await throttle.recordFailure(OWNER, '203.0.113.9', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(15 * 60);
    // The owner, elsewhere, is not shut out by someone else's guesses.
    expect(await throttle.retryAfterSeconds(OWNER, HOME, T0)).toBe(0);
  });

  it('slows guessing spread over many addresses with a short doubling delay that never shuts the owner out for long', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 200; i++) await throttle.recordFailure(OWNER.toUpperCase(), `203.0.113.${i % 250}`, T0 + i * 10);
    const wait = await throttle.retryAfterSeconds(OWNER, HOME, T0 + 2000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelayMs / 1000);
    expect(await throttle.retryAfterSeconds(OWNER, HOME, T0 + 2000 + LOGIN_LIMITS.maxDelayMs)).toBe(0);
    // A success clears the account's count: the next failure waits nothing.
    await throttle.recordSuccess(OWNER, HOME);
    await throttle.recordFailure(OWNER, HOME, T0 + 60_000);
    expect(await throttle.retryAfterSeconds(OWNER, HOME, T0 + 60_000)).toBe(0);
  });

  it('doubles the account-wide delay from the 10th failure: 1 s, 2 s, 4 s … up to 30 s', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      await throttle.recordFailure(OWNER, `192.0.2.${i}`, T0);
      waits.push(await throttle.retryAfterSeconds(OWNER, HOME, T0));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it('locks an address that fails across 20 accounts (credential stuffing) out of every account', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 20; i++) await throttle.recordFailure(`guess${i}@example.test`, '203.0.113.50', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.50', T0)).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds(OWNER, HOME, T0)).toBe(0);
  });
});
