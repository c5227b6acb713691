import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../api/http/counters';
import { RateLimiter } from '../../api/http/middleware/rate-limit';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const VISITORS = 50_000;
/** A visitor's address, one flat string as the server reads it from a request. */
const address = (n: number) => ['198', String(18 + (n >> 16)), String((n >> 8) & 255), String(n & 255)].join('.');

/** The heap bytes that stay in use per visitor once `remember` has counted every one of them (their addresses aside). */
function heapBytesPerVisitor(remember: (subject: string) => unknown): number {
  const subjects = Array.from({ length: VISITORS }, (_, n) => address(n));
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  for (const subject of subjects) remember(subject);
  collectGarbage();
  return (process.memoryUsage().heapUsed - before) / VISITORS;
}

// A crowd of new addresses fills the limiters to their bound, and every old-generation collection marks what they
// keep: the less each remembered visitor takes, the shorter the server's pauses under that crowd.
describe('memory a crowd of visitors costs the limiters', () => {
  it('counters keep a visitor in one small entry under its own subject (85 bytes; 137 with a key joined from scope and subject and its times as heap numbers)', () => {
    const counters = memoryCounters();
    const now = Date.now();
    const perVisitor = heapBytesPerVisitor((subject) => counters.add('POST /api/public/profiles/:slug/leads 3600000/20', subject, 3_600_000, now));
    expect(perVisitor).toBeLessThan(110);
  });

  it('the beacon limiter keeps a visitor in one small entry (77 bytes; 93 with its reset time as a heap number)', () => {
    const limiter = new RateLimiter(60_000, 120, VISITORS * 2);
    const now = Date.now();
    const perVisitor = heapBytesPerVisitor((subject) => limiter.hit(subject, now));
    expect(perVisitor).toBeLessThan(85);
  });
});
