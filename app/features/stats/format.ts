import { formatDate, formatShortDate } from '../../lib/format';

/** A YYYY-MM-DD stats day as a Date at its UTC midnight (the day is already an Israeli calendar day). */
export function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A stats day in the long form of the interface language ("14 במרץ 2025", "14 March 2026"). */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}

/** A stats day for chart axes, in the interface language ("14 במרץ", "14 Mar"). */
export function formatShortDay(day: string | Date): string {
  return formatShortDate(typeof day === 'string' ? dayDate(day) : day);
}

const integer = new Intl.NumberFormat('he-IL');
const percent = new Intl.NumberFormat('he-IL', { style: 'percent', maximumFractionDigits: 1 });

/** A count with thousands separators. */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** A fraction as a percentage ("12.5%"). */
export function formatPercent(value: number): string {
  return percent.format(value);
}
