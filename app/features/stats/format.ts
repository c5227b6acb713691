import { formatCalendarDay, formatNumber, formatPercent, formatShortDate } from '../../lib/format';

/** A YYYY-MM-DD stats day as a Date at its UTC midnight (the day is already an Israeli calendar day). */
export function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A stats day in the long form of the interface language ("14 במרץ 2025", "14 March 2026"). */
export const formatDay = formatCalendarDay;

/** A stats day for chart axes, in the interface language ("14 במרץ", "14 Mar"). */
export function formatShortDay(day: string | Date): string {
  return formatShortDate(typeof day === 'string' ? dayDate(day) : day);
}

/** A count with thousands separators, in the interface language ("12,345", "12 345"). */
export const formatCount = formatNumber;

export { formatPercent };
