import { addDays, saoPauloDate, weekBounds, weekStartOf } from '@labora/shared/timesheets';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { timeEntries } from '../../db/schema/time-tracking.js';

// The tracker's hours on a contract (time_entries, written by modules/time-tracking), read and cut into São Paulo
// weeks and days. A running entry counts up to now.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Stretch {
  id: string;
  startsAt: number;
  /** Now for a running entry. */
  endsAt: number;
  running: boolean;
  manual: boolean;
  note: string;
}

export async function stretchesOf(tx: Executor, contractId: string, now: Date): Promise<Stretch[]> {
  const rows = await tx
    .select()
    .from(timeEntries)
    .where(eq(timeEntries.contractId, contractId))
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
  return rows
    .map((row) => ({
      id: row.id,
      startsAt: row.startedAt.getTime(),
      endsAt: Math.max(row.startedAt.getTime(), (row.endedAt ?? now).getTime()),
      running: row.endedAt === null,
      manual: row.manual,
      note: row.note,
    }))
    .filter((s) => s.endsAt > s.startsAt || s.running);
}

/** Milliseconds of the stretches inside [from, to). */
export function msWithin(stretches: readonly Stretch[], from: number, to: number, only?: (s: Stretch) => boolean) {
  let total = 0;
  for (const s of stretches) {
    if (only && !only(s)) continue;
    const start = Math.max(s.startsAt, from);
    const end = Math.min(s.endsAt, to);
    if (end > start) total += end - start;
  }
  return total;
}

/** The one minute rule: a week's (or day's) clipped seconds, summed, in whole minutes. */
export const wholeMinutes = (ms: number) => Math.floor(ms / MINUTE_MS);

/** The minutes of the week starting on Monday `weekStart` (São Paulo). */
export function weekMinutes(stretches: readonly Stretch[], weekStart: string): number {
  const { startsAt, endsAt } = weekBounds(weekStart);
  return wholeMinutes(msWithin(stretches, startsAt.getTime(), endsAt.getTime()));
}

/** Every week (Monday 'YYYY-MM-DD') a stretch touches, oldest first. */
export function weeksTouched(stretches: readonly Stretch[]): string[] {
  const weeks = new Set<string>();
  for (const s of stretches) {
    let week = weekStartOf(new Date(s.startsAt));
    const last = weekStartOf(new Date(Math.max(s.startsAt, s.endsAt - 1)));
    for (; week <= last; week = addDays(week, 7)) weeks.add(week);
  }
  return [...weeks].sort();
}

/** Each São Paulo day with time, newest first, with the part added by hand. */
export function dayTotals(stretches: readonly Stretch[]) {
  const days = new Map<string, { all: number; manual: number }>();
  for (const s of stretches) {
    let day = saoPauloDate(new Date(s.startsAt));
    const last = saoPauloDate(new Date(Math.max(s.startsAt, s.endsAt - 1)));
    for (; day <= last; day = addDays(day, 1)) {
      const from = Date.parse(`${day}T03:00:00.000Z`);
      const ms = msWithin([s], from, from + DAY_MS);
      const total = days.get(day) ?? { all: 0, manual: 0 };
      total.all += ms;
      if (s.manual) total.manual += ms;
      days.set(day, total);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, t]) => ({ date, minutes: wholeMinutes(t.all), manualMinutes: wholeMinutes(t.manual) }))
    .filter((d) => d.minutes > 0);
}
