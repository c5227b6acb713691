import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginThrottle, type LoginThrottle } from '../../api/auth/login-throttle';
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

/** One attempt that failed: reserved (it must be let through) and recorded. */
async function fail(throttle: LoginThrottle, email: string, address: string, now: number) {
  expect(await throttle.reserve(email, address, now)).toBe(0);
  await throttle.recordFailure(email, address, now);
}

describe.each(stores)('loginThrottle, counts $name', ({ open }) => {
  it('locks one address out of one account after 5 failures, for 15 minutes, the right password too', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 4; i++) await fail(throttle, OWNER, '203.0.113.9', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(0);
    await fail(throttle, OWNER, '203.0.113.9', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(15 * 60);
    expect(await throttle.reserve(OWNER, '203.0.113.9', T0 + 60_000)).toBe(14 * 60);
    // The owner, elsewhere, is not shut out by someone else's guesses.
    expect(await throttle.reserve(OWNER, HOME, T0)).toBe(0);
  });

  it('never asks an attempt to wait longer than the lock, though a parallel one failed a moment after it began', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 5; i++) await fail(throttle, OWNER, '203.0.113.9', T0 + 1500);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.9', T0)).toBe(15 * 60);
    expect(await throttle.reserve(OWNER, '203.0.113.9', T0)).toBe(15 * 60);
  });

  it('lets only 5 of 40 parallel attempts through, before any of them has failed', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    const waits = await Promise.all(Array.from({ length: 40 }, () => throttle.reserve(OWNER, '203.0.113.9', T0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(new Set(waits.filter((wait) => wait > 0))).toEqual(new Set([15 * 60]));
  });

  it('gives back the attempts that succeeded: successes never lock an address', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 50; i++) {
      expect(await throttle.reserve(`member${i % 3}@example.test`, '203.0.113.9', T0)).toBe(0);
      await throttle.recordSuccess(`member${i % 3}@example.test`, '203.0.113.9');
    }
  });

  it('slows guessing spread over many addresses with a short doubling delay that never shuts the owner out for long', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    let now = T0;
    for (let i = 0; i < 30; i++) {
      await fail(throttle, OWNER.toUpperCase(), `203.0.113.${i}`, now);
      now += (await throttle.retryAfterSeconds(OWNER, HOME, now)) * 1000;
    }
    const wait = await throttle.retryAfterSeconds(OWNER, HOME, now - 2000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelayMs / 1000);
    // Two guessers at once past the limit: one goes ahead, the other waits.
    const next = now;
    const both = await Promise.all([throttle.reserve(OWNER, '192.0.2.1', next), throttle.reserve(OWNER, '192.0.2.2', next)]);
    expect(both.filter((w) => w === 0)).toHaveLength(1);
    // A success clears the account's count: the next failure waits nothing.
    await throttle.recordSuccess(OWNER, HOME);
    await fail(throttle, OWNER, HOME, next + 60_000);
    expect(await throttle.retryAfterSeconds(OWNER, HOME, next + 60_000)).toBe(0);
  });

  it('doubles the account-wide delay from the 10th failure: 1 s, 2 s, 4 s … up to 30 s', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    const waits: number[] = [];
    let now = T0;
    for (let i = 0; i < 16; i++) {
      await fail(throttle, OWNER, `192.0.2.${i}`, now);
      const wait = await throttle.retryAfterSeconds(OWNER, HOME, now);
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it('locks an address that fails across 20 accounts (credential stuffing) out of every account', async () => {
    const throttle = loginThrottle(LOGIN_LIMITS, open());
    for (let i = 0; i < 20; i++) await fail(throttle, `guess${i}@example.test`, '203.0.113.50', T0);
    expect(await throttle.retryAfterSeconds(OWNER, '203.0.113.50', T0)).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds(OWNER, HOME, T0)).toBe(0);
  });
});
