import { describe, expect, it } from 'vitest';
import { takeTurn } from '../../api/account/demo-lease';
import { LOGIN_LIMITS, loginThrottle } from '../../api/auth/login-throttle';
import { databaseCounters } from '../../api/http/counters';
import { CountedLimit } from '../../api/http/middleware/rate-limit';
import { engines } from '../helpers/engines';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;

// Two stores over one database stand for two nodes: what one counts, the other sees.
describe.each(engines)('counters shared through the database on $name', ({ open }) => {
  it('a sign-in lockout earned through one node holds on the other, and lifts for both after 15 minutes', async () => {
    const query = await open();
    const nodeA = loginThrottle(LOGIN_LIMITS, databaseCounters(query));
    const nodeB = loginThrottle(LOGIN_LIMITS, databaseCounters(query));
    const fail = async (node: typeof nodeA) => {
      expect(await node.reserve('owner@example.test', '203.0.113.9', T0)).toBe(0);
      await node.recordFailure('owner@example.test', '203.0.113.9', T0);
    };
    for (let i = 0; i < 3; i++) await fail(nodeA);
    for (let i = 0; i < 2; i++) await fail(nodeB);
    expect(await nodeA.retryAfterSeconds('owner@example.test', '203.0.113.9', T0)).toBe(15 * 60);
    expect(await nodeB.retryAfterSeconds('OWNER@example.test', '203.0.113.9', T0 + MINUTE)).toBe(14 * 60);
    expect(await nodeB.retryAfterSeconds('owner@example.test', '198.51.100.7', T0)).toBe(0);
    expect(await nodeB.retryAfterSeconds('owner@example.test', '203.0.113.9', T0 + 15 * MINUTE)).toBe(0);
  });

  it('lets only the limit of parallel sign-in attempts through, whichever node each reaches', async () => {
    const query = await open();
    const nodes = [loginThrottle(LOGIN_LIMITS, databaseCounters(query)), loginThrottle(LOGIN_LIMITS, databaseCounters(query))];
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => nodes[i % 2]!.reserve('owner@example.test', '203.0.113.9', T0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
  });

  it('counts requests from every node against one limit, atomically, and starts a new window when the last ends', async () => {
    const query = await open();
    const limit = new CountedLimit('POST /api/public/profiles/:slug/leads', MINUTE, 10);
    const nodes = [databaseCounters(query), databaseCounters(query)];
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => limit.hit(nodes[i % 2]!, '203.0.113.9', T0 + 1000)));
    expect(answers.filter((wait) => wait === undefined)).toHaveLength(10);
    expect(answers.filter((wait) => wait !== undefined)).toEqual([60, 60, 60, 60]);
    expect(await limit.hit(nodes[0]!, '198.51.100.7', T0 + 1000)).toBeUndefined();
    expect(await limit.hit(nodes[1]!, '203.0.113.9', T0 + 1000 + MINUTE)).toBeUndefined();
  });

  it('sweeps the counts whose window and lockout have both ended, and keeps the rest', async () => {
    const query = await open();
    const store = databaseCounters(query);
    await store.add('signups', 'old', MINUTE, T0);
    await store.add('signups', 'locked', MINUTE, T0);
    await store.holdUntil('signups', 'locked', T0 + 15 * MINUTE);
    await store.add('signups', 'recent', MINUTE, T0 + 5 * MINUTE);
    await store.sweep(T0 + 5 * MINUTE + 1);
    const rows = await query.selectFrom('shared_counters').select('subject').orderBy('subject').execute();
    expect(rows.map((row) => row.subject)).toEqual(['locked', 'recent']);
  });

  it('gives once-an-hour work to one node per turn, and to another once the turn has passed', async () => {
    const query = await open();
    const [nodeA, nodeB] = [databaseCounters(query), databaseCounters(query)];
    const first = await Promise.all([takeTurn(nodeA, 'demo-restore', 59 * MINUTE, T0), takeTurn(nodeB, 'demo-restore', 59 * MINUTE, T0)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await takeTurn(nodeB, 'demo-restore', 59 * MINUTE, T0 + 30 * MINUTE)).toBe(false);
    expect(await takeTurn(nodeB, 'demo-restore', 59 * MINUTE, T0 + 60 * MINUTE)).toBe(true);
    expect(await takeTurn(nodeA, 'demo-restore', 59 * MINUTE, T0 + 61 * MINUTE)).toBe(false);
  });
});
