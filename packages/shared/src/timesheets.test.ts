import { describe, expect, it } from 'vitest';
import { billWeek, timesheetAmountCents, weekBounds, weekStartOf } from './timesheets.js';

describe('hourly billing rules', () => {
  it('rounds minutes × rate / 60 half up, to the centavo', () => {
    expect(timesheetAmountCents(7, 3_333)).toBe(389); // 388,85
    expect(timesheetAmountCents(1, 30)).toBe(1); // 0,5 → 1
    expect(timesheetAmountCents(1, 29)).toBe(0); // 0,48 → 0
    expect(timesheetAmountCents(600, 6_000)).toBe(60_000);
    expect(() => timesheetAmountCents(-1, 100)).toThrow(RangeError);
  });

  it('bills at most the weekly limit and what the escrow covers', () => {
    expect(billWeek({ minutes: 127, weeklyLimitHours: 2, rateCents: 3_333, availableCents: 5_000 })).toEqual({
      minutes: 127,
      billableMinutes: 120,
      overLimitMinutes: 7,
      dueCents: 6_666,
      amountCents: 5_000,
      unfundedCents: 1_666,
    });
  });

  it('weeks run Monday 00:00 to the next Monday 00:00 in São Paulo (UTC−3)', () => {
    // Monday 2026-11-23 02:59 UTC is still Sunday 23:59 in São Paulo.
    expect(weekStartOf(new Date('2026-11-23T02:59:59.999Z'))).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-23T03:00:00.000Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2027-01-01T12:00:00.000Z'))).toBe('2026-12-28');
    const { startsAt, endsAt } = weekBounds('2026-11-23');
    expect([startsAt.toISOString(), endsAt.toISOString()]).toEqual([
      '2026-11-23T03:00:00.000Z',
      '2026-11-30T03:00:00.000Z',
    ]);
  });
});
