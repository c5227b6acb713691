/** The time zone whose calendar days the statistics count in: the product serves Israeli businesses. */
export const STATS_TIME_ZONE = 'Asia/Jerusalem';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const MINUTE_MS = 60_000;
// Days begin on a whole minute in every time zone, so one formatting serves a whole minute of events.
let lastMinute = Number.NaN;
let lastDay = '';

/** The calendar day in Israel of an instant, as YYYY-MM-DD. */
export function israelDay(at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDay = dayFormat.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

/** The YYYY-MM-DD day `count` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
