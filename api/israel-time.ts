import type { Locale } from '../shared/contract/auth';
import { INTL_LOCALES, type CardLanguage } from '../shared/contract/card-languages';
import { longDate } from '../shared/long-date';

/** The owners' clock: days, mornings and reminders are Israel's, whatever the server's time zone. */
const ZONE = 'Asia/Jerusalem';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(at: Date): { day: string; hour: number; asUtc: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), asUtc };
}

/** The day in Israel at `at`, `YYYY-MM-DD`. */
export const israelDay = (at: Date): string => wallClock(at).day;

/** The hour (0–23) in Israel at `at`. */
export const israelHour = (at: Date): number => wallClock(at).hour;

/** The day before or after `day` (`YYYY-MM-DD`), by `delta` days. */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + delta)).toISOString().slice(0, 10);
}

/** The instant it is `hour`:00 in Israel on `day`, across daylight-saving changes. */
export function israelTime(day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wanted = Date.UTC(y!, m! - 1, d!, hour);
  let guess = wanted;
  // Israel's offset is 2 or 3 hours: two corrections settle it.
  for (let i = 0; i < 2; i += 1) guess += wanted - wallClock(new Date(guess)).asUtc;
  return new Date(guess);
}

/** 09:00 in Israel on the day after `now`'s Israel day ("the morning after", even for a lead left before nine). */
export function nextIsraelMorning(now: Date, hour = 9): Date {
  return israelTime(addDays(israelDay(now), 1), hour);
}

/**
 * A day in Israel as a reader of `language` writes it, the way the app does ("1 בדצמבר 2026"); a calendar day kept as
 * `YYYY-MM-DD` (UTC midnight) stays the same day, Israel being ahead of UTC.
 */
export const israelLongDate = (language: CardLanguage, value: string | Date | null | undefined): string => longDate(language, value, ZONE);

const spoken = (locale: string) => ({
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: ZONE }),
  time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }),
});

const SPOKEN: Record<Locale, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }> = {
  he: spoken(INTL_LOCALES.he),
  ar: spoken(INTL_LOCALES.ar),
  ru: spoken(INTL_LOCALES.ru),
  en: spoken('en-GB'),
};

/** The date and time in Israel at `at` as a reader of `language` writes them: "30 בנובמבר 2026" or "30 November 2026", and "10:40". */
export function israelDateAndTime(at: Date, language: Locale): { date: string; time: string } {
  return { date: SPOKEN[language].date.format(at), time: SPOKEN[language].time.format(at) };
}
