import { describe, expect, it } from 'vitest';
import { nextIsraelMorning } from '../../api/israel-time';

describe('nextIsraelMorning ("the morning after, at 09:00")', () => {
  it('is the next calendar day’s 09:00 in Israel, also for a lead left before nine', () => {
    // 07:00 and 23:30 in Israel (winter, UTC+2) on 10 March: both wait for 11 March at 09:00.
    expect(nextIsraelMorning(new Date('2026-03-10T05:00:00Z')).toISOString()).toBe('2026-03-11T07:00:00.000Z');
    expect(nextIsraelMorning(new Date('2026-03-10T21:30:00Z')).toISOString()).toBe('2026-03-11T07:00:00.000Z');
    // 00:30 in Israel on 11 March is already 11 March: the morning after is the 12th's.
    expect(nextIsraelMorning(new Date('2026-03-10T22:30:00Z')).toISOString()).toBe('2026-03-12T07:00:00.000Z');
  });

  it('keeps 09:00 Israel time across the changes to and from daylight saving time', () => {
    // Summer time starts on Friday 27 March 2026 at 02:00: the evening before is UTC+2, that morning UTC+3.
    expect(nextIsraelMorning(new Date('2026-03-26T18:00:00Z')).toISOString()).toBe('2026-03-27T06:00:00.000Z');
    // It ends on Sunday 25 October 2026 at 02:00: 08:00 that day (UTC+2) waits for Monday's 09:00.
    expect(nextIsraelMorning(new Date('2026-10-25T06:00:00Z')).toISOString()).toBe('2026-10-26T07:00:00.000Z');
    expect(nextIsraelMorning(new Date('2026-10-24T20:00:00Z')).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});
