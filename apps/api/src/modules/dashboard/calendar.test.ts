import { describe, expect, it } from 'vitest';
import { localDayOf, shiftMonth, weekOfDay, weeksOfMonth } from './calendar.js';

describe("the dashboard's São Paulo calendar", () => {
  it('reads the day in São Paulo, not in UTC', () => {
    expect(localDayOf(new Date('2026-01-01T02:59:59Z'))).toEqual({ year: 2025, month: 12, day: 31 });
    expect(localDayOf(new Date('2026-01-01T03:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('cuts a month into Monday-start rows: 4 to 6 of them', () => {
    // February 2027 starts on a Monday and has 28 days: four full weeks.
    expect(weeksOfMonth(2027, 2).map((w) => [w.fromDay, w.toDay])).toEqual([
      [1, 7],
      [8, 14],
      [15, 21],
      [22, 28],
    ]);
    // June 2025 starts on a Sunday: the 1st is a row alone, the 30th another.
    expect(weeksOfMonth(2025, 6).map((w) => [w.fromDay, w.toDay])).toEqual([
      [1, 1],
      [2, 8],
      [9, 15],
      [16, 22],
      [23, 29],
      [30, 30],
    ]);
    expect([weekOfDay(2025, 6, 1), weekOfDay(2025, 6, 2), weekOfDay(2025, 6, 30)]).toEqual([1, 2, 6]);
  });

  it('steps months across years', () => {
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 1, -11)).toEqual({ year: 2025, month: 2 });
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
  });
});
