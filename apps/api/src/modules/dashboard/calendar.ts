import { DASHBOARD_TIME_ZONE } from '@labora/shared/dashboard';

/** A day of São Paulo's calendar. */
export interface LocalDay {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo day an instant falls on (the SQL groups by the same zone). */
export function localDayOf(instant: Date): LocalDay {
  const [year, month, day] = dayFormat.format(instant).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;
export const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** `months` months back from (year, month): -1 is the month before. */
export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Monday 0 … Sunday 6 of a calendar date. */
function weekdayFromMonday(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The rows of a month's calendar when weeks start on Monday ('Semana 1' holds the 1st, the last holds the last
 * day): 4 to 6 of them, each with its first and last day inside the month.
 */
export function weeksOfMonth(year: number, month: number): { week: number; fromDay: number; toDay: number }[] {
  const offset = weekdayFromMonday(year, month, 1);
  const days = daysInMonth(year, month);
  const count = Math.floor((days - 1 + offset) / 7) + 1;
  return Array.from({ length: count }, (_, i) => ({
    week: i + 1,
    fromDay: Math.max(1, i * 7 - offset + 1),
    toDay: Math.min(days, (i + 1) * 7 - offset),
  }));
}

/** The calendar row ('Semana n') a day of its month is in. */
export function weekOfDay(year: number, month: number, day: number): number {
  return Math.floor((day - 1 + weekdayFromMonday(year, month, 1)) / 7) + 1;
}
