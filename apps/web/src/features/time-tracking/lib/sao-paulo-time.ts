import { saoPauloDay } from '@labora/shared/time-tracking-rules';

// The tracker reads and writes times in São Paulo's time (a fixed UTC−3), the calendar the entries are grouped
// and billed by, whatever the browser's own zone.

/** A day and an 'HH:MM' in São Paulo as an ISO instant. */
export function saoPauloInstant(day: string, hhmm: string): string {
  return new Date(`${day}T${hhmm}:00-03:00`).toISOString();
}

/** An instant's 'HH:MM' in São Paulo. */
export function saoPauloClock(iso: string): string {
  return new Date(Date.parse(iso) - 3 * 60 * 60 * 1000).toISOString().slice(11, 16);
}

export const saoPauloToday = (now = Date.now()) => saoPauloDay(new Date(now));
